import { assign, fromPromise, setup } from "xstate"
import type { SearchPayload } from "../api/search"
import type { FacilityMarker } from "../domain/facility"
import type { BoundingBox, City } from "../domain/region"
import { CITY_ZOOM, DEFAULT_BOUNDS, DEFAULT_ZOOM, searchPolygon } from "../domain/rules/mapDefaults"
import type { MapBounds } from "../domain/rules/mapDefaults"
import { NO_FILTERS, type SearchFilters } from "../domain/rules/searchFilters"

/** Map filters (spec 2.4): tag keys and package statuses; empty means 'any' — the ones the URL keeps. */
export type MapFilters = SearchFilters

/** Bounds of a `[minLat, maxLat, minLon, maxLon]` box. */
export function boundsFromBoundingBox([minLat, maxLat, minLon, maxLon]: BoundingBox): MapBounds {
  return { south: minLat, north: maxLat, west: minLon, east: maxLon }
}

/** Where the map goes when a city is chosen (spec 2.4): its box (the mobile one on mobile) at zoom 14. */
export function viewForCity(
  city: City,
  mobile: boolean
): { readonly bounds: MapBounds; readonly zoom: number; readonly cityCache: string | null } {
  return {
    bounds: boundsFromBoundingBox(mobile ? city.mobileBoundingbox : city.boundingbox),
    zoom: CITY_ZOOM,
    cityCache: city.city_cache
  }
}

/** Context of {@link mapSearchMachine}. */
export interface MapSearchContext {
  readonly bounds: MapBounds
  readonly zoom: number
  readonly filters: MapFilters
  /** Markers of the last successful search. */
  readonly results: ReadonlyArray<FacilityMarker>
  /** True while a search runs (spec 2.4, 4.7). */
  readonly mapLoading: boolean
  /** The last payload sent (spec 2.4: the last search is kept). */
  readonly lastSearch: SearchPayload | null
  /** `city_cache` of the chosen city, sent with every search until another city is chosen or it is cleared. */
  readonly cityCache: string | null
  /** Why the last search failed; `null` otherwise. */
  readonly error: unknown | null
}

/** Input of {@link mapSearchMachine}: a starting view and filters (e.g. from the URL). */
export interface MapSearchInput {
  readonly bounds?: MapBounds
  readonly zoom?: number
  readonly filters?: MapFilters
  readonly cityCache?: string | null
}

/** Events of {@link mapSearchMachine}. */
export type MapSearchEvent =
  /** The map was moved or zoomed: search the visible rectangle. */
  | { readonly type: "MAP_MOVED"; readonly bounds: MapBounds; readonly zoom: number }
  /** A city was chosen in the search box: fit the map to it and search. */
  | { readonly type: "CITY_CHOSEN"; readonly city: City; readonly mobile: boolean }
  /** The filters changed: search the same rectangle again. */
  | { readonly type: "FILTERS_CHANGED"; readonly filters: MapFilters }
  /** The city was cleared (e.g. the 'city' route parameter): stop sending its `city_cache`. */
  | { readonly type: "CITY_CLEARED" }
  /** Try the failed search again. */
  | { readonly type: "RETRY" }

/**
 * The body of `POST /search` (spec 7.5) for the current view: the visible rectangle as a
 * closed polygon, the zoom (rounded to a whole level, 1–22), the filters, and the city cache;
 * `accepted_status` is left out when empty.
 */
export function buildSearchPayload(
  context: Pick<MapSearchContext, "bounds" | "zoom" | "filters" | "cityCache">
): SearchPayload {
  const { bounds, zoom, filters, cityCache } = context
  return {
    search_polygon: searchPolygon(bounds),
    ...(filters.accepted_status.length > 0 ? { accepted_status: filters.accepted_status } : {}),
    zoom: Math.min(22, Math.max(1, Math.round(zoom))),
    required_specialization: filters.specialization,
    required_ownership: filters.ownership,
    city_cache: cityCache
  }
}

/**
 * Map search (spec 2.4, 4.7, 7.5). Every map movement searches the visible rectangle;
 * choosing a city zooms to it and searches; changing filters searches again. A new
 * request during a search cancels the running one (re-entering `searching` restarts the
 * invocation, whose abort signal fires).
 *
 * States: `idle` → `searching` → `ready` | `failed` (RETRY searches again). It starts at
 * zoom 7 over the Warsaw box; those defaults, the zoom on city choice and the search polygon
 * come from `domain/rules/mapDefaults`.
 *
 * Actor slot to fill with `machine.provide({ actors })`:
 * - `search`: `fromPromise<FacilityMarker[], SearchPayload>` — `POST {host}/search`.
 */
export const mapSearchMachine = setup({
  types: {
    input: {} as MapSearchInput | undefined,
    context: {} as MapSearchContext,
    events: {} as MapSearchEvent
  },
  actors: {
    search: fromPromise<FacilityMarker[], SearchPayload>(async () => {
      throw new Error("provide the 'search' actor")
    })
  }
}).createMachine({
  id: "mapSearch",
  context: ({ input }) => ({
    bounds: input?.bounds ?? DEFAULT_BOUNDS,
    zoom: input?.zoom ?? DEFAULT_ZOOM,
    filters: input?.filters ?? NO_FILTERS,
    results: [],
    mapLoading: false,
    lastSearch: null,
    cityCache: input?.cityCache ?? null,
    error: null
  }),
  initial: "idle",
  on: {
    MAP_MOVED: {
      target: ".searching",
      reenter: true,
      actions: assign({ bounds: ({ event }) => event.bounds, zoom: ({ event }) => event.zoom })
    },
    CITY_CHOSEN: {
      target: ".searching",
      reenter: true,
      actions: assign(({ event }) => viewForCity(event.city, event.mobile))
    },
    FILTERS_CHANGED: {
      target: ".searching",
      reenter: true,
      actions: assign({ filters: ({ event }) => event.filters })
    },
    CITY_CLEARED: { actions: assign({ cityCache: null }) }
  },
  states: {
    idle: {},
    searching: {
      entry: assign({ mapLoading: true, lastSearch: ({ context }) => buildSearchPayload(context) }),
      exit: assign({ mapLoading: false }),
      invoke: {
        id: "search",
        src: "search",
        input: ({ context }) => context.lastSearch ?? buildSearchPayload(context),
        onDone: { target: "ready", actions: assign({ results: ({ event }) => event.output, error: null }) },
        onError: { target: "failed", actions: assign({ error: ({ event }) => event.error }) }
      }
    },
    ready: {},
    failed: {
      on: { RETRY: "searching" }
    }
  }
})
