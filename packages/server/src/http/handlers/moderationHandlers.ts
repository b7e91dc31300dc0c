import { apiError, PociechaApi, type ViewerClaims } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { inTransaction } from "../../db/sqlDefects"
import { AuditRepository } from "../../repositories/auditRepository"
import { auditPolicy } from "../../policy/auditPolicy"
import { moderationPolicy } from "../../policy/moderationPolicy"
import { policyUse } from "../../policy/policy"
import { reportPolicy } from "../../policy/reportPolicy"
import { ModerationRepository } from "../../repositories/moderationRepository"
import { OpinionRepository } from "../../repositories/opinionRepository"
import { ReportRepository } from "../../repositories/reportRepository"
import { requireViewer } from "../middleware/authentication"
import { ModerationService } from "../services/moderationService"

/**
 * The moderation desk (spec 4.3; issue 18), support staff only: the paged, filtered list of
 * opinions and answers, verdicts on them one by one or many at once (the moderation service),
 * the reports of one opinion, and all reports.
 */
export const ModerationHandlers = HttpApiBuilder.group(PociechaApi, "moderation", (handlers) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const moderation = yield* ModerationRepository
    const opinions = yield* OpinionRepository
    const reports = yield* ReportRepository
    const audit = yield* AuditRepository
    const service = yield* ModerationService

    /** A verdict by the caller, once they may decide and so add to the audit trail. */
    const verdict = <A, E, R>(decide: (moderator: ViewerClaims) => Effect.Effect<A, E, R>) =>
      Effect.flatMap(requireViewer, decide).pipe(policyUse(moderationPolicy.canDecide()), policyUse(auditPolicy.canRecord()))

    return handlers
      .handle("queue", ({ query }) =>
        moderation.page({
          page: query.page ?? 1,
          state: query.state ?? "new",
          order: query.order ?? "oldest",
          reported: query.reported === "true",
          facility: query.facility,
          city: query.city,
          q: query.q
        }).pipe(policyUse(moderationPolicy.canReadQueue())))
      .handle("accept", ({ params, payload }) =>
        verdict((moderator) =>
          service.judgeOpinion(moderator, params.id, { status: "accepted", ...(payload.recommended === undefined ? {} : { recommended: payload.recommended }) })))
      .handle("reject", ({ params, payload }) => verdict((moderator) => service.judgeOpinion(moderator, params.id, { status: "rejected", reason: payload.reason })))
      .handle("acceptAnswer", ({ params }) => verdict((moderator) => service.judgeAnswer(moderator, params.id, { status: "accepted" })))
      .handle("rejectAnswer", ({ params, payload }) =>
        verdict((moderator) => service.judgeAnswer(moderator, params.id, { status: "rejected", reason: payload.reason })))
      .handle("bulk", ({ payload }) => verdict((moderator) => service.judgeMany(moderator, payload)))
      .handle("opinionReports", ({ params }) =>
        Effect.gen(function*() {
          if ((yield* opinions.facts(params.id)) === null) return yield* Effect.fail(apiError("ERROR_OPINION_NOT_FOUND"))
          return yield* reports.ofOpinion(params.id)
        }).pipe(policyUse(reportPolicy.canList())))
      .handle("reports", ({ query }) => reports.list(query.status ?? "open").pipe(policyUse(reportPolicy.canList())))
      .handle("resolveReport", ({ params, payload }) =>
        Effect.flatMap(requireViewer, (moderator) => inTransaction(sql, Effect.gen(function*() {
          const resolved = yield* reports.resolve(params.id, moderator.accountId, payload.resolution)
          if (!resolved) return yield* Effect.fail(apiError("ERROR_REPORT_NOT_FOUND"))
          yield* audit.record({ actorId: moderator.accountId, action: "report.resolve", after: { report: params.id, resolution: payload.resolution ?? null } })
        }))).pipe(policyUse(reportPolicy.canResolve()), policyUse(auditPolicy.canRecord())))
  }))
