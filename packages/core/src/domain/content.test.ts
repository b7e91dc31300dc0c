import { describe, expect, it } from "vitest"
import { publicationState, readingMinutes, servedVersion } from "./content"

describe("publicationState", () => {
  const now = new Date("2026-11-28T12:00:00Z")
  it("keeps a draft a draft whatever its date", () => {
    expect(publicationState({ status: "draft", publish_at: "2020-01-01T00:00:00Z" }, now)).toBe("draft")
  })
  it("schedules a published text dated ahead and shows one dated before or undated", () => {
    expect(publicationState({ status: "published", publish_at: "2026-11-28T12:00:01Z" }, now)).toBe("scheduled")
    expect(publicationState({ status: "published", publish_at: "2026-11-28T12:00:00Z" }, now)).toBe("published")
    expect(publicationState({ status: "published", publish_at: null }, now)).toBe("published")
  })
})

describe("servedVersion", () => {
  it("serves the reader's language when translated, else Polish marked untranslated", () => {
    expect(servedVersion("pl", { en: "en" }, "en")).toEqual({ text: "en", language: "en", translated: true })
    expect(servedVersion("pl", { en: "en", ua: null }, "ua")).toEqual({ text: "pl", language: "pl", translated: false })
    expect(servedVersion("pl", {}, "pl")).toEqual({ text: "pl", language: "pl", translated: true })
  })
})

describe("readingMinutes", () => {
  it("counts words without tags at 200 a minute, at least one", () => {
    expect(readingMinutes("<p>krótko</p>")).toBe(1)
    expect(readingMinutes(`<p>${"słowo ".repeat(600)}</p>`)).toBe(3)
    expect(readingMinutes(`<h2>a</h2><p>${"słowo ".repeat(1000)}</p><img src="x">`)).toBe(5)
  })
})
