import { apiError, needsPremium, type FacilityStatus } from "@pociecha/core"
import { Effect } from "effect"
import type { AuthorizedActor } from "./policy"

/**
 * A policy of a premium tab's write (management 2.4: parents and teachers, publications): the
 * `authorized` policy first (its 401, 403), then core's needsPremium — 403 ERROR_PREMIUM_REQUIRED
 * while the facility is not premium, support excepted.
 */
export const premiumOnly = <Actor extends AuthorizedActor<string, string>, E, R>(
  facility: { readonly status: FacilityStatus },
  authorized: Effect.Effect<Actor, E, R>
) =>
  Effect.flatMap(authorized, (actor) =>
    needsPremium(facility.status, actor) ? Effect.fail(apiError("ERROR_PREMIUM_REQUIRED")) : Effect.succeed(actor))
