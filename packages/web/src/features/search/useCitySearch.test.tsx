import type { City, FacilitySearchItem, GeoSearchResult } from "@pociecha/core"
import { act, useEffect } from "react"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { mountTestRoot } from "../../shared/testing/mountTestRoot"
import { until } from "../../shared/testing/until"
import { onCityChosen } from "./cityChoice"
import type { CitySearch } from "./useCitySearch"

const city = (name: string, param: string): City => ({
  kind: "city",
  id: param.length,
  name,
  key: param,
  param,
  voivodeship: "małopolskie",
  voivodeship_param: "malopolskie",
  county: "",
  district_param: null,
  display_name: `${name}, małopolskie`,
  city_cache: `${param}_cache`,
  boundingbox: [49.96, 50.12, 19.79, 20.21],
  mobileBoundingbox: [50.02, 50.08, 19.88, 20.05],
  importance: 0.9
})

const facility: FacilitySearchItem = {
  id: 7,
  name: "Przedszkole Krakowiaczek",
  slug: "przedszkole-krakowiaczek-krakow",
  status: "registered",
  payload: { city: "Kraków", post_code: "30-001", street: "ul. Długa 1" },
  tag: { preset: "kindergarten", label: "TAG_KINDERGARTEN" }
}

const builtin = [city("Warszawa", "warszawa"), city("Kraków", "krakow")]
let geoSearch: (query: string) => GeoSearchResult = () => ({ city: [], facility: [] })
const queries: string[] = []

// The API client is replaced by a fake answering the geo-search.
vi.mock("../../shared/api", () => ({
  api: {
    call: async (f: (c: unknown) => { query: string }) => {
      const { query } = f({ search: { geoSearch: ({ payload }: { payload: { query: string } }) => ({ query: payload.query }) } })
      queries.push(query)
      return geoSearch(query)
    }
  }
}))

const { useCitySearch } = await import("./useCitySearch")

const mounted = mountTestRoot()
let location: ReturnType<typeof memoryLocation>
// The hook's latest value, handed out by the probe after each render.
const latest: { current: CitySearch | null } = { current: null }

function Probe() {
  const value = useCitySearch(builtin)
  useEffect(() => {
    latest.current = value
  })
  return null
}

const search = new Proxy({} as CitySearch, { get: (_target, key) => latest.current?.[key as keyof CitySearch] })

async function render(path = "/") {
  location = memoryLocation({ path, record: true })
  await act(async () => {
    mounted.root.render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Probe />
      </Router>
    )
  })
}

const names = () => search.items.map((item) => (item.kind === "city" ? item.city.name : item.facility.name))

beforeEach(() => {
  queries.length = 0
})

describe("useCitySearch (spec 2.4)", () => {
  it("offers the built-in cities before any input", async () => {
    await render()
    expect(names()).toEqual(["Warszawa", "Kraków"])
    expect(search.cityCount).toBe(2)
    expect(search.loading).toBe(false)
  })

  it("searches what was typed: cities and districts first, then facilities", async () => {
    geoSearch = () => ({ city: [city("Kraków", "krakow")], facility: [facility] })
    await render()
    await act(async () => search.type("Krak"))
    expect(search.loading).toBe(true)
    await until(() => expect(search.loading).toBe(false))
    expect(queries).toEqual(["Krak"])
    expect(names()).toEqual(["Kraków", "Przedszkole Krakowiaczek"])
    expect(search.cityCount).toBe(1)
  })

  it("a chosen city opens the map there, keeping the filters and carrying the city", async () => {
    await render('/?ownership=["public"]&map_visible=true')
    await act(async () => search.choose({ kind: "city", city: builtin[1]! }))
    expect(location.history?.at(-1)).toBe("/wszystkie-lokalizacje?ownership=%5B%22public%22%5D&city=krakow")
    expect(location.state).toMatchObject({ city: { param: "krakow" } })
    expect(search.text).toBe("Kraków")
  })

  it("a chosen city moves a map already on screen and stays on the page", async () => {
    const chosen: City[] = []
    const stop = onCityChosen((c) => chosen.push(c))
    try {
      await render("/?map_visible=true")
      await act(async () => search.choose({ kind: "city", city: builtin[0]! }))
      expect(chosen.map((c) => c.param)).toEqual(["warszawa"])
      expect(location.history?.at(-1)).toBe("/?map_visible=true&city=warszawa")
    } finally {
      stop()
    }
  })

  it("a chosen facility opens its profile", async () => {
    await render()
    await act(async () => search.choose({ kind: "facility", facility }))
    expect(location.history?.at(-1)).toBe("/placowka/przedszkole-krakowiaczek-krakow")
  })

  it("nothing found sets notFound; a failed search quietly restores the built-in list", async () => {
    geoSearch = () => ({ city: [], facility: [] })
    await render()
    await act(async () => search.type("Xyzzy"))
    await until(() => expect(search.notFound).toBe(true))
    geoSearch = () => {
      throw new Error("offline")
    }
    await act(async () => search.type("Xyzzyx"))
    await until(() => expect(search.loading).toBe(false))
    expect(search.notFound).toBe(false)
    expect(names()).toEqual(["Warszawa", "Kraków"])
  })

  it("'Search' waits for a running search, then takes its first result", async () => {
    geoSearch = () => ({ city: [city("Gdynia", "gdynia")], facility: [facility] })
    await render()
    await act(async () => search.type("Gdyn"))
    await act(async () => search.submit())
    // Not the stale built-in list's Warszawa: the answer's Gdynia.
    await until(() => expect(location.history?.at(-1)).toBe("/wszystkie-lokalizacje?city=gdynia"))
  })

  it("'Search' with nothing typed opens the map", async () => {
    await render()
    await act(async () => search.submit())
    expect(location.history?.at(-1)).toBe("/wszystkie-lokalizacje")
  })

  it("clearing the 'city' parameter clears the text", async () => {
    await render("/wszystkie-lokalizacje?city=krakow")
    await act(async () => search.type("Kraków"))
    expect(search.text).toBe("Kraków")
    await act(async () => location.navigate("/wszystkie-lokalizacje"))
    await until(() => expect(search.text).toBe(""))
  })
})
