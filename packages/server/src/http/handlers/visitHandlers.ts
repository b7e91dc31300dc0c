import { PociechaApi } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { policyUse } from "../../policy/policy"
import { VisitPolicy } from "../../policy/visitPolicy"
import { FacilityRepository } from "../../repositories/facilityRepository"
import { VisitRepository } from "../../repositories/visitRepository"
import { requireViewer } from "../middleware/authentication"
import { VisitService } from "../services/visitService"
import { authorizedOnFacility } from "./authorizedOnFacility"

/**
 * Visits and open days (issue 20): everyone reads a facility's upcoming slots with the places
 * left; those who run it publish and withdraw them and see who booked; a signed-in parent books a
 * place, lists and cancels their bookings.
 */
export const VisitsHandlers = HttpApiBuilder.group(PociechaApi, "visits", (handlers) =>
  Effect.gen(function*() {
    const facilities = yield* FacilityRepository
    const visits = yield* VisitRepository
    const service = yield* VisitService
    const policies = yield* VisitPolicy
    const abuse = yield* AbuseGuard

    return handlers
      .handle("slots", ({ params }) =>
        Effect.flatMap(facilities.findOr404(params.id, "public"), (facility) => visits.upcoming(facility.id)))
      .handle("bookedSlots", ({ params }) =>
        authorizedOnFacility(facilities, params.id, policies.canManage, (facility) => visits.withGuests(facility.id)))
      .handle("publishSlot", ({ params, payload }) =>
        authorizedOnFacility(facilities, params.id, policies.canManage, (facility) => service.publish(facility, payload)))
      .handle("withdrawSlot", ({ params }) =>
        authorizedOnFacility(facilities, params.id, policies.canManage, (facility) => service.withdraw(facility, params.slot)))
      .handle("book", ({ payload }) =>
        Effect.gen(function*() {
          const viewer = yield* requireViewer
          yield* abuse.spend("visitBookingsPerUser", viewer.accountId)
          return yield* service.book(viewer, payload.slot_id).pipe(policyUse(policies.canBook()))
        }))
      .handle("mine", () => Effect.flatMap(requireViewer, (viewer) => visits.mine(viewer.accountId)))
      .handle("cancel", ({ params }) =>
        Effect.flatMap(requireViewer, (viewer) => service.cancel(viewer, params.booking).pipe(policyUse(policies.canCancel()))))
  }))
