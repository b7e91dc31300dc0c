import type { ApiCaller } from "../client/pociechaClient"
import { publicEndpoints } from "../client/publicEndpoints"
import type { PublicReader } from "../client/publicReader"
import { apiQuery } from "./apiQuery"
import { publicQuery } from "./publicQuery"
import { managedFacilityKeys, referenceKeys, shadowKeys } from "./queryKeys"

/**
 * My facilities (management 2.3, 7: `GET v1/facility/owned`): those the account runs, and its
 * claims and creations; per account, so another sign-in on the device reads its own.
 */
export const ownedFacilitiesQuery = (api: ApiCaller, accountId: string) =>
  apiQuery(api, shadowKeys.owned(accountId), (c) => c.shadows.owned())

/** The package limits (management 6, 9: `GET v1/user-limit`): the values per status the counters and the upsell read. */
export const userLimitsQuery = (api: ApiCaller) => apiQuery(api, referenceKeys.userLimits, (c) => c.facilityEdits.userLimits())

/**
 * The same read as a plain fetch, under the same key (one cache entry): for the page for
 * facilities, a public page that otherwise loads no Effect client.
 */
export const packageLimitsQuery = (reader: PublicReader) => publicQuery(reader, referenceKeys.userLimits, publicEndpoints.userLimits())

/**
 * A facility as its editors read it (`GET facility/list/:id/manage`): the owner area's record,
 * with the limits in force for it. Every tab's save puts the saved record under this key.
 */
export const managedFacilityQuery = (api: ApiCaller, facilityId: number) =>
  apiQuery(api, managedFacilityKeys.of(facilityId), (c) => c.facilityEdits.manage({ params: { id: String(facilityId) } }))
