import type { City, FacilitySearchItem, GeoSearchPayload, GeoSearchResult } from "@pociecha/core"
import { act, waitFor } from "@testing-library/react"
import { useEffect } from "react"
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { preloadApi } from "../api"
import { serveRecordedAnswers, type Answer } from "../testing/recordedApi"
import { renderWithProviders } from "../testing/TestProviders"
import { cityChoiceActor } from "./cityChoice"
import { useCitySearch, type CitySearch } from "./useCitySearch"

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
let geoSearch: (payload: GeoSearchPayload) => Answer = () => found({ city: [], facility: [] })
const found = (result: GeoSearchResult): Answer => ({ status: 200, body: result })
const payloads: GeoSearchPayload[] = []

// The app's real client, answered by recorded server answers.
const served = serveRecordedAnswers({
  "GET /api/geo-search/cities": () => ({ status: 200, body: builtin }),
  "POST /api/geo-search": async (request) => {
    const payload = (await request.json()) as GeoSearchPayload
    payloads.push(payload)
    return geoSearch(payload)
  }
})

let location: ReturnType<typeof renderWithProviders>["location"]
// The hook's latest value, handed out by the probe after each render.
const latest: { current: CitySearch | null } = { current: null }

function Probe() {
  const value = useCitySearch()
  useEffect(() => {
    latest.current = value
  })
  return null
}

const search = new Proxy({} as CitySearch, { get: (_target, key) => latest.current?.[key as keyof CitySearch] })

/** Renders `probes` users of the hook at `path` (as boxes of one page), once the built-in cities are in. */
async function render(path = "/", probes = 1) {
  ;({ location } = renderWithProviders(
    <>
      {Array.from({ length: probes }, (_, index) => (
        <Probe key={index} />
      ))}
    </>,
    { path }
  ))
  await waitFor(() => expect(search.cityCount).toBe(builtin.length))
}

const names = () => search.items.map((item) => (item.kind === "city" ? item.city.name : item.facility.name))

beforeAll(async () => {
  await preloadApi()
})

beforeEach(() => {
  payloads.length = 0
  served.requests.length = 0
  geoSearch = () => found({ city: [], facility: [] })
})

describe("useCitySearch (spec 2.4)", () => {
  it("offers the built-in cities before any input, read once for every box of the page", async () => {
    await render("/", 2)
    expect(names()).toEqual(["Warszawa", "Kraków"])
    expect(search.loading).toBe(false)
    expect(served.requests.filter((request) => request === "GET /api/geo-search/cities")).toHaveLength(1)
  })

  it("searches what was typed with the page's filters: cities and districts first, then facilities", async () => {
    geoSearch = () => found({ city: [city("Kraków", "krakow")], facility: [facility] })
    await render('/?specialization=["kindergarten"]&accepted_status=["premium","registered"]')
    await act(async () => search.type("Krak"))
    expect(search.loading).toBe(true)
    await waitFor(() => expect(search.loading).toBe(false))
    expect(payloads).toEqual([
      { query: "Krak", required_specialization: ["kindergarten"], required_ownership: [], accepted_status: ["premium", "registered"] }
    ])
    expect(names()).toEqual(["Kraków", "Przedszkole Krakowiaczek"])
    expect(search.cityCount).toBe(1)

    // New filters in the URL: what is listed is searched again with them.
    await act(async () => location.navigate('/?ownership=["public"]'))
    await waitFor(() => expect(payloads).toHaveLength(2))
    expect(payloads[1]).toEqual({ query: "Krak", required_specialization: [], required_ownership: ["public"], accepted_status: [] })
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
    cityChoiceActor.send({ type: "MAP_SHOWN" })
    const listening = cityChoiceActor.on("cityChosen", ({ city: c }) => chosen.push(c))
    try {
      await render("/?map_visible=true")
      await act(async () => search.choose({ kind: "city", city: builtin[0]! }))
      expect(chosen.map((c) => c.param)).toEqual(["warszawa"])
      expect(location.history?.at(-1)).toBe("/?map_visible=true&city=warszawa")
    } finally {
      listening.unsubscribe()
      cityChoiceActor.send({ type: "MAP_HIDDEN" })
    }
  })

  it("a chosen facility opens its profile", async () => {
    await render()
    await act(async () => search.choose({ kind: "facility", facility }))
    expect(location.history?.at(-1)).toBe("/placowka/przedszkole-krakowiaczek-krakow")
  })

  it("nothing found sets notFound; a failed search quietly restores the built-in list", async () => {
    await render()
    await act(async () => search.type("Xyzzy"))
    await waitFor(() => expect(search.notFound).toBe(true))
    geoSearch = () => "offline"
    await act(async () => search.type("Xyzzyx"))
    await waitFor(() => expect(payloads).toHaveLength(2))
    await waitFor(() => expect(search.loading).toBe(false))
    expect(search.notFound).toBe(false)
    expect(names()).toEqual(["Warszawa", "Kraków"])
  })

  it("'Search' waits for a running search, then takes its first result", async () => {
    geoSearch = () => found({ city: [city("Gdynia", "gdynia")], facility: [facility] })
    await render()
    await act(async () => search.type("Gdyn"))
    await act(async () => search.submit())
    // Not the stale built-in list's Warszawa: the answer's Gdynia.
    await waitFor(() => expect(location.history?.at(-1)).toBe("/wszystkie-lokalizacje?city=gdynia"))
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
    await waitFor(() => expect(search.text).toBe(""))
  })
})
