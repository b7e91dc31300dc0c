import {
  apiError,
  canTransferOwnership,
  displayName,
  isConfirmedTeacher,
  PociechaApi,
  type FacilityRelation,
  type ViewerClaims
} from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { verifyPassword } from "../../auth/password"
import { inTransaction, sqlFailureAsDefect } from "../../db/sqlDefects"
import { ownershipPassedMail, ownershipReceivedMail } from "../../mail/ownershipNotices"
import { Outbox } from "../../mail/outbox"
import { AccountRepository, type AccountRow } from "../../repositories/accountRepository"
import { facilityFacts } from "../../repositories/facilityLookup"
import { facilityRelationOf } from "../../repositories/facilityRelation"
import { MembershipRepository } from "../../repositories/membershipRepository"
import { ServerConfig } from "../../services"
import { requireViewer } from "../middleware/authentication"
import { clientAddress } from "../middleware/clientAddress"

/** Core's rules of a transfer (management 4): the caller is the OWNER (else 403), the heir an accepted teacher (else 400). */
const checkTransfer = (viewer: ViewerClaims, owner: FacilityRelation | null, heir: FacilityRelation | null) =>
  !canTransferOwnership(viewer, owner)
    ? Effect.fail(apiError("ERROR_INSUFFICIENT_PERMISSIONS"))
    : !isConfirmedTeacher(heir)
    ? Effect.fail(apiError("ERROR_BAD_REQUEST", { account_id: ["FIELD_INVALID"] }))
    : Effect.void

const shownName = (account: AccountRow) => displayName(account) ?? account.email

/**
 * Passing a facility to one of its teachers (management 2.4 teachers, 4): only its OWNER, who
 * confirms with their password (checked like a login, so it counts against the same limits).
 * Irreversible, in one transaction: the teacher becomes the OWNER, the owner a teacher with no
 * permissions; both are mailed.
 */
export const OwnershipHandlers = HttpApiBuilder.group(PociechaApi, "ownership", (handlers) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const memberships = yield* MembershipRepository
    const accounts = yield* AccountRepository
    const outbox = yield* Outbox
    const abuse = yield* AbuseGuard
    const config = yield* ServerConfig

    return handlers.handle("transfer", ({ params, payload }) =>
      Effect.gen(function*() {
        const viewer = yield* requireViewer
        const facility = yield* sqlFailureAsDefect(facilityFacts(sql, params.id, "any"))
        if (facility === null) return yield* Effect.fail(apiError("ERROR_FACILITY_NOT_FOUND"))
        const relationOf = (accountId: string) => sqlFailureAsDefect(facilityRelationOf(sql, facility.id, accountId))
        // Checked before the password, so that no one but the owner gets to guess it here.
        yield* checkTransfer(viewer, yield* relationOf(viewer.accountId), yield* relationOf(payload.account_id))
        const owner = yield* accounts.byId(viewer.accountId)
        if (owner === null) return yield* Effect.fail(apiError("ERROR_ACCOUNT_NOT_FOUND"))
        const passwordMatches = Effect.promise(() => verifyPassword(payload.password, owner.password_hash))
        if (!(yield* abuse.guardLogin(owner.email, yield* clientAddress, passwordMatches, owner.id))) {
          return yield* Effect.fail(apiError("ERROR_BAD_PASSWORD", { password: ["ERROR_BAD_PASSWORD"] }))
        }
        yield* inTransaction(sql, Effect.gen(function*() {
          // Read again under lock: a transfer, resignation or decision running at once changed nothing in between.
          const locked = yield* memberships.lockedRelations(facility.id, [owner.id, payload.account_id])
          yield* checkTransfer(viewer, locked.get(owner.id) ?? null, locked.get(payload.account_id) ?? null)
          yield* memberships.passOwnership(facility.id, owner.id, payload.account_id)
          const heir = (yield* accounts.byId(payload.account_id))!
          const area = `${config.publicUrl}/user_facility/${facility.slug ?? facility.id}`
          yield* outbox.enqueue(heir.email, ownershipReceivedMail[heir.language](facility.name, shownName(owner), area, heir.name ?? ""))
          yield* outbox.enqueue(owner.email, ownershipPassedMail[owner.language](facility.name, shownName(heir), owner.name ?? ""))
        }))
        return yield* accounts.userView((yield* accounts.byId(owner.id))!)
      }))
  }))
