import { apiError, PociechaApi } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { OpinionPolicy } from "../../policy/opinionPolicy"
import { policyUse } from "../../policy/policy"
import { FacilityRepository } from "../../repositories/facilityRepository"
import { OpinionRepository } from "../../repositories/opinionRepository"
import { requireViewer } from "../middleware/authentication"
import { authorizedOnFacility } from "./authorizedOnFacility"

/**
 * Opinions (spec 2.7, 2.8, 4.3): the landing page's recent ones, writing one (pending moderation),
 * a profile's published ones, one's own, and — for those who run the facility — all of its
 * opinions (a page, or one) and answering them.
 */
export const OpinionHandlers = HttpApiBuilder.group(PociechaApi, "opinions", (handlers) =>
  Effect.gen(function*() {
    const opinions = yield* OpinionRepository
    const facilities = yield* FacilityRepository
    const policies = yield* OpinionPolicy
    const abuse = yield* AbuseGuard

    /** The public facility a route's `:id` (a number or a slug) names. */
    const facilityOf = (idOrSlug: string) =>
      Effect.flatMap(facilities.profileRef(idOrSlug), (facility) =>
        facility === null ? Effect.fail(apiError("ERROR_FACILITY_NOT_FOUND")) : Effect.succeed(facility))

    return handlers
      .handle("recent", ({ query }) => opinions.recent(query.limit ?? 6))
      .handle("create", ({ payload }) =>
        Effect.gen(function*() {
          const viewer = yield* requireViewer
          const facility = yield* facilityOf(String(payload.facility_id))
          return yield* Effect.gen(function*() {
            yield* abuse.spend("opinionsPerUser", viewer.accountId)
            const id = yield* opinions.create(viewer.accountId, { ...payload, facility_id: facility.id })
            if (id === null) return yield* Effect.fail(apiError("ERROR_OPINION_ALREADY_ADDED"))
            return { id, status: "pending" as const }
          }).pipe(policyUse(policies.canWrite(facility)))
        }))
      .handle("ofFacility", ({ params, query }) =>
        Effect.flatMap(facilityOf(params.id), (facility) => opinions.published(facility.id, query.page ?? 1)))
      .handle("mine", () => Effect.flatMap(requireViewer, (viewer) => opinions.mine(viewer.accountId)))
      .handle("received", ({ params, query }) =>
        authorizedOnFacility(facilities, params.id, policies.canAnswer, (facility) => opinions.received(facility.id, query.page ?? 1)))
      .handle("receivedOne", ({ params }) =>
        authorizedOnFacility(facilities, params.id, policies.canAnswer, (facility) =>
          Effect.flatMap(opinions.receivedOne(facility.id, params.opinionId), (opinion) =>
            // Another facility's opinion is as absent as one never written: its id tells nothing.
            opinion === null ? Effect.fail(apiError("ERROR_OPINION_NOT_FOUND")) : Effect.succeed(opinion))))
      .handle("answer", ({ params, payload }) =>
        Effect.gen(function*() {
          const viewer = yield* requireViewer
          const opinion = yield* opinions.facts(params.id)
          // Only a published opinion can be answered: a pending one may never be shown.
          if (opinion === null || opinion.status !== "accepted") return yield* Effect.fail(apiError("ERROR_OPINION_NOT_FOUND"))
          return yield* opinions.answer(opinion.id, viewer.accountId, payload.content).pipe(policyUse(policies.canAnswer({ id: opinion.facility_id })))
        }))
  }))
