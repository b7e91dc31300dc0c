import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { GeoSearchPayload, GeoSearchResult } from "../api/search"
import {
  CITY_SEARCH_DEBOUNCE_MS,
  buildGeoSearchPayload,
  citySearchMachine
} from "./citySearch.machine"
import type { CitySearchEmitted } from "./citySearch.machine"
import { aFacilityItem, krakow, warszawa } from "./testFixtures"
import { controllablePromise } from "./testkit"

const builtinCities = [warszawa, krakow]

function start() {
  const geoSearch = controllablePromise<GeoSearchResult, GeoSearchPayload>()
  const actor = createActor(citySearchMachine.provide({ actors: { geoSearch: geoSearch.logic } }), {
    input: { builtinCities }
  })
  const emitted: CitySearchEmitted[] = []
  actor.on("*", (e) => emitted.push(e))
  actor.start()
  return { actor, geoSearch, emitted }
}

describe("citySearchMachine (spec 2.4, 7.5, 8.5)", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("offers the built-in cities before any input", () => {
    const { actor } = start()
    expect(actor.getSnapshot().context).toMatchObject({
      text: "",
      cities: builtinCities,
      facilities: [],
      searchLoading: false,
      notFound: false
    })
  })

  it("searches after a pause in typing, with searchLoading meanwhile", async () => {
    const { actor, geoSearch } = start()
    actor.send({ type: "TYPE", text: "Kra" })
    actor.send({ type: "TYPE", text: "Krak" })
    vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS - 1)
    expect(geoSearch.calls).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(geoSearch.calls.map((c) => c.input)).toEqual([{ query: "Krak" }])
    expect(actor.getSnapshot().context.searchLoading).toBe(true)
    geoSearch.latest().resolve({ city: [krakow], facility: [aFacilityItem()] })
    const s = await waitFor(actor, (s) => s.matches("idle"))
    expect(s.context).toMatchObject({ cities: [krakow], facilities: [aFacilityItem()], searchLoading: false, notFound: false })
  })

  it("no results: NOT_FOUND", async () => {
    const { actor, geoSearch } = start()
    actor.send({ type: "TYPE", text: "Xyz" })
    vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS)
    geoSearch.latest().resolve({ city: [], facility: [] })
    const s = await waitFor(actor, (s) => s.matches("idle"))
    expect(s.context).toMatchObject({ cities: [], facilities: [], notFound: true })
  })

  it("a failed search silently restores the built-in list", async () => {
    const { actor, geoSearch } = start()
    actor.send({ type: "TYPE", text: "Kra" })
    vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS)
    geoSearch.latest().reject(new TypeError("Failed to fetch"))
    const s = await waitFor(actor, (s) => s.matches("idle"))
    expect(s.context).toMatchObject({ cities: builtinCities, facilities: [], notFound: false, searchLoading: false })
    expect(s.context).not.toHaveProperty("error")
  })

  it("typing during a search cancels it", async () => {
    const { actor, geoSearch } = start()
    actor.send({ type: "TYPE", text: "Kra" })
    vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS)
    const first = geoSearch.latest()
    actor.send({ type: "TYPE", text: "Kraków" })
    expect(first.signal.aborted).toBe(true)
    expect(actor.getSnapshot().context.searchLoading).toBe(false)
    first.resolve({ city: [warszawa], facility: [] })
    vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS)
    geoSearch.latest().resolve({ city: [krakow], facility: [] })
    const s = await waitFor(actor, (s) => s.matches("idle"))
    expect(s.context.cities).toEqual([krakow])
    expect(geoSearch.calls.map((c) => c.input.query)).toEqual(["Kra", "Kraków"])
  })

  it("blank text goes back to the built-in list without a call", async () => {
    const { actor, geoSearch } = start()
    actor.send({ type: "TYPE", text: "Kra" })
    vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS)
    geoSearch.latest().resolve({ city: [], facility: [] })
    await waitFor(actor, (s) => s.context.notFound)
    actor.send({ type: "TYPE", text: "   " })
    vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS * 2)
    expect(geoSearch.calls).toHaveLength(1)
    expect(actor.getSnapshot().context).toMatchObject({ text: "   ", cities: builtinCities, notFound: false })
  })

  it("CLEAR empties the box and cancels a pending search", () => {
    const { actor, geoSearch } = start()
    actor.send({ type: "TYPE", text: "Kra" })
    actor.send({ type: "CLEAR" })
    vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS)
    expect(geoSearch.calls).toHaveLength(0)
    expect(actor.getSnapshot().context).toMatchObject({ text: "", cities: builtinCities, facilities: [] })
  })

  it("choosing a city emits it and puts its name in the box; choosing a facility emits it", () => {
    const { actor, emitted } = start()
    actor.send({ type: "CHOOSE_CITY", city: krakow })
    expect(actor.getSnapshot().context.text).toBe("Kraków")
    actor.send({ type: "CHOOSE_FACILITY", facility: aFacilityItem(3) })
    expect(emitted).toEqual([
      { type: "cityChosen", city: krakow },
      { type: "facilityChosen", facility: aFacilityItem(3) }
    ])
  })
})

describe("citySearchMachine delays", () => {
  it("the debounce is overridable with provide({ delays })", async () => {
    const queries: string[] = []
    const machine = citySearchMachine.provide({
      delays: { debounce: 0 },
      actors: {
        geoSearch: fromPromise<GeoSearchResult, GeoSearchPayload>(async ({ input }) => {
          queries.push(input.query)
          return { city: [krakow], facility: [] }
        })
      }
    })
    const actor = createActor(machine, { input: { builtinCities } }).start()
    actor.send({ type: "TYPE", text: " Kraków " })
    const s = await waitFor(actor, (s) => s.matches("idle") && s.context.cities[0] === krakow)
    expect(queries).toEqual(["Kraków"])
    expect(s.context.text).toBe(" Kraków ")
  })
})

describe("buildGeoSearchPayload", () => {
  it("trims and caps the query at 100 characters", () => {
    expect(buildGeoSearchPayload("  Łódź ")).toEqual({ query: "Łódź" })
    expect(buildGeoSearchPayload("a".repeat(150)).query).toHaveLength(100)
  })
})
