import { apiError, canManageMemberPermissions, canResign, runsFacility, type FacilityStatus } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { MembershipRepository } from "../repositories/membershipRepository"
import { policy, signedInPolicy } from "./policy"
import { premiumOnly } from "./premiumOnly"

interface Facility {
  readonly id: number
  readonly status: FacilityStatus
}

const makeMembershipPolicy = Effect.gen(function*() {
  const memberships = yield* MembershipRepository
  const relationOf = (facility: { readonly id: number }, accountId: string) => memberships.relation(facility.id, accountId)

  /** May ask to join a facility as a parent or a teacher (spec 4.5): anyone signed in. */
  const canSubscribe = () => signedInPolicy("membership", "subscribe")

  /**
   * May resign from the facility (core's canResign: a parent or teacher member; an OWNER passes
   * ownership on first): 404 ERROR_NOT_FOUND when the caller is no member. Reads the caller's
   * membership under lock: run inside the transaction that resigns, so that ownership passed to
   * the caller meanwhile is not resigned with the teacher's row.
   */
  const canResignFrom = (facility: { readonly id: number }) =>
    policy("membership", "resign", (actor) =>
      Effect.flatMap(memberships.lockedRelations(facility.id, [actor.accountId]), (locked) => {
        const relation = locked.get(actor.accountId)
        return relation === undefined ? Effect.fail(apiError("ERROR_NOT_FOUND")) : Effect.succeed(canResign(relation))
      }))

  /** May list the facility's members and confirm or reject them (spec 4.5): who runs it (core's runsFacility). */
  const canDecide = (facility: { readonly id: number }) =>
    policy("membership", "decide", (actor) => Effect.map(relationOf(facility, actor.accountId), (relation) => runsFacility(actor, relation)))

  /** May invite a parent or a teacher (management 2.4, a premium tab): who runs the facility, while it is premium. */
  const canInvite = (facility: Facility) =>
    premiumOnly(
      facility,
      policy("membership", "invite", (actor) => Effect.map(relationOf(facility, actor.accountId), (relation) => runsFacility(actor, relation)))
    )

  /**
   * May make a teacher a moderator or take it back (management 2.4, 6, a premium tab): core's
   * canManageMemberPermissions, while the facility is premium.
   */
  const canSetPermissions = (facility: Facility) =>
    premiumOnly(
      facility,
      policy("membership", "setPermissions", (actor) =>
        Effect.map(relationOf(facility, actor.accountId), (relation) => canManageMemberPermissions(actor, relation)))
    )

  return { canSubscribe, canResignFrom, canDecide, canInvite, canSetPermissions } as const
})

/** Who may join a facility, leave it, and decide, invite and empower its members. */
export class MembershipPolicy extends Context.Service<MembershipPolicy, Effect.Success<typeof makeMembershipPolicy>>()(
  "@pociecha/server/MembershipPolicy"
) {
  static readonly layer = Layer.effect(MembershipPolicy, makeMembershipPolicy)
}
