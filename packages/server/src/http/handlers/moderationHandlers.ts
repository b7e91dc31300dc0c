import { apiError, appRoutes, canModerate, facilityProfilePath, PociechaApi, type Language } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { inTransaction } from "../../db/sqlDefects"
import { answerAcceptedMail, answerRejectedMail, newAnswerMail } from "../../mail/answerNotices"
import { newOpinionMail, opinionAcceptedMail, opinionRejectedMail } from "../../mail/opinionNotices"
import { Outbox } from "../../mail/outbox"
import type { MailContent } from "../../mail/templates"
import { AccountRepository } from "../../repositories/accountRepository"
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
    const config = yield* ServerConfig

    const requireModerator = Effect.flatMap(requireViewer, (viewer) =>
      canModerate(viewer) ? Effect.succeed(viewer) : Effect.fail(apiError("ERROR_INSUFFICIENT_PERMISSIONS")))

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

    const judgeOpinion = (id: number, verdict: Verdict) =>
      Effect.flatMap(requireModerator, (moderator) =>
        inTransaction(sql, Effect.gen(function*() {
          const opinion = yield* lockedOpinion(id, "ERROR_OPINION_NOT_FOUND")
          yield* moderation.decideOpinion(id, moderator.accountId, verdict)
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
        })))

    const judgeAnswer = (id: number, verdict: Verdict) =>
      Effect.flatMap(requireModerator, () =>
        inTransaction(sql, Effect.gen(function*() {
          const opinion = yield* lockedOpinion(id, "ERROR_ANSWER_NOT_FOUND")
          if (opinion.facility_answer === null) return yield* Effect.fail(apiError("ERROR_ANSWER_NOT_FOUND"))
          yield* moderation.decideAnswer(id, verdict)
          if (opinion.answer_status === verdict.status) return
          if (verdict.status === "rejected") {
            return yield* mailAccount(opinion.answer_account_id, (language, name) =>
              answerRejectedMail[language](opinion.facility_name, verdict.reason.trim(), profileLink(opinion), name))
          }
          yield* mailAccount(opinion.answer_account_id, (language, name) => answerAcceptedMail[language](opinion.facility_name, profileLink(opinion), name))
          yield* mailAccount(opinion.account_id, (language, name) => newAnswerMail[language](opinion.facility_name, profileLink(opinion), name))
        })))

    return handlers
      .handle("queue", () => Effect.andThen(requireModerator, moderation.queue()))
      .handle("accept", ({ params, payload }) =>
        judgeOpinion(params.id, { status: "accepted", ...(payload.recommended === undefined ? {} : { recommended: payload.recommended }) }))
      .handle("reject", ({ params, payload }) => judgeOpinion(params.id, { status: "rejected", reason: payload.reason }))
      .handle("acceptAnswer", ({ params }) => judgeAnswer(params.id, { status: "accepted" }))
      .handle("rejectAnswer", ({ params, payload }) => judgeAnswer(params.id, { status: "rejected", reason: payload.reason }))
      .handle("reports", ({ query }) => Effect.andThen(requireModerator, reports.list(query.status ?? "open")))
      .handle("resolveReport", ({ params, payload }) =>
        Effect.gen(function*() {
          const moderator = yield* requireModerator
          const resolved = yield* reports.resolve(params.id, moderator.accountId, payload.resolution)
          if (!resolved) return yield* Effect.fail(apiError("ERROR_REPORT_NOT_FOUND"))
        }))
  }))
