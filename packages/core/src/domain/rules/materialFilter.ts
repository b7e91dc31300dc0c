import { type MaterialAgeGroup, materialAgeGroups, type MaterialTopic, materialTopics, type MaterialType, materialTypes } from "../teacherZone"

/**
 * The materials list's search and filters (issue 19), all kept in the page's URL so a link, a
 * reload or "return to materials list" shows the same list: `?q=&topic=&type=&age_group=&event=&page=`.
 * Only what is set is in it; a value that is not one of the spec's is left out.
 */
export interface MaterialFilter {
  readonly q?: string
  readonly topic?: MaterialTopic
  readonly type?: MaterialType
  readonly age_group?: MaterialAgeGroup
  readonly event?: string
  /** From 2; page 1 is the list without it. */
  readonly page?: number
}

/** The fields of a filter, in the order the URL and the cache key name them. */
type FilterField = keyof MaterialFilter

const oneOf = <T extends string | number>(values: ReadonlyArray<T>, raw: string | null): T | undefined =>
  values.find((value) => String(value) === raw)

/** A filter of a URL's query string (`location.search`), what is unknown or empty left out. */
export function materialFilterFromSearch(search: string): MaterialFilter {
  const params = new URLSearchParams(search)
  const q = params.get("q")?.trim().slice(0, 200)
  const event = params.get("event")?.trim()
  const page = Number(params.get("page"))
  const filter: { -readonly [K in FilterField]?: MaterialFilter[K] } = {}
  if (q !== undefined && q !== "") filter.q = q
  const topic = oneOf(materialTopics, params.get("topic"))
  if (topic !== undefined) filter.topic = topic
  const type = oneOf(materialTypes, params.get("type"))
  if (type !== undefined) filter.type = type
  const age = oneOf(materialAgeGroups, params.get("age_group"))
  if (age !== undefined) filter.age_group = age
  if (event !== undefined && /^[a-z0-9-]{1,120}$/.test(event)) filter.event = event
  if (Number.isInteger(page) && page > 1 && page < 100_000) filter.page = page
  return filter
}

/** The query string of a filter, `?…` or empty for the whole list. */
export function materialFilterToSearch(filter: MaterialFilter): string {
  const params = new URLSearchParams()
  for (const field of ["q", "topic", "type", "age_group", "event", "page"] as const) {
    const value = filter[field]
    if (value !== undefined) params.set(field, String(value))
  }
  const text = params.toString()
  return text === "" ? "" : `?${text}`
}

/**
 * The filter with one field changed (undefined clears it): any change but the page's goes back
 * to the first page, whose results are a new list.
 */
export function withMaterialFilter<F extends FilterField>(filter: MaterialFilter, field: F, value: MaterialFilter[F] | undefined): MaterialFilter {
  const next: { -readonly [K in FilterField]?: MaterialFilter[K] } = { ...filter }
  if (field !== "page") delete next.page
  if (value === undefined || value === "") delete next[field]
  else next[field] = value
  return next
}
