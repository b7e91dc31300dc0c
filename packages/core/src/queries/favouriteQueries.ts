import type { ApiCaller } from "../client/pociechaClient"
import { apiQuery } from "./apiQuery"
import { favouriteKeys } from "./queryKeys"

/** The signed-in person's favourite facilities as tiles, newest first (My account → Ulubione). */
export const myFavouritesQuery = (api: ApiCaller, accountId: string) =>
  apiQuery(api, favouriteKeys.mine(accountId), (c) => c.favourites.list())
