/**
 * List and map filters kept in the URL query (public spec 2.4).
 *
 * - A multi-value filter is one parameter holding a JSON array string:
 *   `?specialization=["kindergarten","nursery"]`. Toggling a value adds or removes it;
 *   an empty list removes the parameter.
 * - A boolean filter is `true` or absent (`?map_visible=true`).
 *
 * Pure functions over URLSearchParams: they never mutate their input. The map-search
 * machine and the web app's list and map pages share them.
 */
import type { FacilityStatus } from "../facility"
import { AGE_GROUPS } from "../ageGroups"
import type { AgeGroup, VacancyByAge } from "../vacancies"

/**
 * The filters of the map and of the landing list. `vacancies_for` (beyond the spec): age groups
 * the facility has free places for, offered where a map searches.
 */
export const FILTER_KEYS = ["specialization", "ownership", "accepted_status", "vacancies_for"] as const
export type FilterKey = (typeof FILTER_KEYS)[number]

/** The status filter's values, in the order they are offered: Premium, Free, Registered (2.4). */
export const STATUS_FILTER_VALUES: ReadonlyArray<FacilityStatus> = ["premium", "unknown", "registered"]

/** Specialization and ownership tag keys, and package statuses, a search is narrowed to. */
export interface SearchFilters {
  readonly specialization: ReadonlyArray<string>
  readonly ownership: ReadonlyArray<string>
  readonly accepted_status: ReadonlyArray<FacilityStatus>
  /** Age groups a free place is wanted in; one of them is enough. */
  readonly vacancies_for: ReadonlyArray<AgeGroup>
}

/** No filter set. */
export const NO_FILTERS: SearchFilters = { specialization: [], ownership: [], accepted_status: [], vacancies_for: [] }

type QueryInput = string | URLSearchParams

const toParams = (query: QueryInput): URLSearchParams =>
  new URLSearchParams(typeof query === "string" ? query.replace(/^\?/, "") : query)

const unique = (values: ReadonlyArray<string>): string[] => [...new Set(values)]

/**
 * Reads a multi-value parameter. A JSON array keeps its string (and number) entries; a plain
 * non-JSON value (a hand-written `?ownership=public`) counts as a one-element list; anything else
 * gives an empty list.
 */
export function readMultiValue(query: QueryInput, key: string): string[] {
  const raw = toParams(query).get(key)
  if (raw === null || raw.trim() === "") return []
  try {
    const parsed: unknown = JSON.parse(raw)
    if (Array.isArray(parsed)) {
      return unique(
        parsed
          .filter((v): v is string | number => typeof v === "string" || typeof v === "number")
          .map(String)
          .filter((v) => v !== "")
      )
    }
    return typeof parsed === "string" && parsed !== "" ? [parsed] : []
  } catch {
    return [raw]
  }
}

/** Sets a multi-value parameter; an empty list removes it. */
export function writeMultiValue(query: QueryInput, key: string, values: ReadonlyArray<string>): URLSearchParams {
  const params = toParams(query)
  const list = unique(values)
  if (list.length === 0) params.delete(key)
  else params.set(key, JSON.stringify(list))
  return params
}

/** Adds the value when absent, removes it when present. */
export function toggleMultiValue(query: QueryInput, key: string, value: string): URLSearchParams {
  const current = readMultiValue(query, key)
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
  return writeMultiValue(query, key, next)
}

/** A boolean parameter is on only when it is exactly 'true'. */
export function readBoolean(query: QueryInput, key: string): boolean {
  return toParams(query).get(key) === "true"
}

/** Sets a boolean parameter: `true` writes 'true', `false` removes it. */
export function writeBoolean(query: QueryInput, key: string, on: boolean): URLSearchParams {
  const params = toParams(query)
  if (on) params.set(key, "true")
  else params.delete(key)
  return params
}

/** Toggles a boolean parameter between 'true' and absent. */
export function toggleBoolean(query: QueryInput, key: string): URLSearchParams {
  return writeBoolean(query, key, !readBoolean(query, key))
}

const isStatus = (value: string): value is FacilityStatus =>
  (STATUS_FILTER_VALUES as ReadonlyArray<string>).includes(value)

const isAgeGroup = (value: string): value is AgeGroup => (AGE_GROUPS as ReadonlyArray<string>).includes(value)

/**
 * Reads the filters; unknown status values and age groups are dropped (the search would refuse
 * them, and a hand-edited URL should still search).
 */
export function readFilters(query: QueryInput): SearchFilters {
  return {
    specialization: readMultiValue(query, "specialization"),
    ownership: readMultiValue(query, "ownership"),
    accepted_status: readMultiValue(query, "accepted_status").filter(isStatus),
    vacancies_for: readMultiValue(query, "vacancies_for").filter(isAgeGroup)
  }
}

/** Writes all the filters, keeping every other parameter. */
export function writeFilters(query: QueryInput, filters: SearchFilters): URLSearchParams {
  let params = toParams(query)
  for (const key of FILTER_KEYS) params = writeMultiValue(params, key, filters[key])
  return params
}

/** Removes the filters, keeping every other parameter. */
export function clearFilters(query: QueryInput): URLSearchParams {
  return writeFilters(query, NO_FILTERS)
}

/** How many filter values are chosen in all. */
export function countFilters(filters: SearchFilters): number {
  return FILTER_KEYS.reduce((n, key) => n + filters[key].length, 0)
}

/** Whether two filter sets hold the same values (order ignored). */
export function sameFilters(a: SearchFilters, b: SearchFilters): boolean {
  return FILTER_KEYS.every((key) => {
    const x = [...a[key]].sort()
    const y = [...b[key]].sort()
    return x.length === y.length && x.every((v, i) => v === y[i])
  })
}

/** Adds or removes one value in a filter set (for filters staged in a dialog before 'apply'). */
export function toggleFilterValue(filters: SearchFilters, key: FilterKey, value: string): SearchFilters {
  const list: ReadonlyArray<string> = filters[key]
  const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value]
  const valid = key === "accepted_status" ? next.filter(isStatus) : key === "vacancies_for" ? next.filter(isAgeGroup) : next
  return { ...filters, [key]: valid }
}

/** Serialises params as a query string with its leading '?', or '' when empty. */
export function toQueryString(params: URLSearchParams): string {
  const text = params.toString()
  return text === "" ? "" : `?${text}`
}

/** The facility fields the filters look at: tag ids, the package status and, when known, the vacancies. */
export interface FilterableFacility {
  readonly specialization: ReadonlyArray<string>
  readonly ownership: ReadonlyArray<string>
  readonly status: string
  readonly vacancies_by_age?: ReadonlyArray<VacancyByAge>
}

/**
 * Whether the vacancies offer a free place (more than 0) in one of the wanted age groups; no
 * wanted group passes everything. Unknown vacancies never pass a wanted group: a list without
 * them cannot promise a place.
 */
export function hasPlacesFor(vacancies: ReadonlyArray<VacancyByAge> | undefined, wanted: ReadonlyArray<AgeGroup>): boolean {
  return wanted.length === 0 || (vacancies ?? []).some((vacancy) => vacancy.places > 0 && wanted.includes(vacancy.age_group))
}

/**
 * Whether a facility passes the filters: for each filter with values, at least one of the
 * facility's tags (ids, turned into keys by `tagKey`) or its status is among them, or it has a
 * free place in one of the wanted age groups; empty filters pass everything. The same rule the search applies on the server, for lists already
 * in memory (the landing page's recommended facilities).
 */
export function matchesFilters(
  facility: FilterableFacility,
  filters: SearchFilters,
  tagKey: (id: string) => string | undefined
): boolean {
  const anyTag = (ids: ReadonlyArray<string>, wanted: ReadonlyArray<string>) =>
    wanted.length === 0 || ids.some((id) => {
      const key = tagKey(id)
      return key !== undefined && wanted.includes(key)
    })
  return (
    anyTag(facility.specialization, filters.specialization) &&
    anyTag(facility.ownership, filters.ownership) &&
    (filters.accepted_status.length === 0 || filters.accepted_status.some((status) => status === facility.status)) &&
    hasPlacesFor(facility.vacancies_by_age, filters.vacancies_for)
  )
}
