/**
 * Near me, sorting and the filters of issue 20, kept in the URL query beside the spec's filters
 * (public spec 2.4's rules: a multi-value filter is a JSON array string, an empty or unset value
 * removes its parameter):
 *
 * - `sort=distance|rating|opinions|tuition|vacancies_updated`;
 * - `near=52.22970,21.01220` the origin, with `near_label` the address typed (none for the
 *   browser's location);
 * - `tuition_from=600&tuition_to=1200` whole złoty;
 * - `open_by=07:00&open_until=17:30` times of day;
 * - `amenities=["own_garden"]`, `extra_classes=["Rytmika"]`.
 *
 * A hand-edited URL still searches: values that do not read are dropped, and `sort=distance`
 * without an origin is dropped too (the server would refuse it).
 */
import type { SearchPayload } from "../../api/search"
import { SEARCH_SORTS, type SearchSort } from "../../api/searchRefinements"
import { readMultiValue, writeMultiValue } from "./searchFilters"

/** The origin of a search: where the parent is, or the address they typed. */
export interface NearPlace {
  readonly lat: number
  readonly lng: number
  /** The address as typed; null for the browser's location. */
  readonly label: string | null
}

/** The refinements of a map search, as the URL keeps them. */
export interface SearchRefinements {
  readonly sort: SearchSort | null
  readonly near: NearPlace | null
  readonly tuition_from: number | null
  readonly tuition_to: number | null
  /** Minutes since midnight. */
  readonly open_by: number | null
  /** Minutes since midnight. */
  readonly open_until: number | null
  readonly amenities: ReadonlyArray<string>
  readonly extra_classes: ReadonlyArray<string>
}

/** No refinement: the spec's search. */
export const NO_REFINEMENTS: SearchRefinements = {
  sort: null,
  near: null,
  tuition_from: null,
  tuition_to: null,
  open_by: null,
  open_until: null,
  amenities: [],
  extra_classes: []
}

/** The URL parameters the refinements own (any other parameter is kept as it is). */
const PARAMS = ["sort", "near", "near_label", "tuition_from", "tuition_to", "open_by", "open_until", "amenities", "extra_classes"] as const

/** Five decimals of a degree: about a metre, no closer than the distance shown needs. */
const COORDINATE_DECIMALS = 5

type QueryInput = string | URLSearchParams

const toParams = (query: QueryInput): URLSearchParams =>
  new URLSearchParams(typeof query === "string" ? query.replace(/^\?/, "") : query)

const readZloty = (raw: string | null): number | null => {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return null
  const value = Number(raw)
  return value <= 100_000 ? value : null
}

/** A time of day "HH:MM" (or "H:MM") as minutes since midnight; null when it is not one. */
export function minutesOfTime(raw: string | null): number | null {
  const match = raw === null ? null : /^(\d{1,2}):(\d{2})$/.exec(raw)
  if (match === null) return null
  const [hours, minutes] = [Number(match[1]), Number(match[2])]
  return hours <= 24 && minutes < 60 && hours * 60 + minutes <= 1440 ? hours * 60 + minutes : null
}

/** Minutes since midnight as "HH:MM". */
export function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`
}

const readNear = (params: URLSearchParams): NearPlace | null => {
  const match = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(params.get("near") ?? "")
  if (match === null) return null
  const [lat, lng] = [Number(match[1]), Number(match[2])]
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null
  const label = params.get("near_label")?.trim() ?? ""
  return { lat, lng, label: label === "" ? null : label.slice(0, 200) }
}

const isSort = (value: string | null): value is SearchSort => (SEARCH_SORTS as ReadonlyArray<string | null>).includes(value)

/** Reads the refinements of a URL query. */
export function readRefinements(query: QueryInput): SearchRefinements {
  const params = toParams(query)
  const near = readNear(params)
  const sort = params.get("sort")
  return {
    sort: isSort(sort) && (sort !== "distance" || near !== null) ? sort : null,
    near,
    tuition_from: readZloty(params.get("tuition_from")),
    tuition_to: readZloty(params.get("tuition_to")),
    open_by: minutesOfTime(params.get("open_by")),
    open_until: minutesOfTime(params.get("open_until")),
    amenities: readMultiValue(params, "amenities"),
    extra_classes: readMultiValue(params, "extra_classes")
  }
}

const setOrDelete = (params: URLSearchParams, key: string, value: string | null) => {
  if (value === null) params.delete(key)
  else params.set(key, value)
}

/** Writes the refinements, keeping every other parameter. */
export function writeRefinements(query: QueryInput, refinements: SearchRefinements): URLSearchParams {
  let params = toParams(query)
  const { near } = refinements
  setOrDelete(params, "sort", refinements.sort)
  setOrDelete(params, "near", near === null ? null : `${near.lat.toFixed(COORDINATE_DECIMALS)},${near.lng.toFixed(COORDINATE_DECIMALS)}`)
  setOrDelete(params, "near_label", near?.label ?? null)
  setOrDelete(params, "tuition_from", refinements.tuition_from === null ? null : String(refinements.tuition_from))
  setOrDelete(params, "tuition_to", refinements.tuition_to === null ? null : String(refinements.tuition_to))
  setOrDelete(params, "open_by", refinements.open_by === null ? null : timeOfMinutes(refinements.open_by))
  setOrDelete(params, "open_until", refinements.open_until === null ? null : timeOfMinutes(refinements.open_until))
  params = writeMultiValue(params, "amenities", refinements.amenities)
  return writeMultiValue(params, "extra_classes", refinements.extra_classes)
}

/** Removes the filters among the refinements (tuition, hours, amenities, classes), keeping the sort and the origin. */
export function clearRefinementFilters(refinements: SearchRefinements): SearchRefinements {
  return { ...NO_REFINEMENTS, sort: refinements.sort, near: refinements.near }
}

/** How many of the refinements' filters are set (for the 'all filters' button's count). */
export function countRefinementFilters(refinements: SearchRefinements): number {
  const scalars = [refinements.tuition_from, refinements.tuition_to, refinements.open_by, refinements.open_until]
  return scalars.filter((value) => value !== null).length + refinements.amenities.length + refinements.extra_classes.length
}

/** Whether two sets of refinements are the same (lists in any order). */
export function sameRefinements(a: SearchRefinements, b: SearchRefinements): boolean {
  const params = (r: SearchRefinements) => {
    const p = writeRefinements("", { ...r, amenities: [...r.amenities].sort(), extra_classes: [...r.extra_classes].sort() })
    return PARAMS.map((key) => p.get(key)).join("\u0001")
  }
  return params(a) === params(b)
}

/** The refinements as fields of the map search's body (`POST /search`): the unset ones left out. */
export function refinementPayload(refinements: SearchRefinements): Partial<SearchPayload> {
  const { near } = refinements
  return {
    ...(refinements.sort === null ? {} : { sort: refinements.sort }),
    ...(near === null ? {} : { origin: { lat: near.lat, lng: near.lng } }),
    ...(refinements.tuition_from === null ? {} : { tuition_from: refinements.tuition_from }),
    ...(refinements.tuition_to === null ? {} : { tuition_to: refinements.tuition_to }),
    ...(refinements.open_by === null ? {} : { open_by: refinements.open_by }),
    ...(refinements.open_until === null ? {} : { open_until: refinements.open_until }),
    ...(refinements.amenities.length === 0 ? {} : { amenities: refinements.amenities }),
    ...(refinements.extra_classes.length === 0 ? {} : { extra_classes: refinements.extra_classes })
  }
}

/** The refinements typed as text: tuition in złoty, hours as "HH:MM". */
export type RefinementTextKey = "tuition_from" | "tuition_to" | "open_by" | "open_until"

/** A typed tuition or time set (empty or unreadable text clears it: the search never gets a value it would refuse). */
export function withRefinementText(refinements: SearchRefinements, key: RefinementTextKey, text: string): SearchRefinements {
  const value = key === "open_by" || key === "open_until" ? minutesOfTime(text.trim()) : readZloty(text.trim())
  return { ...refinements, [key]: value }
}

/** Adds an amenity or extra class when absent, removes it when present. */
export function toggleRefinementValue(refinements: SearchRefinements, key: "amenities" | "extra_classes", value: string): SearchRefinements {
  const list = refinements[key]
  return { ...refinements, [key]: list.includes(value) ? list.filter((v) => v !== value) : [...list, value] }
}
