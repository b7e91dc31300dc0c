import { apiError, PociechaApi } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { favouritePolicy } from "../../policy/favouritePolicy"
import { policyUse } from "../../policy/policy"
import { FavouriteRepository } from "../../repositories/favouriteRepository"
import { requireViewer } from "../middleware/authentication"

/**
 * Favourites (issue 20): the signed-in person's own hearts, listed, added and removed by the
 * facility's id. The account is always the caller's: there is no way to name another's.
 */
export const FavouriteHandlers = HttpApiBuilder.group(PociechaApi, "favourites", (handlers) =>
  Effect.gen(function*() {
    const favourites = yield* FavouriteRepository
    return handlers
      .handle("list", () => Effect.flatMap(requireViewer, (viewer) => favourites.list(viewer.accountId)))
      .handle("add", ({ params }) =>
        Effect.gen(function*() {
          const viewer = yield* requireViewer
          if (!(yield* favourites.add(viewer.accountId, params.facility_id))) return yield* Effect.fail(apiError("ERROR_NOT_FOUND"))
        }).pipe(policyUse(favouritePolicy.canKeep())))
      .handle("remove", ({ params }) =>
        Effect.gen(function*() {
          const viewer = yield* requireViewer
          if (!(yield* favourites.isPublic(params.facility_id))) return yield* Effect.fail(apiError("ERROR_NOT_FOUND"))
          yield* favourites.remove(viewer.accountId, params.facility_id)
        }).pipe(policyUse(favouritePolicy.canKeep())))
  }))
