import { apiError, appRoutes, facilityProfilePath, PociechaApi, type Language } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { inTransaction } from "../../db/sqlDefects"
import { answerAcceptedMail, answerRejectedMail, newAnswerMail } from "../../mail/answerNotices"
import { newOpinionMail, opinionAcceptedMail, opinionRejectedMail } from "../../mail/opinionNotices"
import { Outbox } from "../../mail/outbox"
import type { MailContent } from "../../mail/templates"
import { AccountRepository } from "../../repositories/accountRepository"
import { AuditRepository } from "../../repositories/auditRepository"
import { auditPolicy } from "../../policy/auditPolicy"
import { moderationPolicy } from "../../policy/moderationPolicy"
import { policyUse } from "../../policy/policy"
import { reportPolicy } from "../../policy/reportPolicy"
import { ModerationRepository, type Verdict } from "../../repositories/moderationRepository"
import { OpinionRepository, type OpinionFacts } from "../../repositories/opinionRepository"
import { ReportRepository } from "../../repositories/reportRepository"
import { ServerConfig } from "../../services"
import { requireViewer } from "../middleware/authentication"

/**
 * The moderation desk (spec 4.3), support staff only: the queue of pending opinions and answers,
 * verdicts on them, and reports. Each verdict, the facility's recomputed scores and the mail it
 * sends are one transaction; mail goes out only when a verdict changes what stood.
 */
export const ModerationHandlers = HttpApiBuilder.group(PociechaApi, "moderation", (handlers) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const moderation = yield* ModerationRepository
    const opinions = yield* OpinionRepository
    const reports = yield* ReportRepository
    const accounts = yield* AccountRepository
    const outbox = yield* Outbox
    const audit = yield* AuditRepository
    const config = yield* ServerConfig

    const profileLink = (opinion: OpinionFacts) =>
      `${config.publicUrl}${facilityProfilePath({ id: opinion.facility_id, slug: opinion.facility_slug })}`
    const accountLink = `${config.publicUrl}${appRoutes.user}`

    /** Mails an account, when it still exists, a letter in its language. */
    const mailAccount = (accountId: string | null, compose: (language: Language, name: string) => MailContent) =>
      Effect.gen(function*() {
        const account = accountId === null ? null : yield* accounts.byId(accountId)
        if (account !== null) yield* outbox.enqueue(account.email, compose(account.language, account.name ?? ""))
      })

    /** The opinion, locked for the verdict; 404 when there is none. */
    const lockedOpinion = (id: number, missing: "ERROR_OPINION_NOT_FOUND" | "ERROR_ANSWER_NOT_FOUND") =>
      Effect.flatMap(opinions.facts(id, "lock"), (opinion) =>
        opinion === null ? Effect.fail(apiError(missing)) : Effect.succeed(opinion))

    /** The verdict as the audit trail keeps it: the status, and the reason or the recommendation. */
    const verdictFields = (verdict: Verdict) =>
      verdict.status === "rejected" ? { status: verdict.status, reason: verdict.reason.trim() } : { status: verdict.status, recommended: verdict.recommended === true }

    const judgeOpinion = (id: number, verdict: Verdict) =>
      Effect.flatMap(requireViewer, (moderator) =>
        inTransaction(sql, Effect.gen(function*() {
          const opinion = yield* lockedOpinion(id, "ERROR_OPINION_NOT_FOUND")
          yield* moderation.decideOpinion(id, moderator.accountId, verdict)
          yield* audit.record({
            actorId: moderator.accountId,
            action: verdict.status === "accepted" ? "opinion.accept" : "opinion.reject",
            facilityId: opinion.facility_id,
            accountId: opinion.account_id,
            before: { opinion: id, status: opinion.status },
            after: { opinion: id, ...verdictFields(verdict) }
          })
          // Only accepted opinions count: every verdict may change the facility's scores.
          yield* moderation.recomputeScores(opinion.facility_id)
          if (opinion.status === verdict.status) return
          if (verdict.status === "rejected") {
            return yield* mailAccount(opinion.account_id, (language, name) =>
              opinionRejectedMail[language](opinion.facility_name, verdict.reason.trim(), accountLink, name))
          }
          yield* mailAccount(opinion.account_id, (language, name) => opinionAcceptedMail[language](opinion.facility_name, profileLink(opinion), name))
          for (const runner of yield* moderation.opinionNewsRecipients(opinion.facility_id)) {
            yield* outbox.enqueue(runner.email, newOpinionMail[runner.language](opinion.facility_name, profileLink(opinion), runner.name ?? ""))
          }
        }))).pipe(policyUse(moderationPolicy.canDecide()), policyUse(auditPolicy.canRecord()))

    const judgeAnswer = (id: number, verdict: Verdict) =>
      Effect.flatMap(requireViewer, (moderator) => inTransaction(sql, Effect.gen(function*() {
        const opinion = yield* lockedOpinion(id, "ERROR_ANSWER_NOT_FOUND")
        if (opinion.facility_answer === null) return yield* Effect.fail(apiError("ERROR_ANSWER_NOT_FOUND"))
        yield* moderation.decideAnswer(id, verdict)
        yield* audit.record({
          actorId: moderator.accountId,
          action: verdict.status === "accepted" ? "answer.accept" : "answer.reject",
          facilityId: opinion.facility_id,
          accountId: opinion.answer_account_id,
          before: { opinion: id, status: opinion.answer_status },
          after: { opinion: id, ...verdictFields(verdict) }
        })
        if (opinion.answer_status === verdict.status) return
        if (verdict.status === "rejected") {
          return yield* mailAccount(opinion.answer_account_id, (language, name) =>
            answerRejectedMail[language](opinion.facility_name, verdict.reason.trim(), profileLink(opinion), name))
        }
        yield* mailAccount(opinion.answer_account_id, (language, name) => answerAcceptedMail[language](opinion.facility_name, profileLink(opinion), name))
        yield* mailAccount(opinion.account_id, (language, name) => newAnswerMail[language](opinion.facility_name, profileLink(opinion), name))
      }))).pipe(policyUse(moderationPolicy.canDecide()), policyUse(auditPolicy.canRecord()))

    return handlers
      .handle("queue", () => moderation.queue().pipe(policyUse(moderationPolicy.canReadQueue())))
      .handle("accept", ({ params, payload }) =>
        judgeOpinion(params.id, { status: "accepted", ...(payload.recommended === undefined ? {} : { recommended: payload.recommended }) }))
      .handle("reject", ({ params, payload }) => judgeOpinion(params.id, { status: "rejected", reason: payload.reason }))
      .handle("acceptAnswer", ({ params }) => judgeAnswer(params.id, { status: "accepted" }))
      .handle("rejectAnswer", ({ params, payload }) => judgeAnswer(params.id, { status: "rejected", reason: payload.reason }))
      .handle("reports", ({ query }) => reports.list(query.status ?? "open").pipe(policyUse(reportPolicy.canList())))
      .handle("resolveReport", ({ params, payload }) =>
        Effect.flatMap(requireViewer, (moderator) => inTransaction(sql, Effect.gen(function*() {
          const resolved = yield* reports.resolve(params.id, moderator.accountId, payload.resolution)
          if (!resolved) return yield* Effect.fail(apiError("ERROR_REPORT_NOT_FOUND"))
          yield* audit.record({ actorId: moderator.accountId, action: "report.resolve", after: { report: params.id, resolution: payload.resolution ?? null } })
        }))).pipe(policyUse(reportPolicy.canResolve()), policyUse(auditPolicy.canRecord())))
  }))
