import { describe, expect, it } from "vitest"
import { insightPeriodOf } from "./insights"

describe("insightPeriodOf", () => {
  it("reads 7, 30 or 90 days from the URL, and 7 for anything else", () => {
    expect(insightPeriodOf("30")).toBe(30)
    expect(insightPeriodOf("90")).toBe(90)
    expect(insightPeriodOf("7")).toBe(7)
    for (const other of [null, "", "14", "30.0", " 30", "abc"]) expect(insightPeriodOf(other), String(other)).toBe(7)
  })
})
