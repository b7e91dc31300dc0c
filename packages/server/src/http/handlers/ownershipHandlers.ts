import { PociechaApi } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { FacilityRepository } from "../../repositories/facilityRepository"
import { requireViewer } from "../middleware/authentication"
import { clientAddress } from "../middleware/clientAddress"
import { OwnershipService } from "../services/ownershipService"

/**
 * Passing a facility to one of its teachers (management 2.4 teachers, 4): only its OWNER, who
 * confirms with their password. Irreversible, in one transaction: the teacher becomes the OWNER,
 * the owner a teacher with no permissions; both are mailed (the ownership service).
 */
export const OwnershipHandlers = HttpApiBuilder.group(PociechaApi, "ownership", (handlers) =>
  Effect.gen(function*() {
    const facilities = yield* FacilityRepository
    const service = yield* OwnershipService

    return handlers.handle("transfer", ({ params, payload }) =>
      Effect.gen(function*() {
        const viewer = yield* requireViewer
        const facility = yield* facilities.findOr404(params.id, "any")
        return yield* service.transfer(viewer, facility, payload.account_id, { password: payload.password, from: yield* clientAddress })
      }))
  }))
