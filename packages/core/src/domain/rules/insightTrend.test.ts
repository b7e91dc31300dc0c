import { describe, expect, it } from "vitest"
import { comparedWithMedian, insightTrend } from "./insightTrend"

describe("insightTrend", () => {
  it("says up or down by the percentage of the previous period, rounded", () => {
    expect(insightTrend(15, 10)).toEqual({ direction: "up", percent: 50 })
    expect(insightTrend(5, 10)).toEqual({ direction: "down", percent: 50 })
    expect(insightTrend(2, 3)).toEqual({ direction: "down", percent: 33 })
    expect(insightTrend(0, 4)).toEqual({ direction: "down", percent: 100 })
  })

  it("has no percentage after a period with nothing, and says the same when nothing changed", () => {
    expect(insightTrend(4, 0)).toEqual({ direction: "up", percent: null })
    expect(insightTrend(0, 0)).toEqual({ direction: "same", percent: null })
    expect(insightTrend(7, 7)).toEqual({ direction: "same", percent: 0 })
  })
})

describe("comparedWithMedian", () => {
  it("places the total above, below or at the town's median", () => {
    expect(comparedWithMedian(5, 2.5)).toBe("above")
    expect(comparedWithMedian(1, 2.5)).toBe("below")
    expect(comparedWithMedian(3, 3)).toBe("at")
  })
})
