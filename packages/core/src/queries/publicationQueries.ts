import type { ApiCaller } from "../client/pociechaClient"
import { apiQuery } from "./apiQuery"
import { facilityKeys } from "./queryKeys"

/**
 * A page of a facility's news items as the caller may read them, newest first: those who run it
 * and its moderators see every visibility (management 2.4 publications).
 * `facilityKeys.publications(ref)` marks stale every page.
 */
export const facilityPublicationsQuery = (api: ApiCaller, ref: string, page = 1) =>
  apiQuery(api, facilityKeys.publicationsPage(ref, page), (c) => c.publications.list({ params: { id: ref }, query: { page } }))

/**
 * A page of a facility's news as one reader reads them on its profile (spec 3.12; issue 17): what
 * the server lets `readerId` see — public items to a guest (null), private ones too to a confirmed
 * member, staff-only ones to staff. Keyed by the reader, so a page read as a guest is never shown
 * to the member who signs in after; under `facilityKeys.publications(ref)`, so every write of the
 * facility's news marks it stale.
 */
export const facilityNewsQuery = (api: ApiCaller, ref: string, readerId: string | null, page = 1) =>
  apiQuery(api, [...facilityKeys.publications(ref), "reader", readerId ?? "guest", page] as const, (c) =>
    c.publications.list({ params: { id: ref }, query: { page } }))
