import type { MemberRelation, ViewerClaims } from "@pociecha/core"
import { Effect } from "effect"
import { MembershipRepository } from "../repositories/membershipRepository"
import { policy } from "./policy"

/**
 * The policies most facility actions have: one of core's rules over the caller and their relation
 * to the facility (role, permissions, status of their membership). Made once per policy service,
 * with the memberships it reads.
 */
export const makeFacilityRulePolicy = Effect.gen(function*() {
  const memberships = yield* MembershipRepository
  return <Entity extends string, Action extends string>(
    entity: Entity,
    action: Action,
    facility: { readonly id: number },
    allows: (actor: ViewerClaims, relation: MemberRelation | null) => boolean
  ) =>
    policy(entity, action, (actor) =>
      Effect.map(memberships.relation(facility.id, actor.accountId), (relation) => allows(actor, relation)))
})
