import { apiError, canSubscribe, PociechaApi } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { MembershipPolicy } from "../../policy/membershipPolicy"
import { policyUse } from "../../policy/policy"
import { FacilityRepository } from "../../repositories/facilityRepository"
import { MembershipRepository } from "../../repositories/membershipRepository"
import { requireViewer } from "../middleware/authentication"
import { MembershipService } from "../services/membershipService"
import { authorizedOnFacility } from "./authorizedOnFacility"

/**
 * Memberships (spec 4.5; management 2.4): one asks to join a facility as a parent or a teacher and
 * waits; its runners confirm or reject; a parent or teacher resigns (a teacher leaves the facility).
 * Each step mails the other party in the same transaction. Inviting and granting a teacher's
 * permissions are the premium tabs' writes; deciding stays open to every facility, so that a
 * request one received is never left waiting.
 */
export const MembershipsHandlers = HttpApiBuilder.group(PociechaApi, "memberships", (handlers) =>
  Effect.gen(function*() {
    const memberships = yield* MembershipRepository
    const facilities = yield* FacilityRepository
    const service = yield* MembershipService
    const policies = yield* MembershipPolicy

    return handlers
      .handle("subscribe", ({ params, payload }) =>
        Effect.gen(function*() {
          const viewer = yield* requireViewer
          const facility = yield* facilities.findOr404(params.id, "public")
          // One who is its member already (its runners included) has nothing to ask: 409.
          if (!canSubscribe(viewer, yield* memberships.relation(facility.id, viewer.accountId))) {
            return yield* Effect.fail(apiError("ERROR_CONFLICT"))
          }
          return yield* service.subscribe(viewer, facility, payload.role).pipe(policyUse(policies.canSubscribe()))
        }))
      .handle("resign", ({ params }) =>
        Effect.gen(function*() {
          const viewer = yield* requireViewer
          yield* service.resign(viewer, yield* facilities.findOr404(params.id, "public"))
        }))
      .handle("mine", () => Effect.flatMap(requireViewer, (viewer) => memberships.mine(viewer.accountId)))
      .handle("members", ({ params }) =>
        authorizedOnFacility(facilities, params.id, policies.canDecide, (facility) => memberships.members(facility.id)))
      .handle("decide", ({ params, payload }) =>
        authorizedOnFacility(facilities, params.id, policies.canDecide, (facility) => service.decide(facility, params.account, payload.status)))
      .handle("invite", ({ params, payload }) =>
        authorizedOnFacility(facilities, params.id, policies.canInvite, (facility, viewer) => service.invite(viewer, facility, payload)))
      .handle("setPermissions", ({ params, payload }) =>
        authorizedOnFacility(facilities, params.id, policies.canSetPermissions, (facility) =>
          service.setModerator(facility, params.account, payload.moderator)))
  }))
