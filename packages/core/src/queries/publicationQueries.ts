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
