import type { ApiCaller } from "../client/pociechaClient"
import { apiQuery } from "./apiQuery"

/**
 * A page of a facility's published opinions, newest first (spec 2.7): ratings, the author as
 * shown, the badge and the facility's published answer; never the pros and cons.
 * `["facility", ref, "opinions"]` invalidates every page, and the facility's own view too.
 */
export const facilityOpinionsQuery = (api: ApiCaller, ref: string, page = 1) =>
  apiQuery(api, ["facility", ref, "opinions", page], (c) => c.opinions.ofFacility({ params: { id: ref }, query: { page } }))

/** Every opinion the signed-in person wrote, with its moderation timeline (My account, spec 2.11). */
export const myOpinionsQuery = (api: ApiCaller, accountId: string) =>
  apiQuery(api, ["opinions", "mine", accountId], (c) => c.opinions.mine())

/** A page of all the opinions of a facility its runners see: every status, pros and cons, their answer's state. */
export const receivedOpinionsQuery = (api: ApiCaller, ref: string, page = 1) =>
  apiQuery(api, ["facility", ref, "opinions", "received", page], (c) => c.opinions.received({ params: { id: ref }, query: { page } }))

/**
 * One opinion of a facility as its runners see it (management 2.4 facility_opinion), whatever page
 * of the list it is on. Keyed apart from the pages (`"opinion"`, not `"opinions"`), so updating
 * the cached pages never meets this one; `["facility", ref]` still invalidates it.
 */
export const receivedOpinionQuery = (api: ApiCaller, ref: string, opinionId: number) =>
  apiQuery(api, ["facility", ref, "opinion", opinionId], (c) => c.opinions.receivedOne({ params: { id: ref, opinionId } }))
