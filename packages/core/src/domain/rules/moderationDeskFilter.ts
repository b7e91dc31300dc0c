import { moderationStates, type ModerationState } from "../../api/moderation"

/** What the moderation desk lists (issue 18): kept in the page's URL, so a reload or a link keeps it. */
export interface ModerationDeskFilter {
  readonly page: number
  readonly state: ModerationState
  readonly order: "oldest" | "newest"
  readonly reported: boolean
  readonly facility: number | null
  readonly city: string | null
  readonly q: string
}

/** The desk as it opens: waiting items, oldest first. */
export const defaultDeskFilter: ModerationDeskFilter = { page: 1, state: "new", order: "oldest", reported: false, facility: null, city: null, q: "" }

const positive = (value: string | null) => {
  const number = value === null ? Number.NaN : Number(value)
  return Number.isInteger(number) && number > 0 ? number : null
}

/** The filter a URL's search names; what it leaves out or misspells stays as the default. */
export const deskFilterFromSearch = (search: string): ModerationDeskFilter => {
  const params = new URLSearchParams(search)
  const state = params.get("state")
  return {
    page: positive(params.get("page")) ?? 1,
    state: moderationStates.find((known) => known === state) ?? defaultDeskFilter.state,
    order: params.get("order") === "newest" ? "newest" : "oldest",
    reported: params.get("reported") === "true",
    facility: positive(params.get("facility")),
    city: params.get("city") || null,
    q: params.get("q") ?? ""
  }
}

/** The URL search of a filter, naming only what differs from the default (no '?' when nothing does). */
export const deskFilterToSearch = (filter: ModerationDeskFilter): string => {
  const params = new URLSearchParams()
  if (filter.page !== 1) params.set("page", String(filter.page))
  if (filter.state !== defaultDeskFilter.state) params.set("state", filter.state)
  if (filter.order !== defaultDeskFilter.order) params.set("order", filter.order)
  if (filter.reported) params.set("reported", "true")
  if (filter.facility !== null) params.set("facility", String(filter.facility))
  if (filter.city !== null) params.set("city", filter.city)
  if (filter.q.trim() !== "") params.set("q", filter.q.trim())
  const search = params.toString()
  return search === "" ? "" : `?${search}`
}

/** The query of GET v1/support/opinions for a filter. */
export const deskQueryOf = (filter: ModerationDeskFilter) => ({
  page: filter.page,
  state: filter.state,
  order: filter.order,
  ...(filter.reported ? { reported: "true" as const } : {}),
  ...(filter.facility === null ? {} : { facility: filter.facility }),
  ...(filter.city === null ? {} : { city: filter.city }),
  ...(filter.q.trim() === "" ? {} : { q: filter.q.trim() })
})
