import type { ApiCaller } from "../client/pociechaClient"
import { publicEndpoints } from "../client/publicEndpoints"
import type { PublicReader } from "../client/publicReader"
import { apiQuery, REFERENCE_DATA } from "./apiQuery"
import { publicQuery } from "./publicQuery"
import { opinionKeys, overviewKeys, referenceKeys } from "./queryKeys"

/** All tags (spec 7.6: loaded once at start). */
export const tagsQuery = (reader: PublicReader) => publicQuery(reader, referenceKeys.tags, publicEndpoints.tags(), REFERENCE_DATA)

/** The newest published opinions, for the landing page. */
export const recentOpinionsQuery = (reader: PublicReader, limit: number) =>
  publicQuery(reader, opinionKeys.recent(limit), publicEndpoints.recentOpinions(limit))

/**
 * The signed-in user's counters of unseen items. The bearer picks the account; its id is in the
 * key so one user's counters are never shown to the next.
 */
export const overviewQuery = (api: ApiCaller, accountId: string) =>
  apiQuery(api, overviewKeys.of(accountId), (c) => c.overview.get())
