import { describe, it, expect } from "vitest"
import { DEFAULT_BOUNDS, DEFAULT_CENTER, rectanglePolygon, searchPolygon, zoomResultCap } from "./mapDefaults"

describe("map defaults", () => {
  it("centres on Poland and bounds Warsaw", () => {
    expect(DEFAULT_CENTER).toEqual({ lat: 52.23, lng: 19.23 })
    expect(DEFAULT_BOUNDS.north).toBeGreaterThan(DEFAULT_BOUNDS.south)
    expect(DEFAULT_BOUNDS.east).toBeGreaterThan(DEFAULT_BOUNDS.west)
  })
})

describe("rectanglePolygon", () => {
  it("closes the rectangle from the NW and SE corners", () => {
    const polygon = rectanglePolygon({ north: 54, west: 14, south: 49, east: 24 })
    expect(polygon).toEqual([
      { lng: 14, lat: 54 },
      { lng: 24, lat: 54 },
      { lng: 24, lat: 49 },
      { lng: 14, lat: 49 },
      { lng: 14, lat: 54 },
    ])
    expect(polygon[0]).toEqual(polygon[4])
  })

  it("wraps it as a search polygon", () => {
    expect(searchPolygon(DEFAULT_BOUNDS).type).toBe("poly")
    expect(searchPolygon(DEFAULT_BOUNDS).data).toHaveLength(5)
  })
})

describe("zoomResultCap", () => {
  it("grows with the zoom at the boundaries", () => {
    expect(zoomResultCap(5)).toBe(300)
    expect(zoomResultCap(8)).toBe(300)
    expect(zoomResultCap(8.5)).toBe(1000)
    expect(zoomResultCap(11)).toBe(1000)
    expect(zoomResultCap(12)).toBe(2000)
    expect(zoomResultCap(Number.NaN)).toBe(300)
  })
})
