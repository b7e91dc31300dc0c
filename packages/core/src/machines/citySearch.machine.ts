import { assign, emit, fromPromise, setup } from "xstate"
import type { GeoSearchPayload, GeoSearchResult } from "../api/search"
import type { FacilitySearchItem } from "../domain/facility"
import type { City } from "../domain/region"

/**
 * Default pause after the last keystroke before the city search box asks the server, in ms.
 * The spec's 1000 ms input debounce (9) is for form fields; search-as-you-type feels broken
 * that slow. Override with `citySearchMachine.provide({ delays: { debounce: ms } })`.
 */
export const CITY_SEARCH_DEBOUNCE_MS = 300

/** Longest query the geo-search accepts (its payload schema). */
export const MAX_QUERY_LENGTH = 100

/** Input of {@link citySearchMachine}: the built-in cities offered before any input (spec 2.4, 3.5). */
export interface CitySearchInput {
  readonly builtinCities: ReadonlyArray<City>
}

/** Context of {@link citySearchMachine}. */
export interface CitySearchContext {
  /** What is in the box. */
  readonly text: string
  /** 'Cities and districts' in the dropdown. */
  readonly cities: ReadonlyArray<City>
  /** 'Facilities' in the dropdown. */
  readonly facilities: ReadonlyArray<FacilitySearchItem>
  /** True while the server is asked (spec 4.7). */
  readonly searchLoading: boolean
  /** The last search found nothing: the dropdown shows NOT_FOUND. */
  readonly notFound: boolean
  /** The built-in list, restored when the box is emptied or a search fails. */
  readonly builtinCities: ReadonlyArray<City>
}

/** Events of {@link citySearchMachine}. */
export type CitySearchEvent =
  | { readonly type: "TYPE"; readonly text: string }
  | { readonly type: "CLEAR" }
  | { readonly type: "CHOOSE_CITY"; readonly city: City }
  | { readonly type: "CHOOSE_FACILITY"; readonly facility: FacilitySearchItem }

/** Emitted by {@link citySearchMachine}: the app moves the map (cityChosen) or opens map_facility. */
export type CitySearchEmitted =
  | { readonly type: "cityChosen"; readonly city: City }
  | { readonly type: "facilityChosen"; readonly facility: FacilitySearchItem }

/** True when the text holds nothing to search for. */
export const isBlankQuery = (text: string): boolean => text.trim() === ""

/** The geo-search body for what was typed: trimmed, at most {@link MAX_QUERY_LENGTH} characters. */
export function buildGeoSearchPayload(text: string): GeoSearchPayload {
  return { query: text.trim().slice(0, MAX_QUERY_LENGTH) }
}

/**
 * The city search box (spec 2.4, 7.5, 8.5). Before any input (and whenever the box is
 * emptied) it offers the built-in cities. Typing waits for a pause (`debounce`), then asks
 * the server; typing again cancels both the pause and a running search. A search that finds
 * nothing sets `notFound`; a failed search silently restores the built-in list.
 *
 * States: `idle` → `debouncing` → `searching` → `idle`.
 *
 * Actor slot to fill with `machine.provide({ actors })`:
 * - `geoSearch`: `fromPromise<GeoSearchResult, GeoSearchPayload>` — `POST {host}/geo-search`.
 * Delay: `debounce` ({@link CITY_SEARCH_DEBOUNCE_MS}), overridable with `provide({ delays })`.
 */
export const citySearchMachine = setup({
  types: {
    input: {} as CitySearchInput,
    context: {} as CitySearchContext,
    events: {} as CitySearchEvent,
    emitted: {} as CitySearchEmitted
  },
  actors: {
    geoSearch: fromPromise<GeoSearchResult, GeoSearchPayload>(async () => {
      throw new Error("provide the 'geoSearch' actor")
    })
  },
  actions: {
    showBuiltinList: assign({
      cities: ({ context }) => context.builtinCities,
      facilities: () => [],
      notFound: false
    })
  },
  delays: { debounce: CITY_SEARCH_DEBOUNCE_MS }
}).createMachine({
  id: "citySearch",
  context: ({ input }) => ({
    text: "",
    cities: input.builtinCities,
    facilities: [],
    searchLoading: false,
    notFound: false,
    builtinCities: input.builtinCities
  }),
  initial: "idle",
  on: {
    TYPE: [
      {
        guard: ({ event }) => isBlankQuery(event.text),
        target: ".idle",
        actions: [assign({ text: ({ event }) => event.text }), "showBuiltinList"]
      },
      { target: ".debouncing", reenter: true, actions: assign({ text: ({ event }) => event.text }) }
    ],
    CLEAR: { target: ".idle", actions: [assign({ text: "" }), "showBuiltinList"] },
    CHOOSE_CITY: {
      target: ".idle",
      actions: [
        assign({ text: ({ event }) => event.city.name }),
        emit(({ event }) => ({ type: "cityChosen" as const, city: event.city }))
      ]
    },
    CHOOSE_FACILITY: {
      target: ".idle",
      actions: emit(({ event }) => ({ type: "facilityChosen" as const, facility: event.facility }))
    }
  },
  states: {
    idle: {},
    debouncing: {
      after: { debounce: "searching" }
    },
    searching: {
      entry: assign({ searchLoading: true }),
      exit: assign({ searchLoading: false }),
      invoke: {
        id: "geoSearch",
        src: "geoSearch",
        input: ({ context }) => buildGeoSearchPayload(context.text),
        onDone: {
          target: "idle",
          actions: assign({
            cities: ({ event }) => event.output.city,
            facilities: ({ event }) => event.output.facility,
            notFound: ({ event }) => event.output.city.length === 0 && event.output.facility.length === 0
          })
        },
        onError: { target: "idle", actions: "showBuiltinList" }
      }
    }
  }
})
