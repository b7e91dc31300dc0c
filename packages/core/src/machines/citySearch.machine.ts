import { assign, emit, enqueueActions, fromPromise, setup } from "xstate"
import type { GeoSearchPayload, GeoSearchResult } from "../api/search"
import type { FacilitySearchItem } from "../domain/facility"
import type { City } from "../domain/region"
import { requiredSpecializationFor } from "../domain/rules/catalogType"
import { NO_FILTERS, sameFilters, type SearchFilters } from "../domain/rules/searchFilters"
import { searchTextType } from "../domain/rules/searchTextType"

/**
 * Default pause after the last keystroke before the city search box asks the server, in ms.
 * The spec's 1000 ms input debounce (9) is for form fields; search-as-you-type feels broken
 * that slow. Override with `citySearchMachine.provide({ delays: { debounce: ms } })`.
 */
export const CITY_SEARCH_DEBOUNCE_MS = 300

/** Longest query the geo-search accepts (its payload schema). */
const MAX_QUERY_LENGTH = 100

/** Input of {@link citySearchMachine}: what the page already knows when the box appears. */
export interface CitySearchInput {
  /**
   * The built-in cities offered before any input (spec 2.4, 3.5), when already at hand (e.g.
   * cached); the `builtinCities` actor brings them otherwise, and the box works meanwhile.
   */
  readonly builtinCities?: ReadonlyArray<City>
  /** The filters of the page (the URL's), which a search applies to facilities (spec 7.5). */
  readonly filters?: SearchFilters
  /** The page's `city` parameter. */
  readonly city?: string | null
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
  /** 'Search' was pressed while a search was on its way: its first result is taken when it comes. */
  readonly submitted: boolean
  /** The page's filters: a search finds only facilities that pass them (cities are not filtered). */
  readonly filters: SearchFilters
  /** The page's `city` parameter: when it is removed, the box is emptied too. */
  readonly urlCity: string | null
}

/** Events of {@link citySearchMachine}. */
export type CitySearchEvent =
  | { readonly type: "TYPE"; readonly text: string }
  | { readonly type: "CLEAR" }
  | { readonly type: "CHOOSE_CITY"; readonly city: City }
  | { readonly type: "CHOOSE_FACILITY"; readonly facility: FacilitySearchItem }
  /** 'Search' (the button, or Enter with no option highlighted): take the first result. */
  | { readonly type: "SUBMIT" }
  /** The page's URL changed: its filters and its `city` parameter. */
  | { readonly type: "URL_CHANGED"; readonly filters: SearchFilters; readonly city: string | null }

/**
 * Emitted by {@link citySearchMachine}: the app moves the map (cityChosen), opens map_facility
 * (facilityChosen), or opens the map as it is (mapRequested: 'Search' with nothing to take).
 * A city chosen while the text names a kind of facility ('przedszkole kraków') carries that
 * kind's specialization filter.
 */
export type CitySearchEmitted =
  | { readonly type: "cityChosen"; readonly city: City; readonly specialization?: ReadonlyArray<string> }
  | { readonly type: "facilityChosen"; readonly facility: FacilitySearchItem }
  | { readonly type: "mapRequested" }

/** The cityChosen event for a city, with the kind of facility the text typed names, if any. */
function cityChosen(city: City, text: string): CitySearchEmitted {
  const type = searchTextType(text)
  return type === null ? { type: "cityChosen", city } : { type: "cityChosen", city, specialization: requiredSpecializationFor(type) }
}

/** True when the text holds nothing to search for. */
const isBlankQuery = (text: string): boolean => text.trim() === ""

/**
 * The geo-search body (spec 7.5) for what was typed — trimmed, at most {@link MAX_QUERY_LENGTH}
 * characters — with the page's filters, which narrow the facilities found.
 */
export function buildGeoSearchPayload(text: string, filters: SearchFilters = NO_FILTERS): GeoSearchPayload {
  return {
    query: text.trim().slice(0, MAX_QUERY_LENGTH),
    required_ownership: filters.ownership,
    required_specialization: filters.specialization,
    accepted_status: filters.accepted_status
  }
}

/** What 'Search' takes: the first city, else the first facility; nothing when the box is blank or nothing is listed. */
function firstResult(
  context: Pick<CitySearchContext, "text" | "cities" | "facilities">
): { readonly city: City } | { readonly facility: FacilitySearchItem } | null {
  if (isBlankQuery(context.text)) return null
  const city = context.cities[0]
  if (city !== undefined) return { city }
  const facility = context.facilities[0]
  return facility === undefined ? null : { facility }
}

/**
 * The city search box (spec 2.4, 7.5, 8.5). Before any input (and whenever the box is
 * emptied) it offers the built-in cities. Typing waits for a pause (`debounce`), then asks
 * the server; typing again cancels both the pause and a running search. A search that finds
 * nothing sets `notFound`; a failed search silently restores the built-in list. 'Search'
 * (SUBMIT) takes the first result of what is listed — a city, else a facility, else it asks for
 * the map — and, while a search is on its way, waits for it rather than take a stale list. A city
 * taken or chosen keeps the kind of facility the text names (searchTextType).
 * Choosing or clearing drops a waiting 'Search'.
 *
 * Searches send the page's filters (URL_CHANGED keeps them); when they change while the box
 * holds a text, it searches again. When the page's `city` parameter is removed, the box is
 * emptied. The built-in list is loaded at start (`builtinCities`) unless the input brings it;
 * until it comes, and when it cannot be loaded, the box offers nothing before input.
 *
 * States: `idle` → `debouncing` → `searching` → `idle`.
 *
 * Actor slots to fill with `machine.provide({ actors: citySearchActors(client) })`:
 * - `geoSearch`: `fromPromise<GeoSearchResult, GeoSearchPayload>` — `POST {host}/geo-search`;
 * - `builtinCities`: `fromPromise<ReadonlyArray<City>>` — `GET {host}/geo-search/cities`.
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
    }),
    builtinCities: fromPromise<ReadonlyArray<City>>(async () => {
      throw new Error("provide the 'builtinCities' actor")
    })
  },
  guards: {
    blank: ({ context }) => isBlankQuery(context.text)
  },
  actions: {
    showBuiltinList: assign({
      cities: ({ context }) => context.builtinCities,
      facilities: () => [],
      notFound: false
    }),
    chooseCity: enqueueActions(({ context, enqueue }, params: { city: City }) => {
      enqueue.assign({ text: params.city.name, submitted: false })
      enqueue.emit(cityChosen(params.city, context.text))
    }),
    // The list is the one just shown: a waiting 'Search' (or one pressed now) takes its first entry.
    takeFirstResult: enqueueActions(({ context, enqueue }, params: { waiting: boolean }) => {
      if (params.waiting && !context.submitted) return
      enqueue.assign({ submitted: false })
      const first = firstResult(context)
      if (first === null) enqueue.emit({ type: "mapRequested" })
      else if ("city" in first) {
        enqueue.assign({ text: first.city.name })
        enqueue.emit(cityChosen(first.city, context.text))
      } else enqueue.emit({ type: "facilityChosen", facility: first.facility })
    })
  },
  delays: { debounce: CITY_SEARCH_DEBOUNCE_MS }
}).createMachine({
  id: "citySearch",
  context: ({ input }) => ({
    text: "",
    cities: input.builtinCities ?? [],
    facilities: [],
    searchLoading: false,
    notFound: false,
    builtinCities: input.builtinCities ?? [],
    submitted: false,
    filters: input.filters ?? NO_FILTERS,
    urlCity: input.city ?? null
  }),
  initial: "idle",
  invoke: {
    id: "builtinCities",
    src: "builtinCities",
    // Offered at once when the box shows the (still empty) built-in list; a failed load leaves it empty.
    onDone: [
      { guard: "blank", actions: [assign({ builtinCities: ({ event }) => event.output }), "showBuiltinList"] },
      { actions: assign({ builtinCities: ({ event }) => event.output }) }
    ],
    onError: { actions: [] }
  },
  on: {
    TYPE: [
      {
        guard: ({ event }) => isBlankQuery(event.text),
        target: ".idle",
        actions: [assign({ text: ({ event }) => event.text }), "showBuiltinList"]
      },
      { target: ".debouncing", reenter: true, actions: assign({ text: ({ event }) => event.text }) }
    ],
    CLEAR: { target: ".idle", actions: [assign({ text: "", submitted: false }), "showBuiltinList"] },
    CHOOSE_CITY: {
      target: ".idle",
      actions: { type: "chooseCity", params: ({ event }) => ({ city: event.city }) }
    },
    CHOOSE_FACILITY: {
      target: ".idle",
      actions: [assign({ submitted: false }), emit(({ event }) => ({ type: "facilityChosen" as const, facility: event.facility }))]
    },
    URL_CHANGED: [
      {
        guard: ({ context, event }) => context.urlCity !== null && event.city === null,
        target: ".idle",
        actions: [assign({ text: "", submitted: false, filters: ({ event }) => event.filters, urlCity: null }), "showBuiltinList"]
      },
      {
        guard: ({ context, event }) => !isBlankQuery(context.text) && !sameFilters(context.filters, event.filters),
        target: ".debouncing",
        reenter: true,
        actions: assign({ filters: ({ event }) => event.filters, urlCity: ({ event }) => event.city })
      },
      { actions: assign({ filters: ({ event }) => event.filters, urlCity: ({ event }) => event.city }) }
    ]
  },
  states: {
    idle: {
      on: { SUBMIT: { actions: { type: "takeFirstResult", params: { waiting: false } } } }
    },
    debouncing: {
      after: { debounce: "searching" },
      on: { SUBMIT: { actions: assign({ submitted: true }) } }
    },
    searching: {
      entry: assign({ searchLoading: true }),
      exit: assign({ searchLoading: false }),
      on: { SUBMIT: { actions: assign({ submitted: true }) } },
      invoke: {
        id: "geoSearch",
        src: "geoSearch",
        input: ({ context }) => buildGeoSearchPayload(context.text, context.filters),
        onDone: {
          target: "idle",
          actions: [
            assign({
              cities: ({ event }) => event.output.city,
              facilities: ({ event }) => event.output.facility,
              notFound: ({ event }) => event.output.city.length === 0 && event.output.facility.length === 0
            }),
            { type: "takeFirstResult", params: { waiting: true } }
          ]
        },
        onError: { target: "idle", actions: ["showBuiltinList", { type: "takeFirstResult", params: { waiting: true } }] }
      }
    }
  }
})
