import type { City } from "@pociecha/core"
import { describe, expect, it, vi } from "vitest"

const city = (name: string, param: string, district: string | null = null): City => ({
  kind: district === null ? "city" : "district",
  id: name.length,
  name,
  key: district === null ? param : `${param}-${district}`,
  param,
  voivodeship: "małopolskie",
  voivodeship_param: "malopolskie",
  county: "",
  district_param: district,
  display_name: name,
  city_cache: null,
  boundingbox: [49.9, 50.1, 19.7, 20.2],
  mobileBoundingbox: [49.95, 50.05, 19.8, 20.1],
  importance: 0.5
})

const builtin = [city("Kraków", "krakow")]
const geo = vi.fn(async (_query: string) => ({ city: [city("Wieliczka", "wieliczka"), city("Nowa Huta", "krakow", "nowa-huta")], facility: [] }))

vi.mock("../../shared/api", () => ({
  api: {
    call: async (f: (c: unknown) => { endpoint: string; query?: string }) => {
      const request = f({
        search: {
          builtinCities: () => ({ endpoint: "builtin" }),
          geoSearch: ({ payload }: { payload: { query: string } }) => ({ endpoint: "geo", query: payload.query })
        }
      })
      return request.endpoint === "builtin" ? builtin : geo(request.query ?? "")
    }
  }
}))

const { cityParams, resolveCity } = await import("./cityChoice")

describe("finding the city of a ?city= link", () => {
  it("uses the city carried in the history entry when it matches", async () => {
    const carried = city("Kraków (carried)", "krakow")
    expect(await resolveCity("krakow", null, carried)).toBe(carried)
    expect(geo).not.toHaveBeenCalled()
  })

  it("falls back to the built-in cities, then to the geo-search", async () => {
    expect((await resolveCity("krakow", null, { something: "else" }))?.name).toBe("Kraków")
    expect((await resolveCity("wieliczka", null))?.name).toBe("Wieliczka")
    expect(geo).toHaveBeenLastCalledWith("wieliczka")
    expect((await resolveCity("krakow", "nowa-huta"))?.name).toBe("Nowa Huta")
    expect(geo).toHaveBeenLastCalledWith("nowa huta")
    expect(await resolveCity("atlantyda", null)).toBeNull()
  })

  it("writes a district as city plus district", () => {
    expect(cityParams(city("Nowa Huta", "krakow", "nowa-huta"))).toEqual({ city: "krakow", district: "nowa-huta" })
    expect(cityParams(city("Kraków", "krakow"))).toEqual({ city: "krakow", district: null })
  })
})
