import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { SearchPayload } from "../api/search"
import type { FacilityMarker } from "../domain/facility"
import { DEFAULT_BOUNDS, DEFAULT_ZOOM } from "../domain/rules/mapDefaults"
import { NO_FILTERS } from "../domain/rules/searchFilters"
import { NO_REFINEMENTS } from "../domain/rules/searchRefinements"
import type { City } from "../domain/region"
import type { CityParams } from "./cityFromUrl"
import {
  boundsFromBoundingBox,
  buildSearchPayload,
  isCollapsedMap,
  mapSearchMachine,
  viewForCity
} from "./mapSearch.machine"
import { aMarker, krakow } from "../testing/fixtures"
import { controllablePromise } from "../testing/controllablePromise"

const moved = { north: 52.3, south: 52.1, east: 21.1, west: 20.9 }
const screen = { width: 800, height: 600 }

function start() {
  const search = controllablePromise<FacilityMarker[], SearchPayload>()
  const findCity = controllablePromise<City | null, CityParams>()
  const actor = createActor(mapSearchMachine.provide({ actors: { search: search.logic, findCity: findCity.logic } })).start()
  return { actor, search, findCity }
}

describe("buildSearchPayload (spec 7.5)", () => {
  it("sends the closed 5-point polygon NW, NE, SE, SW, NW and drops an empty status filter", () => {
    const payload = buildSearchPayload({ bounds: moved, zoom: 12, filters: NO_FILTERS, cityCache: null })
    expect(payload).toEqual({
      search_polygon: {
        type: "poly",
        data: [
          { lng: 20.9, lat: 52.3 },
          { lng: 21.1, lat: 52.3 },
          { lng: 21.1, lat: 52.1 },
          { lng: 20.9, lat: 52.1 },
          { lng: 20.9, lat: 52.3 }
        ]
      },
      zoom: 12,
      required_specialization: [],
      required_ownership: [],
      city_cache: null
    })
    expect("accepted_status" in payload).toBe(false)
  })

  it("passes the filters and the city cache; the zoom is a whole level within 1–22", () => {
    const filters = { specialization: ["nursery"], ownership: ["public"], accepted_status: ["premium" as const], vacancies_for: [] }
    const payload = buildSearchPayload({ bounds: moved, zoom: 13.6, filters, cityCache: "krakow_cache" })
    expect(payload).toMatchObject({
      accepted_status: ["premium"],
      zoom: 14,
      required_specialization: ["nursery"],
      required_ownership: ["public"],
      city_cache: "krakow_cache"
    })
    expect(buildSearchPayload({ bounds: moved, zoom: 30, filters, cityCache: null }).zoom).toBe(22)
    expect(payload).not.toHaveProperty("vacancies_for")
  })

  it("asks for free places in the chosen age groups (vacancies_for) only when some are chosen", () => {
    const filters = { ...NO_FILTERS, vacancies_for: ["nursery" as const, "4" as const] }
    expect(buildSearchPayload({ bounds: moved, zoom: 12, filters, cityCache: null }).vacancies_for).toEqual(["nursery", "4"])
  })
})

describe("boundsFromBoundingBox", () => {
  it("reads [minLat, maxLat, minLon, maxLon]", () => {
    expect(boundsFromBoundingBox([1, 2, 3, 4])).toEqual({ south: 1, north: 2, west: 3, east: 4 })
  })
})

describe("mapSearchMachine (spec 2.4, 4.7)", () => {
  it("starts idle at zoom 7 over the Warsaw box", () => {
    const { actor, search } = start()
    const { value, context } = actor.getSnapshot()
    expect(value).toBe("idle")
    expect(context).toMatchObject({ zoom: DEFAULT_ZOOM, mapLoading: false, lastSearch: null, results: [] })
    const { south, north, west, east } = context.bounds
    const warsaw = [52.0978, 52.3681, 20.8517, 21.2711]
    ;[south, north, west, east].forEach((edge, i) => expect(edge).toBeCloseTo(warsaw[i] ?? NaN, 3))
    expect(context.bounds).toEqual(DEFAULT_BOUNDS)
    expect(search.calls).toHaveLength(0)
  })

  it("a map movement searches the visible rectangle; mapLoading is true meanwhile", async () => {
    const { actor, search } = start()
    actor.send({ type: "MAP_MOVED", bounds: moved, zoom: 12, size: screen })
    expect(actor.getSnapshot().context.mapLoading).toBe(true)
    const sent = buildSearchPayload({ bounds: moved, zoom: 12, filters: NO_FILTERS, cityCache: null })
    expect(search.latest().input).toEqual(sent)
    expect(actor.getSnapshot().context.lastSearch).toEqual(sent)
    search.latest().resolve([aMarker()])
    const s = await waitFor(actor, (s) => s.matches("ready"))
    expect(s.context).toMatchObject({ results: [aMarker()], mapLoading: false })
  })

  it("a new movement during a search cancels it and only the new one lands", async () => {
    const { actor, search } = start()
    actor.send({ type: "MAP_MOVED", bounds: moved, zoom: 12, size: screen })
    const first = search.latest()
    actor.send({ type: "MAP_MOVED", bounds: DEFAULT_BOUNDS, zoom: 11, size: screen })
    expect(first.signal.aborted).toBe(true)
    expect(search.calls).toHaveLength(2)
    first.resolve([aMarker(1)])
    search.latest().resolve([aMarker(2)])
    const s = await waitFor(actor, (s) => s.matches("ready"))
    expect(s.context.results).toEqual([aMarker(2)])
    expect(s.context.lastSearch?.zoom).toBe(11)
  })

  it.each([
    [false, krakow.boundingbox],
    [true, krakow.mobileBoundingbox]
  ] as const)("choosing a city (mobile %s) zooms 14 to its box, keeps its cache and searches", (mobile, box) => {
    const { actor, search } = start()
    actor.send({ type: "CITY_CHOSEN", city: krakow, mobile })
    const { context } = actor.getSnapshot()
    expect(context).toMatchObject({ zoom: 14, cityCache: "krakow_cache", bounds: boundsFromBoundingBox(box) })
    expect(search.latest().input).toMatchObject({ zoom: 14, city_cache: "krakow_cache" })
    actor.send({ type: "MAP_MOVED", bounds: moved, zoom: 15, size: screen })
    expect(search.latest().input.city_cache).toBe("krakow_cache")
    actor.send({ type: "CITY_CLEARED" })
    actor.send({ type: "MAP_MOVED", bounds: moved, zoom: 15, size: screen })
    expect(search.latest().input.city_cache).toBeNull()
  })

  it("changing filters searches the same rectangle again", () => {
    const { actor, search } = start()
    actor.send({ type: "MAP_MOVED", bounds: moved, zoom: 12, size: screen })
    const filters = { specialization: ["kindergarten"], ownership: [], accepted_status: [], vacancies_for: [] }
    actor.send({ type: "FILTERS_CHANGED", filters })
    expect(search.latest().input).toEqual(buildSearchPayload({ bounds: moved, zoom: 12, filters, cityCache: null }))
  })

  it("a failed search keeps the markers, shows the error and can be retried", async () => {
    const { actor, search } = start()
    actor.send({ type: "MAP_MOVED", bounds: moved, zoom: 12, size: screen })
    search.latest().resolve([aMarker()])
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "MAP_MOVED", bounds: moved, zoom: 13, size: screen })
    const error = new TypeError("Failed to fetch")
    search.latest().reject(error)
    const failed = await waitFor(actor, (s) => s.matches("failed"))
    expect(failed.context).toMatchObject({ error, results: [aMarker()], mapLoading: false })
    actor.send({ type: "RETRY" })
    expect(search.latest().input).toEqual(failed.context.lastSearch)
    search.latest().resolve([])
    const ready = await waitFor(actor, (s) => s.matches("ready"))
    expect(ready.context).toMatchObject({ error: null, results: [] })
  })

  it("can start from a given view and filters", () => {
    const filters = { specialization: ["nursery"], ownership: [], accepted_status: [], vacancies_for: [] }
    const actor = createActor(mapSearchMachine, { input: { bounds: moved, zoom: 10, filters, cityCache: "x" } })
    expect(actor.getSnapshot().context).toMatchObject({ bounds: moved, zoom: 10, filters, cityCache: "x" })
  })

  it("an unprovided search actor fails the search instead of calling anything", async () => {
    const actor = createActor(mapSearchMachine).start()
    actor.send({ type: "RETRY" })
    expect(actor.getSnapshot().value).toBe("idle")
    actor.send({ type: "FILTERS_CHANGED", filters: NO_FILTERS })
    await waitFor(actor, (s) => s.matches("failed"))
    const ok = createActor(mapSearchMachine.provide({ actors: { search: fromPromise<FacilityMarker[], SearchPayload>(async () => []) } })).start()
    ok.send({ type: "FILTERS_CHANGED", filters: NO_FILTERS })
    await waitFor(ok, (s) => s.matches("ready"))
  })
})

describe("mapSearchMachine — a hidden map (issue §3, defect 1)", () => {
  it("a map a few pixels wide or high is hidden", () => {
    expect(isCollapsedMap({ width: 1, height: 1 })).toBe(true)
    expect(isCollapsedMap({ width: 390, height: 20 })).toBe(true)
    expect(isCollapsedMap({ width: 390, height: 600 })).toBe(false)
  })

  it("never searches the sliver of a hidden map: the last real view and its results stay", async () => {
    const { actor, search } = start()
    actor.send({ type: "MAP_MOVED", bounds: moved, zoom: 12, size: screen })
    search.latest().resolve([aMarker()])
    await waitFor(actor, (s) => s.matches("ready"))
    const sliver = { north: 52.2001, south: 52.2, east: 21.0007, west: 21.0 }
    actor.send({ type: "MAP_MOVED", bounds: sliver, zoom: 12, size: { width: 1, height: 1 } })
    expect(search.calls).toHaveLength(1)
    expect(actor.getSnapshot().context).toMatchObject({ bounds: moved, results: [aMarker()] })
  })
})

describe("mapSearchMachine — the city of the URL", () => {
  const url = (city: string | null, carried?: unknown) => ({ type: "URL_CITY" as const, city, district: null, carried, mobile: false })

  it("takes the city carried with the link at once, and asks the view to fit it", () => {
    const { actor, search, findCity } = start()
    actor.send(url("krakow", krakow))
    expect(findCity.calls).toHaveLength(0)
    const { bounds } = viewForCity(krakow, false)
    expect(actor.getSnapshot().context).toMatchObject({ city: krakow, cityCache: "krakow_cache", fit: { bounds, maxZoom: 14 } })
    expect(search.latest().input.search_polygon.data[0]).toEqual({ lng: bounds.west, lat: bounds.north })
    // The map coming on screen then does not search its own view: the city decides it.
    actor.send({ type: "MAP_SHOWN", bounds: moved, zoom: 7, size: screen })
    expect(search.calls).toHaveLength(1)
  })

  it("finds a city it does not carry while the map waits, then searches it", async () => {
    const { actor, search, findCity } = start()
    actor.send(url("krakow", { something: "else" }))
    actor.send({ type: "MAP_SHOWN", bounds: moved, zoom: 7, size: screen })
    actor.send({ type: "FILTERS_CHANGED", filters: { ...NO_FILTERS, ownership: ["public"] } })
    expect(search.calls).toHaveLength(0)
    expect(findCity.latest().input).toEqual({ city: "krakow", district: null })
    findCity.latest().resolve(krakow)
    await waitFor(actor, (s) => s.matches("searching"))
    expect(actor.getSnapshot().context).toMatchObject({ city: krakow, filters: { ownership: ["public"] } })
  })

  it("a city that cannot be found leaves the map where it is and searches that", async () => {
    const { actor, search, findCity } = start()
    actor.send(url("atlantyda"))
    actor.send({ type: "MAP_SHOWN", bounds: moved, zoom: 9, size: screen })
    findCity.latest().resolve(null)
    await waitFor(actor, (s) => s.matches("searching"))
    expect(actor.getSnapshot().context).toMatchObject({ city: null, bounds: moved, zoom: 9 })
    expect(search.calls).toHaveLength(1)
  })

  it("ignores the URL of the city it shows, and forgets the city when the URL drops it", () => {
    const { actor, search } = start()
    actor.send({ type: "CITY_CHOSEN", city: krakow, mobile: true })
    actor.send(url("krakow"))
    expect(search.calls).toHaveLength(1)
    actor.send(url(null))
    expect(actor.getSnapshot().context).toMatchObject({ city: null, cityCache: null, fit: null })
  })

  it("without a city the map searches what it shows when it comes on screen", () => {
    const { actor, search } = start()
    actor.send(url(null))
    actor.send({ type: "MAP_SHOWN", bounds: moved, zoom: 9, size: screen })
    expect(search.latest().input.zoom).toBe(9)
  })
})

describe("near me and sorting (issue 20)", () => {
  const near = { lat: 50.06143, lng: 19.93658, label: null }
  const refinements = { ...NO_REFINEMENTS, sort: "distance" as const, near, tuition_to: 1200 }

  it("searches again with the sort, the origin and the filters, and takes the map to the origin", async () => {
    const { actor, search } = start()
    actor.send({ type: "MAP_MOVED", bounds: moved, zoom: 12, size: screen })
    actor.send({ type: "REFINEMENTS_CHANGED", refinements })
    await waitFor(actor, () => search.calls.length === 2)
    expect(search.latest().input).toMatchObject({ sort: "distance", origin: { lat: near.lat, lng: near.lng }, tuition_to: 1200 })
    const fit = actor.getSnapshot().context.fit!
    expect(fit.bounds.south).toBeLessThan(near.lat)
    expect(fit.bounds.north).toBeGreaterThan(near.lat)
    expect(fit.bounds.west).toBeLessThan(near.lng)
    expect(fit.bounds.east).toBeGreaterThan(near.lng)
    // Another sort from the same origin leaves the map where the parent put it.
    actor.send({ type: "REFINEMENTS_CHANGED", refinements: { ...refinements, sort: "rating" } })
    expect(actor.getSnapshot().context.fit).toBe(fit)
  })

  it("a link near a place opens the map around it", () => {
    const actor = createActor(mapSearchMachine, { input: { refinements } }).start()
    const { bounds, fit } = actor.getSnapshot().context
    expect(fit?.bounds).toEqual(bounds)
    expect((bounds.south + bounds.north) / 2).toBeCloseTo(near.lat, 5)
  })
})
