import { apiError, isSupportCaller, PociechaApi } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { Geocoder } from "../../geocoding/geocoder"
import { FacilityPolicy } from "../../policy/facilityPolicy"
import { policyUse } from "../../policy/policy"
import { FacilityEditRepository } from "../../repositories/facilityEditRepository"
import { FacilityRepository } from "../../repositories/facilityRepository"
import { requireViewer } from "../middleware/authentication"
import { FacilityEditService } from "../services/facilityEditService"

/**
 * Editing a facility's profile (management 2.4, 5, 6, 9): its editors read it and save changed
 * fields (FacilityEditService), the map's markers told by the database (migration 0007) —
 * support changes its package status, anyone reads the limits, a signed-in person looks an
 * address up on the map. 401 before 404 before 403, as every facility route answers.
 */
export const FacilityEditsHandlers = HttpApiBuilder.group(PociechaApi, "facilityEdits", (handlers) =>
  Effect.gen(function*() {
    const facilities = yield* FacilityRepository
    const edits = yield* FacilityEditRepository
    const editing = yield* FacilityEditService
    const policies = yield* FacilityPolicy
    const abuse = yield* AbuseGuard
    const geocoder = yield* Geocoder

    return handlers
      .handle("manage", ({ params }) =>
        Effect.gen(function*() {
          const viewer = yield* requireViewer
          const facility = yield* facilities.findOr404(params.id, "any")
          return yield* edits.managed(facility.id, isSupportCaller(viewer)).pipe(policyUse(policies.canEdit(facility)))
        }))
      .handle("patch", ({ params, query, payload }) =>
        Effect.gen(function*() {
          const viewer = yield* requireViewer
          const facility = yield* facilities.findOr404(params.id, "any")
          return yield* editing.patch(viewer, facility, query.type, payload).pipe(policyUse(policies.canEdit(facility)))
        }))
      .handle("setStatus", ({ params, payload }) =>
        Effect.gen(function*() {
          const facility = yield* facilities.findOr404(params.id, "any")
          if (!(yield* edits.setStatus(facility.id, payload.status))) return yield* Effect.fail(apiError("ERROR_FACILITY_NOT_FOUND"))
          return yield* edits.managed(facility.id, true)
        }).pipe(policyUse(policies.canSetStatus())))
      .handle("userLimits", () => edits.limitRows())
      .handle("geocode", ({ query }) =>
        Effect.gen(function*() {
          const viewer = yield* requireViewer
          yield* abuse.spend("geocodesPerUser", viewer.accountId)
          const found = yield* geocoder.locate(query.q).pipe(
            Effect.tapError((error) => Effect.logWarning("geocoding failed", error.cause)),
            Effect.mapError(() => apiError("ERROR_GEO_SEARCHER"))
          )
          if (found === null) return yield* Effect.fail(apiError("ERROR_NOT_FOUND"))
          return found
        }))
  }))
