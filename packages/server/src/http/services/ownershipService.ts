import { apiError, displayName, type ViewerClaims } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { verifyPassword } from "../../auth/password"
import { inTransaction } from "../../db/sqlDefects"
import { ownershipPassedMail, ownershipReceivedMail } from "../../mail/ownershipNotices"
import { Outbox } from "../../mail/outbox"
import { OwnershipPolicy } from "../../policy/ownershipPolicy"
import { policyUse } from "../../policy/policy"
import { AccountRepository, type AccountRow } from "../../repositories/accountRepository"
import type { FacilityFacts } from "../../repositories/facilityRepository"
import { MembershipRepository } from "../../repositories/membershipRepository"
import { ServerConfig } from "../../services"

const shownName = (account: AccountRow) => displayName(account) ?? account.email

const makeOwnershipService = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const memberships = yield* MembershipRepository
  const accounts = yield* AccountRepository
  const policies = yield* OwnershipPolicy
  const outbox = yield* Outbox
  const abuse = yield* AbuseGuard
  const config = yield* ServerConfig

  /**
   * Passes the facility from its OWNER, the caller, to `heirId` (management 4): the policy first
   * (before the password, so that no one but the owner gets to guess it here); then the password,
   * checked like a login from the confirmation's client address (it counts against the same
   * limits); then, in one transaction, the policy again under lock, the change and both mails.
   * The former owner's account as it is then.
   */
  const transfer = (
    caller: ViewerClaims,
    facility: FacilityFacts,
    heirId: string,
    confirmation: { readonly password: string; readonly from: string }
  ) =>
    Effect.gen(function*() {
      const mayTransfer = policies.canTransfer(facility, heirId)
      yield* mayTransfer
      const owner = yield* accounts.byId(caller.accountId)
      if (owner === null) return yield* Effect.fail(apiError("ERROR_ACCOUNT_NOT_FOUND"))
      const passwordMatches = Effect.promise(() => verifyPassword(confirmation.password, owner.password_hash))
      if (!(yield* abuse.guardLogin(owner.email, confirmation.from, passwordMatches, owner.id))) {
        return yield* Effect.fail(apiError("ERROR_BAD_PASSWORD", { password: ["ERROR_BAD_PASSWORD"] }))
      }
      yield* inTransaction(sql, Effect.gen(function*() {
        // Checked again under lock: a transfer, resignation or decision running at once changed nothing in between.
        yield* memberships.passOwnership(facility.id, owner.id, heirId).pipe(policyUse(mayTransfer))
        const heir = (yield* accounts.byId(heirId))!
        const area = `${config.publicUrl}/user_facility/${facility.slug ?? facility.id}`
        yield* outbox.enqueue(heir.email, ownershipReceivedMail[heir.language](facility.name, shownName(owner), area, heir.name ?? ""))
        yield* outbox.enqueue(owner.email, ownershipPassedMail[owner.language](facility.name, shownName(heir), owner.name ?? ""))
      }))
      return yield* accounts.userView((yield* accounts.byId(owner.id))!)
    })

  return { transfer } as const
})

/** Passing a facility on: the owner's password, the change under lock, and the mails. */
export class OwnershipService extends Context.Service<OwnershipService, Effect.Success<typeof makeOwnershipService>>()(
  "@pociecha/server/OwnershipService"
) {
  // The transfer is checked twice, the second time under the transaction's lock: the service runs the policy itself.
  static readonly layer = Layer.effect(OwnershipService, makeOwnershipService).pipe(Layer.provide(OwnershipPolicy.layer))
}
