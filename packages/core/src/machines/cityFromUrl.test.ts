import { describe, expect, it, vi } from "vitest"
import { createActor, toPromise } from "xstate"
import type { City } from "../domain/region"
import type { ClientCaller } from "./accountFormActors"
import { carriedCity, cityParams, findCityActor, type CityParams } from "./cityFromUrl"
import { krakow, warszawa } from "../testing/fixtures"

const nowaHuta: City = { ...krakow, kind: "district", name: "Nowa Huta", district_param: "nowa-huta" }
const wieliczka: City = { ...krakow, name: "Wieliczka", param: "wieliczka" }

describe("the city of a ?city= link", () => {
  it("writes a district as city plus district", () => {
    expect(cityParams(nowaHuta)).toEqual({ city: "krakow", district: "nowa-huta" })
    expect(cityParams(krakow)).toEqual({ city: "krakow", district: null })
  })

  it("uses the city carried in the history entry only when it is the one named", () => {
    expect(carriedCity(krakow, { city: "krakow", district: null })).toBe(krakow)
    expect(carriedCity(krakow, { city: "krakow", district: "nowa-huta" })).toBeNull()
    expect(carriedCity({ param: "krakow" }, { city: "krakow", district: null })).toBeNull()
  })

  it("finds a built-in city, else the matching geo-search result (the slug as words), else nothing", async () => {
    const queries: string[] = []
    const geo = vi.fn(async (query: string) => {
      queries.push(query)
      return { city: [wieliczka, nowaHuta], facility: [] }
    })
    const client = { call: (f: (api: unknown) => unknown) => f({ search: { geoSearch: ({ payload }: { payload: { query: string } }) => geo(payload.query) } }) } as unknown as ClientCaller
    const find = (params: CityParams) => toPromise(createActor(findCityActor(client, async () => [warszawa, krakow]), { input: params }).start())
    expect(await find({ city: "krakow", district: null })).toBe(krakow)
    expect(queries).toEqual([])
    expect(await find({ city: "wieliczka", district: null })).toBe(wieliczka)
    expect(await find({ city: "krakow", district: "nowa-huta" })).toBe(nowaHuta)
    expect(queries).toEqual(["wieliczka", "nowa huta"])
    expect(await find({ city: "atlantyda", district: null })).toBeNull()
    geo.mockRejectedValueOnce(new Error("offline"))
    expect(await find({ city: "wieliczka", district: null })).toBeNull()
  })
})
