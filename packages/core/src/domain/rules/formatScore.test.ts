import { describe, it, expect } from "vitest"
import { formatScore, hasScore } from "./formatScore"

describe("formatScore", () => {
  it("shows one decimal", () => {
    expect(formatScore(4)).toBe("4.0")
    expect(formatScore(4.25)).toBe("4.3")
    expect(formatScore(3.14159)).toBe("3.1")
    expect(formatScore(5)).toBe("5.0")
  })

  it("shows 0.0 for zero and for missing scores", () => {
    expect(formatScore(0)).toBe("0.0")
    expect(formatScore(null)).toBe("0.0")
    expect(formatScore(undefined)).toBe("0.0")
    expect(formatScore(Number.NaN)).toBe("0.0")
  })
})

describe("hasScore", () => {
  it("is a rating from 1 to 5; nothing, 0 or no number is no rating yet", () => {
    expect([1, 3.5, 5].map(hasScore)).toEqual([true, true, true])
    expect([null, undefined, 0, Number.NaN].map(hasScore)).toEqual([false, false, false, false])
  })
})
