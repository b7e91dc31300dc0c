import { describe } from "vitest"
import { assign, createActor, createMachine, waitFor, type EventObject } from "xstate"
import type { SearchPayload } from "../api/search"
import type { FacilityMarker } from "../domain/facility"
import type { City } from "../domain/region"
import { DEFAULT_BOUNDS, type MapBounds } from "../domain/rules/mapDefaults"
import { NO_FILTERS } from "../domain/rules/searchFilters"
import type { CityParams } from "./cityFromUrl"
import { mapSearchMachine } from "./mapSearch.machine"
import { assignModel, replayModelPaths } from "../testing/modelReplay"
import { aMarker, krakow, warszawa } from "../testing/fixtures"
import { controllablePromise } from "../testing/controllablePromise"

/**
 * The map search, as spec 2.4, 4.7 and 7.5 and issue §3 describe it: every movement of a visible
 * map searches what it shows — a hidden map is never searched; a city chosen in the search box
 * or named by the URL moves the map there and searches it (a city carried with the link at
 * once; otherwise it is found first, while movements and filters only wait; one that cannot be
 * found leaves the map where it is); a URL without a city forgets it; filters search again;
 * a failed search can be retried; mapLoading while a search runs.
 */
type Area = "start" | "shown" | "moved" | "krakow" | "warszawa"
interface Context {
  /** The area the map shows, as far as the search knows. */
  readonly view: Area
  readonly filters: "none" | "public"
  readonly city: "krakow" | "warszawa" | null
  /** What the last search asked for. */
  readonly searched: string | null
  readonly results: "none" | "some"
}
const search = { target: ".searching", reenter: true } as const
const showCity = (city: "krakow" | "warszawa") => assignModel<Context>({ view: city, city })
/** What the spec says to ignore, taken as a transition that changes nothing, so paths try it. */
const ignored = { actions: assignModel<Context>(({ context }) => context) }
const showing = (city: Context["city"]) => ({ context }: { context: Context }) => context.city === city
const model = createMachine({
  types: {} as { context: Context },
  id: "map",
  context: { view: "start", filters: "none", city: null, searched: null, results: "none" },
  initial: "idle",
  on: {
    // A map that comes on screen with a city chosen goes to the city instead.
    SHOWN: [{ guard: showing(null), ...search, actions: assign({ view: "shown" }) }, ignored],
    MOVED: { ...search, actions: assign({ view: "moved" }) },
    // A hidden map shows no area: its last real view stays.
    MOVED_HIDDEN: ignored,
    URL_KRAKOW_CARRIED: [{ guard: showing("krakow"), ...ignored }, { ...search, actions: showCity("krakow") }],
    URL_KRAKOW: [{ guard: showing("krakow"), ...ignored }, { target: ".locating", reenter: true }],
    URL_NONE: { actions: assign({ city: null }) },
    CHOSEN_WARSZAWA: { ...search, actions: showCity("warszawa") },
    FILTERS: { ...search, actions: assign({ filters: "public" }) }
  },
  states: {
    idle: {},
    locating: {
      on: {
        // The city decides the view: movements and filters wait for it.
        SHOWN: { actions: assign({ view: "shown" }) },
        MOVED: { actions: assign({ view: "moved" }) },
        FILTERS: { actions: assign({ filters: "public" }) },
        URL_NONE: { target: "searching", actions: assign({ city: null }) },
        CITY_FOUND: { target: "searching", actions: showCity("krakow") },
        CITY_UNKNOWN: "searching"
      }
    },
    searching: {
      entry: assign({ searched: ({ context }) => `${context.view}+${context.filters}` }),
      on: { RESULTS: { target: "ready", actions: assign({ results: "some" }) }, SEARCH_FAILED: "failed" }
    },
    ready: {},
    failed: { on: { RETRY: "searching" } }
  }
})

const events = ["SHOWN", "MOVED", "MOVED_HIDDEN", "URL_KRAKOW_CARRIED", "URL_KRAKOW", "URL_NONE", "CHOSEN_WARSZAWA", "FILTERS", "CITY_FOUND", "CITY_UNKNOWN", "RESULTS", "SEARCH_FAILED", "RETRY"].map((type) => ({ type }))

const screen = { width: 390, height: 600 }
const shown: MapBounds = { north: 52.4, south: 52.0, east: 21.3, west: 20.7 }
const moved: MapBounds = { north: 52.3, south: 52.1, east: 21.1, west: 20.9 }
/**
 * Spec 2.4: "Choosing a city sets zoom 14 and fits the map to the city's bounding box (the mobile
 * box on mobile …)"; spec 3.5 City: "boundingbox [minLat, maxLat, minLon, maxLon]".
 */
const cityBox = ({ boundingbox: [minLat, maxLat, minLon, maxLon] }: City): MapBounds => ({ north: maxLat, south: minLat, west: minLon, east: maxLon })
const sameBounds = (a: MapBounds, b: MapBounds) => a.north === b.north && a.south === b.south && a.west === b.west && a.east === b.east
const areas: ReadonlyArray<readonly [Area, MapBounds]> = [
  ["start", DEFAULT_BOUNDS],
  ["shown", shown],
  ["moved", moved],
  ["krakow", cityBox(krakow)],
  ["warszawa", cityBox(warszawa)]
]

/** The area a search asked for, by its polygon's north-west corner. */
function areaOf(payload: SearchPayload): string {
  const corner = payload.search_polygon.data[0]
  return areas.find(([, bounds]) => corner?.lng === bounds.west && corner.lat === bounds.north)?.[0] ?? "another area"
}

function start() {
  const search = controllablePromise<FacilityMarker[], SearchPayload>()
  const findCity = controllablePromise<City | null, CityParams>()
  const actor = createActor(mapSearchMachine.provide({ actors: { search: search.logic, findCity: findCity.logic } })).start()
  return { actor, search, findCity }
}

const url = (city: string | null, carried?: City) => ({ type: "URL_CITY" as const, city, district: null, carried, mobile: false })

describe("mapSearchMachine — model-based (spec 2.4, 4.7, 7.5; issue §3)", () => {
  replayModelPaths(model, events, {
    start,
    perform: async ({ actor, search, findCity }, { type }: EventObject) => {
      if (type === "SHOWN") actor.send({ type: "MAP_SHOWN", bounds: shown, zoom: 9, size: screen })
      else if (type === "MOVED") actor.send({ type: "MAP_MOVED", bounds: moved, zoom: 12, size: screen })
      else if (type === "MOVED_HIDDEN") actor.send({ type: "MAP_MOVED", bounds: { north: 52.2001, south: 52.2, east: 21.0007, west: 21 }, zoom: 12, size: { width: 1, height: 1 } })
      else if (type === "URL_KRAKOW_CARRIED") actor.send(url("krakow", krakow))
      else if (type === "URL_KRAKOW") actor.send(url("krakow"))
      else if (type === "URL_NONE") actor.send(url(null))
      else if (type === "CHOSEN_WARSZAWA") actor.send({ type: "CITY_CHOSEN", city: warszawa, mobile: false })
      else if (type === "FILTERS") actor.send({ type: "FILTERS_CHANGED", filters: { ...NO_FILTERS, ownership: ["public"] } })
      else if (type === "RETRY") actor.send({ type: "RETRY" })
      else if (type === "CITY_FOUND" || type === "CITY_UNKNOWN") {
        findCity.latest().resolve(type === "CITY_FOUND" ? krakow : null)
        await waitFor(actor, (snapshot) => !snapshot.matches("locating"))
      } else if (type === "RESULTS") {
        search.latest().resolve([aMarker()])
        await waitFor(actor, (snapshot) => snapshot.matches("ready"))
      } else {
        search.latest().reject(new TypeError("Failed to fetch"))
        await waitFor(actor, (snapshot) => snapshot.matches("failed"))
      }
    },
    observe: ({ actor, search }) => {
      const { value, context } = actor.getSnapshot()
      const last = search.calls.at(-1)?.input
      return {
        state: value,
        mapLoading: context.mapLoading,
        city: context.city?.param ?? null,
        // The view goes to the city the map shows.
        fit: context.fit === null ? null : areas.find(([, bounds]) => context.fit !== null && sameBounds(bounds, context.fit.bounds))?.[0],
        searched: last === undefined ? null : `${areaOf(last)}+${(last.required_ownership ?? []).length > 0 ? "public" : "none"}`,
        results: context.results.length > 0 ? "some" : "none"
      }
    },
    expected: ({ value, context }) => ({
      state: value,
      mapLoading: value === "searching",
      city: context.city,
      fit: context.city,
      searched: context.searched,
      results: context.results
    })
  })
})
