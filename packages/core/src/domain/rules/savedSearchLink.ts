/**
 * A saved search reopened (issue 20): the map's address for the saved body of `POST /search` —
 * its rectangle as `area=south,west,north,east` (the map fits it), its filters and refinements
 * as the URL keeps them (public spec 2.4, issue 20). Reading the body back from that address
 * searches the same rectangle with the same filters.
 */
import type { SearchPayload } from "../../api/search"
import type { MapBounds } from "./mapDefaults"
import { appRoutes } from "./appRoutes"
import { toQueryString, writeFilters } from "./searchFilters"
import { NO_REFINEMENTS, writeRefinements } from "./searchRefinements"

/** Six decimals of a degree (about 10 cm): the rectangle comes back as it was saved. */
const AREA_DECIMALS = 6

/** The rectangle of a search's polygon (its points' extremes). */
export function polygonBounds(query: Pick<SearchPayload, "search_polygon">): MapBounds {
  const lats = query.search_polygon.data.map((point) => point.lat)
  const lngs = query.search_polygon.data.map((point) => point.lng)
  return { south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs) }
}

/** The `area` URL parameter of a rectangle. */
export function writeArea({ south, west, north, east }: MapBounds): string {
  return [south, west, north, east].map((degrees) => degrees.toFixed(AREA_DECIMALS)).join(",")
}

/** The rectangle an `area` parameter names; null when there is none or it does not read as one. */
export function readArea(query: string | URLSearchParams): MapBounds | null {
  const params = new URLSearchParams(typeof query === "string" ? query.replace(/^\?/, "") : query)
  const parts = (params.get("area") ?? "").split(",")
  if (parts.length !== 4 || parts.some((part) => !/^-?\d{1,3}(?:\.\d{1,10})?$/.test(part))) return null
  const [south, west, north, east] = parts.map(Number) as [number, number, number, number]
  const inRange = [south, north].every((lat) => Math.abs(lat) <= 90) && [west, east].every((lng) => Math.abs(lng) <= 180)
  return inRange && south < north && west < east ? { south, west, north, east } : null
}

/** The map's address that reopens a saved search. */
export function savedSearchPath(query: SearchPayload): string {
  const filtered = writeFilters("", {
    specialization: query.required_specialization ?? [],
    ownership: query.required_ownership ?? [],
    accepted_status: query.accepted_status ?? [],
    vacancies_for: query.vacancies_for ?? []
  })
  const params = writeRefinements(filtered, {
    ...NO_REFINEMENTS,
    sort: query.sort ?? null,
    near: query.origin === undefined ? null : { ...query.origin, label: null },
    tuition_from: query.tuition_from ?? null,
    tuition_to: query.tuition_to ?? null,
    open_by: query.open_by ?? null,
    open_until: query.open_until ?? null,
    amenities: query.amenities ?? [],
    extra_classes: query.extra_classes ?? []
  })
  params.set("area", writeArea(polygonBounds(query)))
  return `${appRoutes.map}${toQueryString(params)}`
}
