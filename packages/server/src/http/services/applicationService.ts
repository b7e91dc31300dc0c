import { apiError, canMoveApplication, canWithdrawApplication, type ApplicationPayload, type ApplicationStatus, type ViewerClaims } from "@pociecha/core"
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
import { ApplicationPolicy } from "../../policy/applicationPolicy"
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
  const policies = yield* ApplicationPolicy

  /**
   * Tells the facility's runners of a new application copy — or, when nobody runs it, its public
   * address, with the application and an invitation to claim the profile.
   */
  const notifyFacility = (facility: FacilityFacts, payload: ApplicationPayload) =>
    Effect.gen(function*() {
      const runners = yield* memberships.runners(facility.id)
      for (const runner of runners) {
        const link = `${config.publicUrl}/user_facility/${facility.id}/applications`
        yield* outbox.enqueue(runner.email, applicationReceivedMail[runner.language](facility.name, link, runner.name ?? ""))
      }
      if (runners.length === 0 && facility.email !== null && facility.email.trim() !== "") {
        // Which other facilities the parent chose never goes into the copy a facility gets.
        const { facility_id: _facility, facility_ids: _choices, ...details } = payload
        const profileLink = `${config.publicUrl}/placowka/${facility.slug ?? facility.id}`
        // The facility is Polish and its language unknown: its public address is written to in Polish.
        yield* outbox.enqueue(facility.email.trim(), unclaimedApplicationMail.pl(facility.name, details, profileLink))
      }
    })

  /** Stores one facility's copy with the legal texts it was sent under and tells the facility (409 while the same child's is open). */
  const sendCopy = (parent: ViewerClaims, facility: FacilityFacts, payload: ApplicationPayload) =>
    Effect.gen(function*() {
      const id = yield* applications.create(parent.accountId, facility.id, payload)
      if (id === null) return yield* Effect.fail(apiError("ERROR_CONFLICT"))
      // Which regulations and privacy notice the form was sent under (it names them), kept with the application.
      yield* legal.acceptCurrent({ accountId: parent.accountId, applicationId: id }, "application")
        .pipe(policyUse(signedInPolicy("consent", "give")))
      yield* notifyFacility(facility, payload)
      return id
    })

  /**
   * Stores a parent's application to one facility, in one transaction (409 while the same
   * child's application is open).
   */
  const apply = (parent: ViewerClaims, facility: FacilityFacts, payload: ApplicationPayload) =>
    inTransaction(sql, Effect.flatMap(sendCopy(parent, facility, payload), (id) => applications.ofFacility(facility.id, id)))

  /**
   * Sends the same form to several facilities in the parent's priority order (issue 20): one
   * copy each, linked by a new submission whose order only the parent's side keeps; all or
   * nothing (one open application of the child to any of them answers 409). Answers the first
   * choice's copy, as the parent sees it.
   */
  const applyToMany = (parent: ViewerClaims, facilities: ReadonlyArray<FacilityFacts>, payload: ApplicationPayload) =>
    inTransaction(sql, Effect.gen(function*() {
      const groupId = crypto.randomUUID()
      const ids: Array<number> = []
      for (const [index, facility] of facilities.entries()) {
        const id = yield* sendCopy(parent, facility, payload)
        yield* applications.addChoice(id, parent.accountId, groupId, index + 1)
        ids.push(id)
      }
      const { application } = yield* applications.ofAccount(parent.accountId, ids[0]!)
      return application
    }))

  /**
   * The parent withdraws their own copy while it is undecided (issue 20: say, once another
   * choice accepted); the row is locked against a facility's move at the same moment.
   */
  const withdraw = (parent: ViewerClaims, applicationId: number) =>
    inTransaction(sql, Effect.gen(function*() {
      const record = yield* applications.ofAccount(parent.accountId, applicationId, "lock")
      const { application } = record
      if (application.status === "withdrawn") return application
      if (!canWithdrawApplication(application.status)) {
        return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", { status: ["APPLICATION_STATUS_MOVE_INVALID"] }))
      }
      yield* applications.withdraw(application.id).pipe(policyUse(policies.canWithdraw(record)))
      return (yield* applications.ofAccount(parent.accountId, application.id)).application
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

  return { apply, applyToMany, withdraw, move } as const
})

/** Recruitment applications' use cases: sending one and moving it on, each with its mail. */
export class ApplicationService extends Context.Service<ApplicationService, Effect.Success<typeof makeApplicationService>>()(
  "@pociecha/server/ApplicationService"
) {
  static readonly layer = Layer.effect(ApplicationService, makeApplicationService).pipe(Layer.provide(ApplicationPolicy.layer))
}
