import { apiError, PociechaApi } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { auditPolicy } from "../../policy/auditPolicy"
import { policyUse } from "../../policy/policy"
import { supportFacilityPolicy } from "../../policy/supportFacilityPolicy"
import { SupportFacilityRepository } from "../../repositories/supportFacilityRepository"
import { requireViewer } from "../middleware/authentication"
import { SupportFacilityService } from "../services/supportFacilityService"

const orNotFound = <A>(found: A | null) => (found === null ? Effect.fail(apiError("ERROR_FACILITY_NOT_FOUND")) : Effect.succeed(found))

/**
 * The support panel's Facilities screen (management 2.9, issue 18): support staff list and read
 * any facility, edit its features and delete it; each write is in the audit trail.
 */
export const SupportFacilityHandlers = HttpApiBuilder.group(PociechaApi, "supportFacilities", (handlers) =>
  Effect.gen(function*() {
    const facilities = yield* SupportFacilityRepository
    const service = yield* SupportFacilityService
    const read = policyUse(supportFacilityPolicy.canRead())

    return handlers
      .handle("list", ({ query }) => facilities.page({ status: query.status, q: query.q, page: query.page ?? 1 }).pipe(read))
      .handle("get", ({ params }) => Effect.flatMap(facilities.find(params.id), orNotFound).pipe(read))
      .handle("deletion", ({ params }) => Effect.flatMap(facilities.deletion(params.id), orNotFound).pipe(read))
      .handle("update", ({ params, payload }) =>
        Effect.flatMap(requireViewer, (support) => service.update(support, params.id, payload)).pipe(
          policyUse(supportFacilityPolicy.canEdit()),
          policyUse(auditPolicy.canRecord())
        ))
      .handle("remove", ({ params }) =>
        Effect.flatMap(requireViewer, (support) => service.remove(support, params.id)).pipe(
          policyUse(supportFacilityPolicy.canDelete()),
          policyUse(auditPolicy.canRecord())
        ))
  }))
