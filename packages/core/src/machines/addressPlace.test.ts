import { describe, expect, it } from "vitest"
import type { City } from "../domain/region"
import { districtsFound, townCentre, townChoice, townsFound } from "./addressPlace"

const place = (kind: City["kind"], id: number, town: string, voivodeship: string): City => ({
  kind, id, name: `${kind}-${id}`, key: `${kind}-${id}`, param: town, voivodeship, voivodeship_param: voivodeship, county: "krakowski",
  district_param: kind === "district" ? `d-${id}` : null, display_name: `${kind}-${id}`, city_cache: null,
  boundingbox: [50, 50.2, 19.8, 20], mobileBoundingbox: [50, 50.2, 19.8, 20], importance: 0.5
})

describe("the address tab's place (management 2.4: the town and district from the catalogue)", () => {
  const found = [place("city", 1, "krakow", "malopolskie"), place("district", 10, "krakow", "malopolskie"),
    place("district", 11, "krakow", "slaskie"), place("district", 12, "warszawa", "mazowieckie"), place("city", 2, "wieliczka", "malopolskie")]

  it("offers only towns as the city, and only the chosen town's districts as its district", () => {
    expect(townsFound(found).map((city) => city.id)).toEqual([1, 2])
    expect(districtsFound(found, { city_slug: "krakow", voivodeship_slug: "malopolskie" }).map((city) => city.id)).toEqual([10])
  })

  it("puts a new town's centre in the middle of its box and takes its county", () => {
    const chosen = townChoice(found[0]!)
    expect(townCentre(chosen)).toEqual({ lat: 50.1, lng: 19.9 })
    expect(chosen).toMatchObject({ town_id: "1", city_slug: "krakow", county: "krakowski", district_id: "" })
  })
})
