import type { ApiCaller } from "../client/pociechaClient"
import { apiQuery } from "./apiQuery"
import { geoSearchKeys, shadowKeys } from "./queryKeys"

/** Claims and creations (management 2.9): every pending one, oldest first, for support; one's own for anyone else. */
export const shadowRecordsQuery = (api: ApiCaller) => apiQuery(api, shadowKeys.all, (c) => c.shadows.list())

/**
 * Towns and facilities whose name matches `text` (geo-search), for the claim wizard: the town
 * field reads `city` (claimTownOfCity takes a town or a district), the find step `facility`.
 * The owner area's address tab reads its town and district from `city` too (addressPlace).
 */
export const claimSearchQuery = (api: ApiCaller, text: string) =>
  apiQuery(api, geoSearchKeys.claim(text), (c) => c.search.geoSearch({ payload: { query: text } }), { staleTime: 60_000 })
