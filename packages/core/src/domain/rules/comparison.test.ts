import { describe, expect, it } from "vitest"
import { compareIdsFromSearch, compareSearch, rowDiffers, toggledComparePick } from "./comparison"

describe("comparison (issue 20: 2–4 facilities, shareable)", () => {
  it("reads the ids of the address in order, each once, at most four, ignoring what is no id", () => {
    expect(compareIdsFromSearch("?ids=12,40,x,12,-3,7,8,9")).toEqual([12, 40, 7, 8])
    expect(compareIdsFromSearch("")).toEqual([])
    expect(compareSearch([12, 40])).toBe("?ids=12,40")
  })

  it("takes a pick up to four and gives one back", () => {
    expect(toggledComparePick([1, 2, 3, 4], 5)).toEqual([1, 2, 3, 4])
    expect(toggledComparePick([1, 2], 2)).toEqual([1])
    expect(toggledComparePick([1], 3)).toEqual([1, 3])
  })

  it("highlights a row whose values are not all the same", () => {
    expect(rowDiffers(["8:00", "8:00"])).toBe(false)
    expect(rowDiffers(["8:00", "7:30", "8:00"])).toBe(true)
  })
})
