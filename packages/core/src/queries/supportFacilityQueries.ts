import type { ApiCaller } from "../client/pociechaClient"
import { apiQuery } from "./apiQuery"
import { supportAuditKeys, supportFacilityKeys, type SupportFacilityFilter } from "./queryKeys"

/** A page of the support panel's facility list, filtered by status and a search text. */
export const supportFacilitiesQuery = (api: ApiCaller, filter: SupportFacilityFilter) =>
  apiQuery(api, supportFacilityKeys.list(filter), (c) =>
    c.supportFacilities.list({
      query: { page: filter.page, ...(filter.status === undefined ? {} : { status: filter.status }), ...(filter.q === undefined ? {} : { q: filter.q }) }
    }))

/** One facility's support view. */
export const supportFacilityQuery = (api: ApiCaller, id: number) =>
  apiQuery(api, supportFacilityKeys.detail(id), (c) => c.supportFacilities.get({ params: { id } }))

/** What deleting the facility removes with it. */
export const facilityDeletionQuery = (api: ApiCaller, id: number) =>
  apiQuery(api, supportFacilityKeys.deletion(id), (c) => c.supportFacilities.deletion({ params: { id } }))

/** A page of one facility's audit trail, newest first. */
export const facilityAuditQuery = (api: ApiCaller, id: number, page = 1) =>
  apiQuery(api, supportAuditKeys.facility(id, page), (c) => c.supportAudit.list({ query: { facility: id, page } }))
