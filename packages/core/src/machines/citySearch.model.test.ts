import { afterEach, beforeEach, describe, vi } from "vitest"
import { assign, createActor, createMachine, waitFor, type EventObject } from "xstate"
import type { GeoSearchPayload, GeoSearchResult } from "../api/search"
import { CITY_SEARCH_DEBOUNCE_MS, citySearchMachine, type CitySearchEmitted } from "./citySearch.machine"
import { assignModel, replayModelPaths } from "../testing/modelReplay"
import { aFacilityItem, krakow, warszawa } from "../testing/fixtures"
import { controllablePromise } from "../testing/controllablePromise"

/**
 * The city search box, as spec 2.4, 4.7, 7.5 and 8.5 describe it: before any input (and when
 * emptied) it lists the built-in cities; typing waits for a pause, then searches (searchLoading);
 * nothing found shows NOT_FOUND; a failure quietly brings back the built-in list. 'Search' takes
 * the first entry of the list — a city, else a facility, else the map — and, when a search is
 * on its way, the first entry of its answer; a choice or a clear drops a waiting 'Search'.
 */
type List = "builtin" | "found" | "nothing"
interface Context {
  readonly text: string
  readonly list: List
  readonly submitted: boolean
  /** What the box last chose: a city's name, a facility, or the map. */
  readonly chose: string | null
}
/** What 'Search' takes from a list. */
const firstOf = (text: string, list: List) => (text.trim() === "" || list === "nothing" ? "map" : list === "builtin" ? "Warszawa" : "Kraków")
const take = assignModel<Context>(({ context }) => {
  const chose = firstOf(context.text, context.list)
  return { chose, submitted: false, text: chose === "map" ? context.text : chose }
})
const waiting = ({ context }: { context: Context }) => context.submitted
/** A search's answer: its list, and a waiting 'Search' takes from it. */
const answer = (list: List) => [
  { guard: waiting, target: "idle", actions: [assignModel<Context>({ list }), take] },
  { target: "idle", actions: assignModel<Context>({ list }) }
]

const model = createMachine({
  types: {} as { context: Context },
  id: "citySearch",
  context: { text: "", list: "builtin", submitted: false, chose: null },
  initial: "idle",
  on: {
    TYPE_KRA: { target: ".debouncing", reenter: true, actions: assign({ text: "Kra" }) },
    TYPE_BLANK: { target: ".idle", actions: assign({ text: "  ", list: "builtin" }) },
    CLEAR: { target: ".idle", actions: assign({ text: "", list: "builtin", submitted: false }) },
    CHOOSE_KRAKOW: { target: ".idle", actions: assign({ text: "Kraków", submitted: false, chose: "Kraków" }) },
    CHOOSE_FACILITY: { target: ".idle", actions: assign({ submitted: false, chose: "facility" }) }
  },
  states: {
    idle: { on: { SUBMIT: { actions: take } } },
    debouncing: { on: { PAUSE: "searching", SUBMIT: { actions: assign({ submitted: true }) } } },
    searching: {
      on: {
        SUBMIT: { actions: assign({ submitted: true }) },
        FOUND: answer("found"),
        FOUND_NOTHING: answer("nothing"),
        FAILED: answer("builtin")
      }
    }
  }
})

const events = ["TYPE_KRA", "TYPE_BLANK", "CLEAR", "CHOOSE_KRAKOW", "CHOOSE_FACILITY", "SUBMIT", "PAUSE", "FOUND", "FOUND_NOTHING", "FAILED"].map((type) => ({ type }))
const facility = aFacilityItem()
const answers: Record<string, GeoSearchResult> = { FOUND: { city: [krakow], facility: [facility] }, FOUND_NOTHING: { city: [], facility: [] } }

function start() {
  const geoSearch = controllablePromise<GeoSearchResult, GeoSearchPayload>()
  const actor = createActor(citySearchMachine.provide({ actors: { geoSearch: geoSearch.logic } }), { input: { builtinCities: [warszawa, krakow] } })
  const emitted: CitySearchEmitted[] = []
  actor.on("*", (event) => emitted.push(event))
  actor.start()
  return { actor, geoSearch, emitted }
}

/** The list the box shows, in the model's terms. */
function listOf({ cities, facilities, notFound }: { cities: readonly unknown[]; facilities: readonly unknown[]; notFound: boolean }): string {
  if (notFound && cities.length === 0 && facilities.length === 0) return "nothing"
  if (cities.length === 2 && cities[0] === warszawa && facilities.length === 0) return "builtin"
  return cities[0] === krakow && facilities[0] === facility ? "found" : "unexpected"
}

function choiceOf(event: CitySearchEmitted | undefined): string | null {
  if (event === undefined) return null
  return event.type === "cityChosen" ? event.city.name : event.type === "facilityChosen" ? "facility" : "map"
}

describe("citySearchMachine — model-based (spec 2.4, 4.7, 7.5, 8.5)", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  replayModelPaths(model, events, {
    start,
    perform: async (system, { type }: EventObject) => {
      const { actor, geoSearch } = system
      if (type === "TYPE_KRA") actor.send({ type: "TYPE", text: "Kra" })
      else if (type === "TYPE_BLANK") actor.send({ type: "TYPE", text: "  " })
      else if (type === "CLEAR") actor.send({ type: "CLEAR" })
      else if (type === "CHOOSE_KRAKOW") actor.send({ type: "CHOOSE_CITY", city: krakow })
      else if (type === "CHOOSE_FACILITY") actor.send({ type: "CHOOSE_FACILITY", facility })
      else if (type === "SUBMIT") actor.send({ type: "SUBMIT" })
      else if (type === "PAUSE") vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS)
      else {
        const answer = answers[type]
        if (answer === undefined) geoSearch.latest().reject(new TypeError("Failed to fetch"))
        else geoSearch.latest().resolve(answer)
        await waitFor(actor, (snapshot) => snapshot.matches("idle"))
      }
    },
    observe: ({ actor, emitted }) => {
      const { value, context } = actor.getSnapshot()
      return { state: value, loading: context.searchLoading, text: context.text, list: listOf(context), submitted: context.submitted, chose: choiceOf(emitted.at(-1)) }
    },
    expected: ({ value, context }) => ({ state: value, loading: value === "searching", ...context })
  })
})
