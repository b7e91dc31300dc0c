import { assign, fromPromise, setup } from "xstate"
import { carriedCity, isCityOf, type CityParams } from "./cityFromUrl"
import type { SearchPayload } from "../api/search"
import type { FacilityMarker } from "../domain/facility"
import type { BoundingBox, City } from "../domain/region"
import { CITY_ZOOM, DEFAULT_BOUNDS, DEFAULT_ZOOM, MAP_MAX_ZOOM, searchPolygon } from "../domain/rules/mapDefaults"
import type { MapBounds } from "../domain/rules/mapDefaults"
import { NO_FILTERS, type SearchFilters } from "../domain/rules/searchFilters"
import { NO_REFINEMENTS, refinementPayload, type NearPlace, type SearchRefinements } from "../domain/rules/searchRefinements"

/** Map filters (spec 2.4): tag keys, package statuses and age groups with free places; empty means 'any' — the ones the URL keeps. */
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

/** The map's size on screen, in CSS pixels. */
export interface MapSize {
  readonly width: number
  readonly height: number
}

/** Below this many pixels a side, the map is hidden (collapsed), not showing an area. */
const MIN_VISIBLE_MAP_SIDE = 32

/**
 * A hidden map (e.g. the list view on a phone shrinks it to a pixel) shows no area: its bounds
 * are a sliver, and searching them would empty the list. Its last real view is kept instead.
 */
export function isCollapsedMap(size: MapSize): boolean {
  return size.width < MIN_VISIBLE_MAP_SIDE || size.height < MIN_VISIBLE_MAP_SIDE
}

/** The box the map view should fit (a chosen city's), never closer than `maxZoom`. */
export interface MapFit {
  readonly bounds: MapBounds
  readonly maxZoom: number
}

/** Context of {@link mapSearchMachine}. */
export interface MapSearchContext {
  readonly bounds: MapBounds
  readonly zoom: number
  readonly filters: MapFilters
  /** Sort, origin and issue 20's filters (the URL's), sent with every search. */
  readonly refinements: SearchRefinements
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
  /** The city the map shows (from the search box or the URL), for the title; null nationally. */
  readonly city: City | null
  /** Where the view should go: a new object each time a city is chosen, even the same one again. */
  readonly fit: MapFit | null
  /** Whether the device uses the mobile city boxes (spec 2.4). */
  readonly mobile: boolean
}

/** Input of {@link mapSearchMachine}: a starting view and filters (e.g. from the URL). */
export interface MapSearchInput {
  readonly bounds?: MapBounds
  readonly zoom?: number
  readonly filters?: MapFilters
  readonly refinements?: SearchRefinements
  readonly cityCache?: string | null
  /** A rectangle to open on (a saved search's `area`), fitted as it is. */
  readonly area?: MapBounds | null
}

/** Events of {@link mapSearchMachine}. */
export type MapSearchEvent =
  /** The map was moved, zoomed or resized: search the visible rectangle, unless the map is hidden. */
  | { readonly type: "MAP_MOVED"; readonly bounds: MapBounds; readonly zoom: number; readonly size: MapSize }
  /** The map came on screen: search what it shows, unless a city is (being) chosen. */
  | { readonly type: "MAP_SHOWN"; readonly bounds: MapBounds; readonly zoom: number; readonly size: MapSize }
  /**
   * The URL names this city (`?city=…&district=…`; `city` null when none), maybe carrying the
   * City itself in the history entry: zoom to it, find it first, or forget the city.
   */
  | {
      readonly type: "URL_CITY"
      readonly city: string | null
      readonly district: string | null
      readonly carried?: unknown
      readonly mobile: boolean
    }
  /** A city was chosen in the search box: fit the map to it and search. */
  | { readonly type: "CITY_CHOSEN"; readonly city: City; readonly mobile: boolean }
  /** The filters changed: search the same rectangle again. */
  | { readonly type: "FILTERS_CHANGED"; readonly filters: MapFilters }
  /**
   * The sort, the origin or issue 20's filters changed: search again — around a new origin, where
   * the map goes (at a city's zoom), so that the nearest facilities are the ones searched.
   */
  | { readonly type: "REFINEMENTS_CHANGED"; readonly refinements: SearchRefinements }
  /** The city was cleared (e.g. the 'city' route parameter): stop sending its `city_cache`. */
  | { readonly type: "CITY_CLEARED" }
  /** Try the failed search again. */
  | { readonly type: "RETRY" }

const urlParams = (event: { readonly city: string | null; readonly district: string | null }): CityParams | null =>
  event.city === null || event.city === "" ? null : { city: event.city, district: event.district }

/** The view and the map state of a chosen city. */
const cityView = (city: City, mobile: boolean) => {
  const view = viewForCity(city, mobile)
  return { ...view, city, mobile, fit: { bounds: view.bounds, maxZoom: CITY_ZOOM } }
}

/** About five kilometres each way of an origin: the view 'near me' opens on, wide enough to find a few. */
const NEAR_SPAN = { lat: 0.045, lng: 0.075 }

/** The view around an origin, at a city's zoom. */
export function viewNear(near: NearPlace): MapFit {
  return {
    bounds: { south: near.lat - NEAR_SPAN.lat, north: near.lat + NEAR_SPAN.lat, west: near.lng - NEAR_SPAN.lng, east: near.lng + NEAR_SPAN.lng },
    maxZoom: CITY_ZOOM
  }
}

const movedOrigin = (before: NearPlace | null, after: NearPlace | null): after is NearPlace =>
  after !== null && (before === null || before.lat !== after.lat || before.lng !== after.lng)

/**
 * The body of `POST /search` (spec 7.5) for the current view: the visible rectangle as a
 * closed polygon, the zoom (rounded to a whole level, 1–22), the filters, and the city cache;
 * `accepted_status` and `vacancies_for` are left out when empty; the refinements set (issue 20) are added.
 */
export function buildSearchPayload(
  context: Pick<MapSearchContext, "bounds" | "zoom" | "filters" | "cityCache"> & { readonly refinements?: SearchRefinements }
): SearchPayload {
  const { bounds, zoom, filters, cityCache } = context
  return {
    search_polygon: searchPolygon(bounds),
    ...(filters.accepted_status.length > 0 ? { accepted_status: filters.accepted_status } : {}),
    zoom: Math.min(22, Math.max(1, Math.round(zoom))),
    required_specialization: filters.specialization,
    required_ownership: filters.ownership,
    city_cache: cityCache,
    ...(filters.vacancies_for.length > 0 ? { vacancies_for: filters.vacancies_for } : {}),
    ...refinementPayload(context.refinements ?? NO_REFINEMENTS)
  }
}

/**
 * Map search (spec 2.4, 4.7, 7.5). Every map movement searches the visible rectangle — never
 * the sliver of a hidden map (see {@link isCollapsedMap}): the last real view stays searched;
 * choosing a city zooms to it and searches; changing filters searches again. A new request
 * during a search cancels the running one (re-entering `searching` restarts the invocation,
 * whose abort signal fires).
 *
 * The city of the URL (URL_CITY): the city carried with the link is taken at once; otherwise
 * `locating` finds it (`findCity`) while map movements and filters only wait, since the city
 * decides the view; a city that cannot be found leaves the map where it is and searches it. A
 * URL without a city forgets the city. `fit` tells the view where to go.
 *
 * States: `idle` → `searching` → `ready` | `failed` (RETRY searches again); `locating` →
 * `searching`. It starts at zoom 7 over the Warsaw box; those defaults, the zoom on city choice
 * and the search polygon come from `domain/rules/mapDefaults`.
 *
 * Actor slots to fill with `machine.provide({ actors })` (see searchActors):
 * - `search`: `fromPromise<FacilityMarker[], SearchPayload>` — `POST {host}/search`;
 * - `findCity`: `fromPromise<City | null, CityParams>` — see findCityActor.
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
    }),
    findCity: fromPromise<City | null, CityParams>(async () => {
      throw new Error("provide the 'findCity' actor")
    })
  },
  guards: {
    mapVisible: ({ event }) => "size" in event && !isCollapsedMap(event.size),
    noCityInUrl: ({ event }) => event.type === "URL_CITY" && urlParams(event) === null
  },
  actions: {
    takeView: assign(({ event }) => ("bounds" in event && "zoom" in event ? { bounds: event.bounds, zoom: event.zoom } : {})),
    forgetCity: assign({ city: null, cityCache: null, fit: null })
  }
}).createMachine({
  id: "mapSearch",
  context: ({ input }) => {
    // A link with an area (a saved search) opens on it; one 'near' a place, around that place (a
    // city in the same link takes over when found).
    const near = input?.refinements?.near
    const area = input?.area ?? null
    const fit = area !== null ? { bounds: area, maxZoom: MAP_MAX_ZOOM } : near === null || near === undefined ? null : viewNear(near)
    return {
    bounds: input?.bounds ?? fit?.bounds ?? DEFAULT_BOUNDS,
    zoom: input?.zoom ?? DEFAULT_ZOOM,
    filters: input?.filters ?? NO_FILTERS,
    refinements: input?.refinements ?? NO_REFINEMENTS,
    results: [],
    mapLoading: false,
    lastSearch: null,
    cityCache: input?.cityCache ?? null,
    error: null,
    city: null,
    fit,
    mobile: false
    }
  },
  initial: "idle",
  on: {
    MAP_MOVED: { guard: "mapVisible", target: ".searching", reenter: true, actions: "takeView" },
    MAP_SHOWN: {
      guard: ({ context, event }) => context.city === null && !isCollapsedMap(event.size),
      target: ".searching",
      reenter: true,
      actions: "takeView"
    },
    CITY_CHOSEN: {
      target: ".searching",
      reenter: true,
      actions: assign(({ event }) => cityView(event.city, event.mobile))
    },
    URL_CITY: [
      { guard: "noCityInUrl", actions: "forgetCity" },
      { guard: ({ context, event }) => context.city !== null && isCityOf(context.city, { city: event.city ?? "", district: event.district }) },
      {
        guard: ({ event }) => carriedCity(event.carried, { city: event.city ?? "", district: event.district }) !== null,
        target: ".searching",
        reenter: true,
        actions: assign(({ event }) => cityView(event.carried as City, event.mobile))
      },
      { target: ".locating", reenter: true, actions: assign({ mobile: ({ event }) => event.mobile }) }
    ],
    FILTERS_CHANGED: {
      target: ".searching",
      reenter: true,
      actions: assign({ filters: ({ event }) => event.filters })
    },
    REFINEMENTS_CHANGED: {
      target: ".searching",
      reenter: true,
      actions: assign(({ context, event }) => ({
        refinements: event.refinements,
        ...(movedOrigin(context.refinements.near, event.refinements.near) ? { fit: viewNear(event.refinements.near) } : {})
      }))
    },
    CITY_CLEARED: { actions: "forgetCity" }
  },
  states: {
    idle: {},
    locating: {
      invoke: {
        id: "findCity",
        src: "findCity",
        input: ({ event }) => urlParams(event as { city: string | null; district: string | null }) as CityParams,
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: "searching",
            actions: assign(({ context, event }) => cityView(event.output as City, context.mobile))
          },
          { target: "searching" }
        ],
        onError: { target: "searching" }
      },
      on: {
        MAP_MOVED: { guard: "mapVisible", actions: "takeView" },
        MAP_SHOWN: { guard: "mapVisible", actions: "takeView" },
        URL_CITY: { guard: "noCityInUrl", target: "searching", actions: "forgetCity" },
        FILTERS_CHANGED: { actions: assign({ filters: ({ event }) => event.filters }) },
        REFINEMENTS_CHANGED: { actions: assign({ refinements: ({ event }) => event.refinements }) }
      }
    },
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
