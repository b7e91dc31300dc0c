import { describe, it, expect } from "vitest"
import { hasChanges } from "./hasChanges"

describe("hasChanges", () => {
  it("sees no change in equal values", () => {
    expect(hasChanges("Ala", "Ala")).toBe(false)
    expect(hasChanges({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(false)
    expect(hasChanges(new Date(5), new Date(5))).toBe(false)
    expect(hasChanges(Number.NaN, Number.NaN)).toBe(false)
  })

  it("treats null, undefined, empty text and missing keys alike", () => {
    expect(hasChanges(null, "")).toBe(false)
    expect(hasChanges({ name: null }, {})).toBe(false)
  })

  it("sees real changes", () => {
    expect(hasChanges("Ala", "Ala ")).toBe(true)
    expect(hasChanges(0, "")).toBe(true)
    expect(hasChanges(false, null)).toBe(true)
    expect(hasChanges([1, 2], [2, 1])).toBe(true)
    expect(hasChanges({ a: 1 }, { a: 1, b: 2 })).toBe(true)
    expect(hasChanges(5, "5")).toBe(true)
  })

  it("compares dates by time, lists item by item and in full, and only like with like", () => {
    expect(hasChanges(new Date(5), new Date(6))).toBe(true)
    expect(hasChanges(new Date(5), 5)).toBe(true)
    expect(hasChanges([1, 2], [1, 2, 3])).toBe(true)
    expect(hasChanges([1, 2], [1, 3])).toBe(true)
    expect(hasChanges([1], { 0: 1 })).toBe(true)
    expect(hasChanges({ a: 1 }, [1])).toBe(true)
    expect(hasChanges(new Map([["a", 1]]), new Map([["a", 2]]))).toBe(true)
  })
})
