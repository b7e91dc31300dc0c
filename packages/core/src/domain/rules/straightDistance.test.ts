import { describe, expect, it } from "vitest"
import { formatDistance, straightDistanceMeters } from "./straightDistance"

describe("straightDistanceMeters: as the crow flies", () => {
  it("measures Warsaw's Palace of Culture to Kraków's Main Square as about 252 km, and a point to itself as 0", () => {
    const warsaw = { lat: 52.2318, lng: 21.0060 }
    const krakow = { lat: 50.0617, lng: 19.9373 }
    expect(straightDistanceMeters(warsaw, krakow)).toBeGreaterThan(251_000)
    expect(straightDistanceMeters(warsaw, krakow)).toBeLessThan(253_000)
    expect(straightDistanceMeters(krakow, warsaw)).toBe(straightDistanceMeters(warsaw, krakow))
    expect(straightDistanceMeters(warsaw, warsaw)).toBe(0)
  })

  it("counts a degree of longitude in Poland as about 0.6 of a degree of latitude", () => {
    const here = { lat: 52, lng: 21 }
    const east = straightDistanceMeters(here, { lat: 52, lng: 22 })
    const north = straightDistanceMeters(here, { lat: 53, lng: 21 })
    expect(east / north).toBeCloseTo(0.616, 2)
  })
})

describe("formatDistance", () => {
  it("writes metres under a kilometre, rounded to ten, and kilometres with one decimal below ten", () => {
    expect(formatDistance(847, "pl")).toBe("850 m")
    expect(formatDistance(3449, "pl")).toBe("3,4 km")
    expect(formatDistance(3449, "en")).toBe("3.4 km")
    expect(formatDistance(25_600, "pl")).toBe("26 km")
  })
})
