import type { ViewerClaims } from "@pociecha/core"
import { Effect } from "effect"
import { policyUse, type AuthorizedActor } from "../../policy/policy"
import type { FacilityFacts, FacilityRepository } from "../../repositories/facilityRepository"
import { requireViewer } from "../middleware/authentication"

/**
 * A route on a facility its staff manage: the signed-in caller (401), the facility the route
 * names, switched-off ones included (404), the entity's policy on it (403), then `use` —
 * in that order, as every such route answers.
 */
export const authorizedOnFacility = <Actor extends AuthorizedActor<string, string>, E, R, A, E2, R2>(
  facilities: typeof FacilityRepository.Service,
  ref: string | number,
  check: (facility: FacilityFacts) => Effect.Effect<Actor, E, R>,
  use: (facility: FacilityFacts, caller: ViewerClaims) => Effect.Effect<A, E2, R2>
) =>
  Effect.gen(function*() {
    const caller = yield* requireViewer
    const facility = yield* facilities.findOr404(ref, "any")
    return yield* use(facility, caller).pipe(policyUse(check(facility)))
  })
