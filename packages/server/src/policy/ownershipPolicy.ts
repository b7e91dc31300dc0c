import { apiError, canTransferOwnership, isConfirmedTeacher } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { MembershipRepository } from "../repositories/membershipRepository"
import { policy } from "./policy"

const makeOwnershipPolicy = Effect.gen(function*() {
  const memberships = yield* MembershipRepository

  /**
   * May pass the facility to `heirId` (management 4): core's canTransferOwnership — only its
   * OWNER, else 403 — to an accepted teacher of it (core's isConfirmedTeacher), else 400
   * FIELD_INVALID under account_id. Both memberships are read under lock: inside the transaction
   * that passes ownership, a transfer, resignation or decision running at once changes nothing
   * between the check and the write.
   */
  const canTransfer = (facility: { readonly id: number }, heirId: string) =>
    policy("ownership", "transfer", (actor) =>
      Effect.flatMap(memberships.lockedRelations(facility.id, [actor.accountId, heirId]), (locked) =>
        !canTransferOwnership(actor, locked.get(actor.accountId) ?? null)
          ? Effect.succeed(false)
          : isConfirmedTeacher(locked.get(heirId) ?? null)
          ? Effect.succeed(true)
          : Effect.fail(apiError("ERROR_BAD_REQUEST", { account_id: ["FIELD_INVALID"] }))))

  return { canTransfer } as const
})

/** Who may pass a facility on, and to whom. */
export class OwnershipPolicy extends Context.Service<OwnershipPolicy, Effect.Success<typeof makeOwnershipPolicy>>()(
  "@pociecha/server/OwnershipPolicy"
) {
  static readonly layer = Layer.effect(OwnershipPolicy, makeOwnershipPolicy)
}
