import { apiError, canMoveApplication, type ApplicationPayload, type ApplicationStatus, type ViewerClaims } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { inTransaction } from "../../db/sqlDefects"
import { applicationReceivedMail, applicationStatusMail, applicationStatusNames, unclaimedApplicationMail } from "../../mail/applicationNotices"
import { Outbox } from "../../mail/outbox"
import { AccountRepository } from "../../repositories/accountRepository"
import { ApplicationRepository } from "../../repositories/applicationRepository"
import type { FacilityFacts } from "../../repositories/facilityRepository"
import { LegalRepository } from "../../repositories/legalRepository"
import { MembershipRepository } from "../../repositories/membershipRepository"
import { policyUse, signedInPolicy } from "../../policy/policy"
import { ServerConfig } from "../../services"

const makeApplicationService = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const applications = yield* ApplicationRepository
  const accounts = yield* AccountRepository
  const memberships = yield* MembershipRepository
  const legal = yield* LegalRepository
  const outbox = yield* Outbox
  const config = yield* ServerConfig

  /**
   * Stores a parent's application with the legal texts it was sent under, and tells the
   * facility's runners — or, when nobody runs it, its public address, with an invitation to
   * claim the profile — in one transaction (409 while the same child's application is open).
   */
  const apply = (parent: ViewerClaims, facility: FacilityFacts, payload: ApplicationPayload) =>
    inTransaction(sql, Effect.gen(function*() {
      const id = yield* applications.create(parent.accountId, payload)
      if (id === null) return yield* Effect.fail(apiError("ERROR_CONFLICT"))
      // Which regulations and privacy notice the form was sent under (it names them), kept with the application.
      yield* legal.acceptCurrent({ accountId: parent.accountId, applicationId: id }, "application")
        .pipe(policyUse(signedInPolicy("consent", "give")))
      const runners = yield* memberships.runners(facility.id)
      for (const runner of runners) {
        const link = `${config.publicUrl}/user_facility/${facility.id}/applications`
        yield* outbox.enqueue(runner.email, applicationReceivedMail[runner.language](facility.name, link, runner.name ?? ""))
      }
      if (runners.length === 0 && facility.email !== null && facility.email.trim() !== "") {
        const { facility_id: _facility, ...details } = payload
        const profileLink = `${config.publicUrl}/placowka/${facility.slug ?? facility.id}`
        // The facility is Polish and its language unknown: its public address is written to in Polish.
        yield* outbox.enqueue(facility.email.trim(), unclaimedApplicationMail.pl(facility.name, details, profileLink))
      }
      return yield* applications.ofFacility(facility.id, id)
    }))

  /**
   * Moves an application of the facility on (spec 3.10: only along core's canMoveApplication)
   * and tells the parent; the row is locked, so two moves at once are checked one after the
   * other, each from where the other left it.
   */
  const move = (facility: FacilityFacts, applicationId: number, status: ApplicationStatus) =>
    inTransaction(sql, Effect.gen(function*() {
      const { account_id: parentId, ...current } = yield* applications.ofFacility(facility.id, applicationId, "lock")
      if (current.status === status) return current
      if (!canMoveApplication(current.status, status)) {
        return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", { status: ["APPLICATION_STATUS_MOVE_INVALID"] }))
      }
      yield* applications.setStatus(current.id, status)
      const parent = parentId === null ? null : yield* accounts.byId(parentId)
      if (parent !== null) {
        const statusName = applicationStatusNames[parent.language][status]
        const child = `${current.child_name} ${current.child_surname}`
        const mail = applicationStatusMail[parent.language](facility.name, child, statusName, `${config.publicUrl}/user/profile`, parent.name ?? "")
        yield* outbox.enqueue(parent.email, mail)
      }
      const { account_id: _parent, ...moved } = yield* applications.ofFacility(facility.id, current.id)
      return moved
    }))

  return { apply, move } as const
})

/** Recruitment applications' use cases: sending one and moving it on, each with its mail. */
export class ApplicationService extends Context.Service<ApplicationService, Effect.Success<typeof makeApplicationService>>()(
  "@pociecha/server/ApplicationService"
) {
  static readonly layer = Layer.effect(ApplicationService, makeApplicationService)
}
