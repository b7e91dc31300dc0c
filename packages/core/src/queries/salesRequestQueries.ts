import type { ApiCaller } from "../client/pociechaClient"
import { apiQuery } from "./apiQuery"
import { salesRequestKeys } from "./queryKeys"

/** One page of the product team's requests, newest first (support only). */
export const salesRequestsQuery = (api: ApiCaller, page: number) =>
  apiQuery(api, salesRequestKeys.page(page), (c) => c.salesRequests.list({ query: { page } }))
