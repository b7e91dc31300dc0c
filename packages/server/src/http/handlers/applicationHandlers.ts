import { apiError, DISPLAY_TIME_ZONE, PociechaApi, validateChildBirthDate } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { ApplicationPolicy } from "../../policy/applicationPolicy"
import { policyUse } from "../../policy/policy"
import { ApplicationRepository } from "../../repositories/applicationRepository"
import { FacilityRepository } from "../../repositories/facilityRepository"
import { requireViewer } from "../middleware/authentication"
import { ApplicationService } from "../services/applicationService"
import { authorizedOnFacility } from "./authorizedOnFacility"

// `YYYY-MM-DD` of an instant in Polish time: en-CA writes dates that way.
const warsawDate = new Intl.DateTimeFormat("en-CA", { timeZone: DISPLAY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" })

/**
 * Recruitment applications (spec 2.9, 3.10): a parent applies for a child of 0–7 years; the
 * facility's runners are told (or, when nobody runs it, its public address gets the application
 * and an invitation to claim the profile); the facility moves it on and the parent hears of it.
 */
export const ApplicationsHandlers = HttpApiBuilder.group(PociechaApi, "applications", (handlers) =>
  Effect.gen(function*() {
    const facilities = yield* FacilityRepository
    const applications = yield* ApplicationRepository
    const service = yield* ApplicationService
    const policies = yield* ApplicationPolicy
    const abuse = yield* AbuseGuard

    return handlers
      .handle("apply", ({ payload }) =>
        Effect.gen(function*() {
          const viewer = yield* requireViewer
          const birthDateProblem = validateChildBirthDate(payload.child_birth_date, warsawDate.format(new Date()))
          if (birthDateProblem !== null) {
            return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", { child_birth_date: [birthDateProblem] }))
          }
          yield* abuse.spend("applicationsPerUser", viewer.accountId)
          const facility = yield* facilities.findOr404(payload.facility_id, "public")
          return yield* service.apply(viewer, facility, payload).pipe(policyUse(policies.canApply()))
        }))
      .handle("mine", () => Effect.flatMap(requireViewer, (viewer) => applications.list({ account: viewer.accountId })))
      .handle("received", ({ params }) =>
        authorizedOnFacility(facilities, params.id, policies.canDecide, (facility) => applications.list({ facility: facility.id })))
      .handle("setStatus", ({ params, payload }) =>
        authorizedOnFacility(facilities, params.id, policies.canDecide, (facility) =>
          service.move(facility, params.application, payload.status)))
  }))
