import { apiError, canMoveApplication, DISPLAY_TIME_ZONE, PociechaApi, validateChildBirthDate } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { inTransaction, sqlFailureAsDefect } from "../../db/sqlDefects"
import { applicationReceivedMail, applicationStatusMail, applicationStatusNames, unclaimedApplicationMail } from "../../mail/applicationNotices"
import { Outbox } from "../../mail/outbox"
import { AccountRepository } from "../../repositories/accountRepository"
import { ApplicationRepository } from "../../repositories/applicationRepository"
import { LegalRepository } from "../../repositories/legalRepository"
import { facilityFacts, runnersOf } from "../../repositories/facilityLookup"
import { ServerConfig } from "../../services"
import { requireViewer } from "../middleware/authentication"
import { requireRunner } from "./facilityRunner"

// `YYYY-MM-DD` of an instant in Polish time: en-CA writes dates that way.
const warsawDate = new Intl.DateTimeFormat("en-CA", { timeZone: DISPLAY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" })

/**
 * Recruitment applications (spec 2.9, 3.10): a parent applies for a child of 0–7 years; the
 * facility's runners are told (or, when nobody runs it, its public address gets the application
 * and an invitation to claim the profile); the facility moves it on and the parent hears of it.
 */
export const ApplicationsHandlers = HttpApiBuilder.group(PociechaApi, "applications", (handlers) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const applications = yield* ApplicationRepository
    const accounts = yield* AccountRepository
    const outbox = yield* Outbox
    const abuse = yield* AbuseGuard
    const config = yield* ServerConfig
    const legal = yield* LegalRepository

    return handlers
      .handle("apply", ({ payload }) =>
        Effect.gen(function*() {
          const viewer = yield* requireViewer
          const birthDateProblem = validateChildBirthDate(payload.child_birth_date, warsawDate.format(new Date()))
          if (birthDateProblem !== null) {
            return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", { child_birth_date: [birthDateProblem] }))
          }
          yield* abuse.spend("applicationsPerUser", viewer.accountId)
          const facility = yield* sqlFailureAsDefect(facilityFacts(sql, payload.facility_id, "public"))
          if (facility === null) return yield* Effect.fail(apiError("ERROR_FACILITY_NOT_FOUND"))
          return yield* inTransaction(sql, Effect.gen(function*() {
            const id = yield* applications.create(viewer.accountId, payload)
            if (id === null) return yield* Effect.fail(apiError("ERROR_CONFLICT"))
            // Which regulations and privacy notice the form was sent under (it names them), kept with the application.
            yield* legal.acceptCurrent({ accountId: viewer.accountId, applicationId: id }, "application")
            const runners = yield* runnersOf(sql, facility.id)
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
            return (yield* applications.ofFacility(facility.id, id))!
          }))
        }))
      .handle("mine", () => Effect.flatMap(requireViewer, (viewer) => applications.list({ account: viewer.accountId })))
      .handle("received", ({ params }) =>
        Effect.flatMap(requireRunner(sql, params.id), ({ facility }) => applications.list({ facility: facility.id })))
      .handle("setStatus", ({ params, payload }) =>
        Effect.gen(function*() {
          const { facility } = yield* requireRunner(sql, params.id)
          return yield* inTransaction(sql, Effect.gen(function*() {
            // Locked: two moves at once are checked one after the other, each from where the other left it.
            const application = yield* applications.ofFacility(facility.id, params.application, "lock")
            if (application === null) return yield* Effect.fail(apiError("ERROR_NOT_FOUND"))
            const { account_id: parentId, ...current } = application
            if (current.status === payload.status) return current
            if (!canMoveApplication(current.status, payload.status)) {
              return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", { status: ["APPLICATION_STATUS_MOVE_INVALID"] }))
            }
            yield* applications.setStatus(current.id, payload.status)
            const parent = parentId === null ? null : yield* accounts.byId(parentId)
            if (parent !== null) {
              const status = applicationStatusNames[parent.language][payload.status]
              const child = `${current.child_name} ${current.child_surname}`
              const mail = applicationStatusMail[parent.language](facility.name, child, status, `${config.publicUrl}/user/profile`, parent.name ?? "")
              yield* outbox.enqueue(parent.email, mail)
            }
            const { account_id: _parent, ...moved } = (yield* applications.ofFacility(facility.id, current.id))!
            return moved
          }))
        }))
  }))
