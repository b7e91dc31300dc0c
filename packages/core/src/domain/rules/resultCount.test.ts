import { describe, expect, it } from "vitest"
import { moreResultsCount, shownResultCount } from "./resultCount"
import { zoomResultCap } from "./zoomResultCap"

describe("shownResultCount: a count of map results as shown", () => {
  it("reads '300+' when the search stopped at its cap, so a capped count is never taken for a total", () => {
    expect(shownResultCount(zoomResultCap(6), 6)).toEqual({ count: 300, capped: true, shown: "300+" })
    expect(shownResultCount(zoomResultCap(10), 10)).toEqual({ count: 1000, capped: true, shown: "1000+" })
  })

  it("is the plain number under the cap of the zoom searched, or before any search", () => {
    expect(shownResultCount(299, 6)).toEqual({ count: 299, capped: false, shown: "299" })
    expect(shownResultCount(300, 12)).toEqual({ count: 300, capped: false, shown: "300" })
    expect(shownResultCount(0, null)).toEqual({ count: 0, capped: false, shown: "0" })
  })

  it("counts the results beyond a list the same way: '200+' more when the search was capped", () => {
    expect(moreResultsCount(shownResultCount(300, 6), 100)).toEqual({ count: 200, capped: true, shown: "200+" })
    expect(moreResultsCount(shownResultCount(150, 12), 100)).toEqual({ count: 50, capped: false, shown: "50" })
  })
})
