import { describe, expect, it } from "vitest"
import { catalogKeys, catalogPath, pageFromQuery, pageWindow } from "./catalogPaths"

describe("catalogue paths", () => {
  it("builds the spec's paths", () => {
    expect(catalogPath.voivodeships("zlobki")).toBe("/zlobki-miasta")
    expect(catalogPath.cities("przedszkola", "malopolskie")).toBe("/przedszkola/malopolskie")
    expect(catalogPath.facilities("przedszkola", "malopolskie", "krakow")).toBe("/przedszkola/malopolskie/krakow")
    expect(catalogPath.facilities("zlobki", "malopolskie", "krakow", "nowa-huta")).toBe("/zlobki/malopolskie/krakow/nowa-huta")
  })

  it("names the catalogues", () => {
    expect(catalogKeys("przedszkola")).toEqual({ catalog: "KINDERGARTENS_CATALOG", noun: "KINDERGARTENS" })
    expect(catalogKeys("zlobki")).toEqual({ catalog: "NURSERIES_CATALOG", noun: "NURSERIES" })
  })
})

describe("pagination", () => {
  it("reads ?page", () => {
    expect(pageFromQuery(null)).toBe(1)
    expect(pageFromQuery("3")).toBe(3)
    expect(pageFromQuery("0")).toBe(1)
    expect(pageFromQuery("2.5")).toBe(1)
    expect(pageFromQuery("abc")).toBe(1)
  })

  it("offers a window of pages with gaps", () => {
    expect(pageWindow(1, 0)).toEqual([])
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20])
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, null, 20])
    expect(pageWindow(20, 20)).toEqual([1, null, 18, 19, 20])
  })
})
