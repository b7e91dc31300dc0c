import { apiError, canWriteOpinion, PociechaApi } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { FacilityRepository } from "../../repositories/facilityRepository"
import { OpinionRepository } from "../../repositories/opinionRepository"
import { requireViewer } from "../middleware/authentication"
import { requireRunner } from "./facilityRunner"

/**
 * Opinions (spec 2.7, 2.8, 4.3): the landing page's recent ones, writing one (pending moderation),
 * a profile's published ones, one's own, and — for those who run the facility — all of its
 * opinions (a page, or one) and answering them.
 */
export const OpinionHandlers = HttpApiBuilder.group(PociechaApi, "opinions", (handlers) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const opinions = yield* OpinionRepository
    const facilities = yield* FacilityRepository
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
          // Staff praising their own workplace would mislead parents.
          if (!canWriteOpinion(viewer, yield* opinions.relation(facility.id, viewer.accountId))) {
            return yield* Effect.fail(apiError("ERROR_FORBIDDEN"))
          }
          yield* abuse.spend("opinionsPerUser", viewer.accountId)
          const id = yield* opinions.create(viewer.accountId, { ...payload, facility_id: facility.id })
          if (id === null) return yield* Effect.fail(apiError("ERROR_OPINION_ALREADY_ADDED"))
          return { id, status: "pending" as const }
        }))
      .handle("ofFacility", ({ params, query }) =>
        Effect.flatMap(facilityOf(params.id), (facility) => opinions.published(facility.id, query.page ?? 1)))
      .handle("mine", () => Effect.flatMap(requireViewer, (viewer) => opinions.mine(viewer.accountId)))
      .handle("received", ({ params, query }) =>
        Effect.flatMap(requireRunner(sql, params.id), ({ facility }) => opinions.received(facility.id, query.page ?? 1)))
      .handle("receivedOne", ({ params }) =>
        Effect.gen(function*() {
          const { facility } = yield* requireRunner(sql, params.id)
          const opinion = yield* opinions.receivedOne(facility.id, params.opinionId)
          // Another facility's opinion is as absent as one never written: its id tells nothing.
          if (opinion === null) return yield* Effect.fail(apiError("ERROR_OPINION_NOT_FOUND"))
          return opinion
        }))
      .handle("answer", ({ params, payload }) =>
        Effect.gen(function*() {
          yield* requireViewer
          const opinion = yield* opinions.facts(params.id)
          // Only a published opinion can be answered: a pending one may never be shown.
          if (opinion === null || opinion.status !== "accepted") return yield* Effect.fail(apiError("ERROR_OPINION_NOT_FOUND"))
          const { viewer } = yield* requireRunner(sql, opinion.facility_id)
          return yield* opinions.answer(opinion.id, viewer.accountId, payload.content)
        }))
  }))
