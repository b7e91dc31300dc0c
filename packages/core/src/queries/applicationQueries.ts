import type { ApiCaller } from "../client/pociechaClient"
import { apiQuery } from "./apiQuery"

/** The signed-in person's recruitment applications, with their status (My account). */
export const myApplicationsQuery = (api: ApiCaller, accountId: string) =>
  apiQuery(api, ["applications", "mine", accountId], (c) => c.applications.mine())

/** The applications a facility received, for those who run it. */
export const receivedApplicationsQuery = (api: ApiCaller, ref: string) =>
  apiQuery(api, ["facility", ref, "applications"], (c) => c.applications.received({ params: { id: ref } }))
