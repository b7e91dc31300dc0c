import { apiError, PociechaApi, validateChildBirthDate } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { ApplicationPolicy } from "../../policy/applicationPolicy"
import { policyUse } from "../../policy/policy"
import { ApplicationRepository } from "../../repositories/applicationRepository"
import { FacilityRepository } from "../../repositories/facilityRepository"
import { requireViewer } from "../middleware/authentication"
import { ApplicationService } from "../services/applicationService"
import { warsawToday } from "../services/warsawToday"
import { ApplicationChoiceRepository } from "../../repositories/applicationChoiceRepository"
import { authorizedOnFacility } from "./authorizedOnFacility"


/**
 * Recruitment applications (spec 2.9, 3.10): a parent applies for a child of 0–7 years; the
 * facility's runners are told (or, when nobody runs it, its public address gets the application
 * and an invitation to claim the profile); the facility moves it on and the parent hears of it.
 */
export const ApplicationsHandlers = HttpApiBuilder.group(PociechaApi, "applications", (handlers) =>
  Effect.gen(function*() {
    const facilities = yield* FacilityRepository
    const applications = yield* ApplicationRepository
    const choices = yield* ApplicationChoiceRepository
    const service = yield* ApplicationService
    const policies = yield* ApplicationPolicy
    const abuse = yield* AbuseGuard

    return handlers
      .handle("apply", ({ payload }) =>
        Effect.gen(function*() {
          const viewer = yield* requireViewer
          const birthDateProblem = validateChildBirthDate(payload.child_birth_date, warsawToday())
          if (birthDateProblem !== null) {
            return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", { child_birth_date: [birthDateProblem] }))
          }
          // One facility (`facility_id`) or a submission to several (`facility_ids`, issue 20): exactly one of the two.
          const { facility_id: single, facility_ids: several } = payload
          if ((single === undefined) === (several === undefined)) {
            return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", { facility_ids: ["APPLICATION_FACILITY_ONE_OF"] }))
          }
          // Each copy is an application to a facility: each counts against the parent's budget.
          for (const _copy of several ?? [single]) yield* abuse.spend("applicationsPerUser", viewer.accountId)
          if (single !== undefined) {
            const facility = yield* facilities.findOr404(single, "public")
            return yield* service.apply(viewer, facility, payload).pipe(policyUse(policies.canApply()))
          }
          const chosen = yield* Effect.forEach(several ?? [], (id) => facilities.findOr404(id, "public"))
          return yield* service.applyToMany(viewer, chosen, payload).pipe(policyUse(policies.canApply()))
        }))
      .handle("mine", () => Effect.flatMap(requireViewer, (viewer) => choices.parentList(viewer.accountId)))
      .handle("withdraw", ({ params, payload }) =>
        service.withdraw(params.application, payload.scope))
      .handle("received", ({ params }) =>
        authorizedOnFacility(facilities, params.id, policies.canDecide, (facility) => applications.list({ facility: facility.id })))
      .handle("setStatus", ({ params, payload }) =>
        authorizedOnFacility(facilities, params.id, policies.canDecide, (facility) =>
          service.move(facility, params.application, payload.status)))
  }))
