import type { ApiCaller } from "../client/pociechaClient"
import { apiQuery } from "./apiQuery"
import { facilityKeys, opinionKeys } from "./queryKeys"

/**
 * A page of a facility's published opinions, newest first (spec 2.7): ratings, the author as
 * shown, the badge and the facility's published answer; never the pros and cons.
 * `facilityKeys.opinions(ref)` marks stale every page, and the facility's own view too.
 */
export const facilityOpinionsQuery = (api: ApiCaller, ref: string, page = 1) =>
  apiQuery(api, facilityKeys.opinionsPage(ref, page), (c) => c.opinions.ofFacility({ params: { id: ref }, query: { page } }))

/** Every opinion the signed-in person wrote, with its moderation timeline (My account, spec 2.11). */
export const myOpinionsQuery = (api: ApiCaller, accountId: string) =>
  apiQuery(api, opinionKeys.mine(accountId), (c) => c.opinions.mine())

/** A page of all the opinions of a facility its runners see: every status, pros and cons, their answer's state. */
export const receivedOpinionsQuery = (api: ApiCaller, ref: string, page = 1) =>
  apiQuery(api, facilityKeys.receivedOpinionsPage(ref, page), (c) => c.opinions.received({ params: { id: ref }, query: { page } }))

/**
 * One opinion of a facility as its runners see it (management 2.4 facility_opinion), whatever page
 * of the list it is on. Keyed apart from the pages (`"opinion"`, not `"opinions"`), so updating
 * the cached pages never meets this one; `facilityKeys.detail(ref)` still covers it.
 */
export const receivedOpinionQuery = (api: ApiCaller, ref: string, opinionId: number) =>
  apiQuery(api, facilityKeys.receivedOpinion(ref, opinionId), (c) => c.opinions.receivedOne({ params: { id: ref, opinionId } }))
