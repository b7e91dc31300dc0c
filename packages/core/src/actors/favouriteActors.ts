import { fromPromise } from "xstate"
import type { ApiCaller } from "../client/pociechaClient"
import type { FavouriteChange } from "../machines/favourites.machine"
import { callActor } from "./callActor"

/** A facility gone from the directory since the guest hearted it: it is skipped, not an error. */
const isNotFound = (error: unknown) => typeof error === "object" && error !== null && (error as { readonly _tag?: unknown })._tag === "NotFoundError"

/** favouritesMachine's calls: taking a guest's hearts over at sign-in, and saving one heart's change. */
export function favouriteActors(client: ApiCaller) {
  return {
    /**
     * Adds the device's ids to the account, the oldest first so the newest stays first, then
     * answers the account's whole list. (Plain promises: the hearts are on the first page, the
     * Effect runtime is not.)
     */
    takeOver: fromPromise<ReadonlyArray<number>, ReadonlyArray<number>>(async ({ input }) => {
      for (const facilityId of [...input].reverse()) {
        await client.call((api) => api.favourites.add({ params: { facility_id: facilityId } })).catch((error: unknown) => {
          if (!isNotFound(error)) throw error
        })
      }
      return (await client.call((api) => api.favourites.list())).map((facility) => facility.id)
    }),
    save: callActor(client, (api, { facilityId, favourite }: FavouriteChange) =>
      favourite ? api.favourites.add({ params: { facility_id: facilityId } }) : api.favourites.remove({ params: { facility_id: facilityId } }))
  }
}
