import type { ApiCaller } from "../client/pociechaClient"
import { apiQuery } from "./apiQuery"
import { partnerKeys } from "./queryKeys"

/** Every partner app, newest first, revoked ones too (support only; never their keys). */
export const partnersQuery = (api: ApiCaller) => apiQuery(api, partnerKeys.list(), (c) => c.partners.list())
