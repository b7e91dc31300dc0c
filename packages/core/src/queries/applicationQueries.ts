import type { ApiCaller } from "../client/pociechaClient"
import { apiQuery } from "./apiQuery"
import { applicationKeys, facilityKeys } from "./queryKeys"

/** The signed-in person's recruitment applications, with their status (My account). */
export const myApplicationsQuery = (api: ApiCaller, accountId: string) =>
  apiQuery(api, applicationKeys.mine(accountId), (c) => c.applications.mine())

/** The applications a facility received, for those who run it. */
export const receivedApplicationsQuery = (api: ApiCaller, ref: string) =>
  apiQuery(api, facilityKeys.applications(ref), (c) => c.applications.received({ params: { id: ref } }))
