import type { ApiCaller } from "../client/pociechaClient"
import { apiQuery } from "./apiQuery"
import { savedSearchKeys } from "./queryKeys"

/** The signed-in parent's saved searches, newest first (My account → Zapisane wyszukiwania). */
export const mySavedSearchesQuery = (api: ApiCaller, accountId: string) =>
  apiQuery(api, savedSearchKeys.mine(accountId), (c) => c.savedSearches.list())
