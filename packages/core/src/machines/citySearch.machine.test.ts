import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { GeoSearchPayload, GeoSearchResult } from "../api/search"
import {
  CITY_SEARCH_DEBOUNCE_MS,
  buildGeoSearchPayload,
  citySearchMachine
} from "./citySearch.machine"
import type { CitySearchEmitted } from "./citySearch.machine"
import { requiredSpecializationFor } from "../domain/rules/catalogType"
import { aFacilityItem, krakow, warszawa } from "../testing/fixtures"
import { controllablePromise } from "../testing/controllablePromise"

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
    expect(geoSearch.calls.map((c) => c.input.query)).toEqual(["Krak"])
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
    expect(buildGeoSearchPayload("  Łódź ").query).toBe("Łódź")
    expect(buildGeoSearchPayload("a".repeat(150)).query).toHaveLength(100)
  })

  it("sends the filters as spec 7.5 names them, none by default", () => {
    expect(buildGeoSearchPayload("Kraków", { specialization: ["nursery"], ownership: ["public", "private"], accepted_status: ["premium"], vacancies_for: [] })).toEqual({
      query: "Kraków",
      required_specialization: ["nursery"],
      required_ownership: ["public", "private"],
      accepted_status: ["premium"]
    })
    expect(buildGeoSearchPayload("Kraków")).toEqual({ query: "Kraków", required_specialization: [], required_ownership: [], accepted_status: [] })
  })
})

describe("citySearchMachine — the page around the box", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const nurseries = { specialization: ["nursery"], ownership: [], accepted_status: [], vacancies_for: [] }
  const premium = { specialization: [], ownership: [], accepted_status: ["premium" as const], vacancies_for: [] }

  it("searches with the page's filters, from the start and after they change", async () => {
    const geoSearch = controllablePromise<GeoSearchResult, GeoSearchPayload>()
    const actor = createActor(citySearchMachine.provide({ actors: { geoSearch: geoSearch.logic } }), { input: { builtinCities, filters: nurseries } }).start()
    actor.send({ type: "TYPE", text: "Kra" })
    vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS)
    expect(geoSearch.latest().input).toMatchObject({ query: "Kra", required_specialization: ["nursery"] })
    await geoSearch.latest().resolve({ city: [krakow], facility: [aFacilityItem()] })

    // New filters with text in the box: the facilities listed are searched again.
    actor.send({ type: "URL_CHANGED", filters: premium, city: null })
    vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS)
    expect(geoSearch.calls).toHaveLength(2)
    expect(geoSearch.latest().input).toMatchObject({ query: "Kra", required_specialization: [], accepted_status: ["premium"] })
  })

  it("does not search when the filters stay, or when the box is empty", () => {
    const { actor, geoSearch } = start()
    actor.send({ type: "URL_CHANGED", filters: premium, city: null })
    vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS)
    expect(geoSearch.calls).toHaveLength(0)
    actor.send({ type: "CHOOSE_CITY", city: krakow })
    actor.send({ type: "URL_CHANGED", filters: premium, city: "krakow" })
    vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS)
    expect(geoSearch.calls).toHaveLength(0)
    expect(actor.getSnapshot().context.text).toBe("Kraków")
  })

  it("empties the box when the page's city parameter is removed, not when it was never there", () => {
    const { actor } = start()
    actor.send({ type: "TYPE", text: "Kra" })
    actor.send({ type: "URL_CHANGED", filters: premium, city: null })
    expect(actor.getSnapshot().context.text).toBe("Kra")
    actor.send({ type: "CHOOSE_CITY", city: krakow })
    actor.send({ type: "URL_CHANGED", filters: premium, city: "krakow" })
    expect(actor.getSnapshot().context.text).toBe("Kraków")
    actor.send({ type: "URL_CHANGED", filters: premium, city: null })
    expect(actor.getSnapshot().matches("idle")).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ text: "", cities: builtinCities, filters: premium })
  })

  it("loads the built-in list itself, offering it once it comes unless a search is listed", async () => {
    const load = controllablePromise<ReadonlyArray<typeof krakow>, unknown>()
    const geoSearch = controllablePromise<GeoSearchResult, GeoSearchPayload>()
    const machine = citySearchMachine.provide({ actors: { geoSearch: geoSearch.logic, builtinCities: load.logic } })
    const empty = createActor(machine, { input: {} }).start()
    expect(empty.getSnapshot().context.cities).toEqual([])
    // Typing works before the list is in.
    empty.send({ type: "TYPE", text: "a" })
    empty.send({ type: "TYPE", text: "" })
    await load.latest().resolve(builtinCities)
    expect(empty.getSnapshot().context).toMatchObject({ cities: builtinCities, builtinCities })

    const typing = createActor(machine, { input: {} }).start()
    typing.send({ type: "TYPE", text: "Kra" })
    await load.latest().resolve(builtinCities)
    expect(typing.getSnapshot().context.cities).toEqual([])
    typing.send({ type: "CLEAR" })
    expect(typing.getSnapshot().context.cities).toEqual(builtinCities)
  })

  it("works without the built-in list when it cannot be loaded", async () => {
    const load = controllablePromise<ReadonlyArray<typeof krakow>, unknown>()
    const actor = createActor(citySearchMachine.provide({ actors: { builtinCities: load.logic } }), { input: {} }).start()
    await load.latest().reject(new TypeError("Failed to fetch"))
    expect(actor.getSnapshot().status).toBe("active")
    actor.send({ type: "SUBMIT" })
    expect(actor.getSnapshot().context.cities).toEqual([])
  })
})

describe("citySearchMachine — 'Search' (spec 2.4)", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const searched = async (result: GeoSearchResult) => {
    const search = start()
    search.actor.send({ type: "TYPE", text: "Gdyn" })
    search.actor.send({ type: "SUBMIT" })
    expect(search.emitted).toEqual([])
    expect(search.actor.getSnapshot().context.submitted).toBe(true)
    vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS)
    search.geoSearch.latest().resolve(result)
    await waitFor(search.actor, (s) => s.matches("idle"))
    return search
  }

  it("waits for the search on its way, then takes its first city rather than the stale list", async () => {
    const { actor, emitted } = await searched({ city: [krakow], facility: [aFacilityItem()] })
    expect(emitted).toEqual([{ type: "cityChosen", city: krakow }])
    expect(actor.getSnapshot().context).toMatchObject({ text: "Kraków", submitted: false })
  })

  it("takes the first facility when no city was found, and asks for the map when nothing was", async () => {
    expect((await searched({ city: [], facility: [aFacilityItem(3)] })).emitted).toEqual([{ type: "facilityChosen", facility: aFacilityItem(3) }])
    expect((await searched({ city: [], facility: [] })).emitted).toEqual([{ type: "mapRequested" }])
  })

  it("with nothing typed opens the map; a choice or a clear drops a waiting 'Search'", () => {
    const { actor, emitted } = start()
    actor.send({ type: "SUBMIT" })
    expect(emitted).toEqual([{ type: "mapRequested" }])
    actor.send({ type: "TYPE", text: "Kra" })
    actor.send({ type: "SUBMIT" })
    actor.send({ type: "CLEAR" })
    expect(actor.getSnapshot().context.submitted).toBe(false)
  })

  it("keeps the kind of facility the text names: 'przedszkole kraków' is Kraków's kindergartens", async () => {
    const { actor, geoSearch, emitted } = start()
    actor.send({ type: "TYPE", text: "przedszkole kraków" })
    actor.send({ type: "SUBMIT" })
    vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS)
    geoSearch.latest().resolve({ city: [krakow], facility: [] })
    await waitFor(actor, (s) => s.matches("idle"))
    expect(emitted).toEqual([{ type: "cityChosen", city: krakow, specialization: requiredSpecializationFor("przedszkola") }])
  })

  it("keeps the kind of facility when a city of the list is chosen, too", () => {
    const { actor, emitted } = start()
    actor.send({ type: "TYPE", text: "żłobki kra" })
    actor.send({ type: "CHOOSE_CITY", city: krakow })
    expect(emitted).toEqual([{ type: "cityChosen", city: krakow, specialization: requiredSpecializationFor("zlobki") }])
  })

  it("takes the first of what is listed at once when no search runs", () => {
    const { actor, emitted } = start()
    actor.send({ type: "CHOOSE_CITY", city: krakow })
    actor.send({ type: "SUBMIT" })
    expect(emitted.at(-1)).toEqual({ type: "cityChosen", city: warszawa })
  })
})
