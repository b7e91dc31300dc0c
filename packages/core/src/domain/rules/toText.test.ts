import { describe, it, expect } from "vitest"
import { toText, trimmedLength } from "./toText"

describe("toText", () => {
  it("reads strings, numbers and booleans, and nothing else", () => {
    expect(toText("a")).toBe("a")
    expect(toText(0)).toBe("0")
    expect(toText(false)).toBe("false")
    expect(toText(null)).toBe("")
    expect(toText({ toString: () => "x" })).toBe("")
  })
})

describe("trimmedLength", () => {
  it("counts code points after trimming", () => {
    expect(trimmedLength("  Łó ")).toBe(2)
    expect(trimmedLength("👶🏻")).toBe(2)
    expect(trimmedLength(undefined)).toBe(0)
  })
})
