import { describe, expect, it } from "vitest"
import { inlineStylesheets } from "./inlineStylesheets"

describe("inlineStylesheets", () => {
  const files: Record<string, string> = { "/assets/index-1.css": ".a{color:red}", "/assets/ui-2.css": ".b{margin:0}" }

  it("writes each linked stylesheet of the build inline, in place, and leaves the other links", () => {
    const html = `<head><link rel="icon" href="/favicon.svg" /><link rel="stylesheet" crossorigin href="/assets/index-1.css">` +
      `<link rel="stylesheet" crossorigin href="/assets/ui-2.css"><link rel="modulepreload" href="/assets/a.js"></head>`
    expect(inlineStylesheets(html, (path) => files[path])).toBe(
      `<head><link rel="icon" href="/favicon.svg" /><style>.a{color:red}</style>` +
      `<style>.b{margin:0}</style><link rel="modulepreload" href="/assets/a.js"></head>`
    )
  })

  it("keeps a link to a file the build does not have", () => {
    const html = `<link rel="stylesheet" href="https://cdn.example/x.css">`
    expect(inlineStylesheets(html, (path) => files[path])).toBe(html)
  })
})
