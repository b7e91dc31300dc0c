import type { ApiCaller } from "../client/pociechaClient"
import { apiQuery } from "./apiQuery"
import { supportToolboxKeys } from "./queryKeys"

/** One account by its e-mail address, as support's toolbox shows it (support only). */
export const supportUserQuery = (api: ApiCaller, email: string) =>
  apiQuery(api, supportToolboxKeys.user(email), (c) => c.supportToolbox.lookup({ query: { email } }))

/** The first page of an account's audit trail: what support did to it or it did as support. */
export const supportUserAuditQuery = (api: ApiCaller, accountId: string) =>
  apiQuery(api, supportToolboxKeys.audit(accountId), (c) => c.supportAudit.list({ query: { account: accountId } }))

/** One page of who owns and moderates which facility, narrowed by `q` (support only). */
export const supportOwnershipQuery = (api: ApiCaller, q: string, page: number) =>
  apiQuery(api, supportToolboxKeys.ownership(q, page), (c) =>
    c.supportOwnership.list({ query: { page, ...(q === "" ? {} : { q }) } }))
