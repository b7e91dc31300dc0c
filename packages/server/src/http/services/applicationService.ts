import {
  apiError, canMoveApplication, canWithdrawApplication, childAgeGroup, type ApplicationPayload, type ApplicationStatus,
  type ApplicationWithdrawPayload, type ViewerClaims
} from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { inTransaction } from "../../db/sqlDefects"
import { applicationReceivedMail, applicationStatusMail, applicationStatusNames, unclaimedApplicationMail } from "../../mail/applicationNotices"
import { Outbox } from "../../mail/outbox"
import { AccountRepository } from "../../repositories/accountRepository"
import { ApplicationChoiceRepository } from "../../repositories/applicationChoiceRepository"
import { ApplicationRepository } from "../../repositories/applicationRepository"
import { ApplicationPolicy } from "../../policy/applicationPolicy"
import { warsawToday } from "./warsawToday"
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
  const choices = yield* ApplicationChoiceRepository
  const policies = yield* ApplicationPolicy

  /**
   * Stores a parent's application to one facility with the legal texts it was sent under, and
   * tells the facility's runners — or, when nobody runs it, its public address, with an
   * invitation to claim the profile (409 while the same child's application there is open).
   */
  const send = (parent: ViewerClaims, facility: FacilityFacts, payload: ApplicationPayload) =>
    Effect.gen(function*() {
      const id = yield* applications.create(parent.accountId, facility.id, payload)
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
        const { facility_id: _facility, facility_ids: _facilities, ...details } = payload
        const profileLink = `${config.publicUrl}/placowka/${facility.slug ?? facility.id}`
        // The facility is Polish and its language unknown: its public address is written to in Polish.
        yield* outbox.enqueue(facility.email.trim(), unclaimedApplicationMail.pl(facility.name, details, profileLink))
      }
      return id
    })

  /** A parent's application to one facility, in one transaction. */
  const apply = (parent: ViewerClaims, facility: FacilityFacts, payload: ApplicationPayload) =>
    inTransaction(sql, Effect.flatMap(send(parent, facility, payload), (id) => applications.ofFacility(facility.id, id)))

  /**
   * One form to several facilities (issue 20): a copy to each, as if sent alone, and the
   * parent's priority order kept on the parent's side (the submission), all or nothing — one
   * copy refused (409) sends none.
   */
  const applyToMany = (parent: ViewerClaims, chosen: ReadonlyArray<FacilityFacts>, payload: ApplicationPayload) =>
    inTransaction(sql, Effect.gen(function*() {
      const groupId = yield* choices.createGroup(parent.accountId)
      for (const [index, facility] of chosen.entries()) {
        const id = yield* send(parent, facility, payload)
        yield* choices.addChoice(groupId, id, index + 1)
      }
      return { group_id: groupId, applications: yield* choices.parentList(parent.accountId, groupId) }
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
      yield* applications.setStatus(current.id, status, childAgeGroup(current.child_birth_date, warsawToday()))
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

  /**
   * The parent withdraws an application (`this`) or, once a facility accepted, every other copy
   * of its submission still open (`others`) — in one transaction, the rows locked so that a
   * facility's move at the same time is checked against the withdrawal. Answers the parent's
   * copies of the submission (or the one application sent alone).
   */
  const withdraw = (applicationId: number, scope: ApplicationWithdrawPayload["scope"]) =>
    inTransaction(sql, Effect.gen(function*() {
      const named = yield* choices.lockOne(applicationId)
      const actor = yield* policies.canWithdraw(named)
      const copies = named.group_id === null ? [named] : yield* choices.lockGroup(named.group_id)
      const targets = scope === "this" ? [named] : copies.filter((copy) => copy.id !== named.id)
      if (scope === "this" && !canWithdrawApplication(named.status)) {
        return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", { scope: ["APPLICATION_WITHDRAW_INVALID"] }))
      }
      yield* choices.withdraw(targets.filter((copy) => canWithdrawApplication(copy.status)).map((copy) => copy.id))
        .pipe(policyUse(Effect.succeed(actor)))
      return yield* choices.parentList(actor.accountId, named.group_id).pipe(
        Effect.map((rows) => named.group_id === null ? rows.filter((row) => row.id === named.id) : rows)
      )
    }))

  return { apply, applyToMany, move, withdraw } as const
})

/** Recruitment applications' use cases: sending one or a submission to several, moving one on, the parent withdrawing. */
export class ApplicationService extends Context.Service<ApplicationService, Effect.Success<typeof makeApplicationService>>()(
  "@pociecha/server/ApplicationService"
) {
  static readonly layer = Layer.effect(ApplicationService, makeApplicationService).pipe(Layer.provide(ApplicationPolicy.layer))
}
