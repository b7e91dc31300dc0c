import { describe, expect, it } from "vitest"
import type { City } from "../domain/region"
import { krakow } from "../testing/fixtures"
import { closestPlace } from "./nearMeActors"

const stareMiasto: City = { ...krakow, kind: "district", id: 901, name: "Stare Miasto", district_param: "stare-miasto", display_name: "Stare Miasto, Kraków" }
const village: City = { ...krakow, id: 902, name: "Stare Miasto", param: "stare-miasto", display_name: "Stare Miasto, podkarpackie" }

describe("closestPlace: the place a typed address names", () => {
  it("takes the district an address names over its city, and the city when no district is named", () => {
    expect(closestPlace("Stare Miasto, Kraków", [krakow, village, stareMiasto])).toBe(stareMiasto)
    expect(closestPlace("Stare Miasto", [village, stareMiasto])).toBe(village)
    expect(closestPlace("krakow", [krakow, stareMiasto])).toBe(krakow)
    expect(closestPlace("ul. Długa 12, Kraków", [stareMiasto, krakow])).toBe(krakow)
    expect(closestPlace("Nibylandia", [])).toBeUndefined()
  })
})
