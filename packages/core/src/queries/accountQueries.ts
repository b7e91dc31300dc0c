import type { ApiCaller } from "../client/pociechaClient"
import { apiQuery, REFERENCE_DATA } from "./apiQuery"
import { accountKeys } from "./queryKeys"

/** An account's settings as its owner (or support) reads them. */
export const accountQuery = (api: ApiCaller, accountId: string) =>
  apiQuery(api, accountKeys.detail(accountId), (c) => c.account.getAccount({ params: { id: accountId } }))

/** The outside accounts (Google, Facebook) this server lets one sign in with: set per deployment. */
export const oauthProvidersQuery = (api: ApiCaller) =>
  apiQuery(api, accountKeys.oauthProviders, (c) => c.account.oauthProviders(), REFERENCE_DATA)
