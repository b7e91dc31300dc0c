import { apiError, appRoutes, facilityProfilePath, type BulkVerdictPayload, type Language, type ModerationTarget, type ViewerClaims } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { inTransaction } from "../../db/sqlDefects"
import { answerAcceptedMail, answerRejectedMail, newAnswerMail } from "../../mail/answerNotices"
import { newOpinionMail, opinionAcceptedMail, opinionRejectedMail } from "../../mail/opinionNotices"
import { Outbox } from "../../mail/outbox"
import type { MailContent } from "../../mail/templates"
import { AccountRepository } from "../../repositories/accountRepository"
import { AuditRepository } from "../../repositories/auditRepository"
import { ModerationRepository, type Verdict } from "../../repositories/moderationRepository"
import { OpinionRepository, type OpinionFacts } from "../../repositories/opinionRepository"
import { ServerConfig } from "../../services"

/** The verdict as the audit trail keeps it: the status, and the reason or the recommendation. */
const verdictFields = (verdict: Verdict) =>
  verdict.status === "rejected" ? { status: verdict.status, reason: verdict.reason.trim() } : { status: verdict.status, recommended: verdict.recommended === true }

const makeModerationService = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const moderation = yield* ModerationRepository
  const opinions = yield* OpinionRepository
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

  /** Keeps a verdict in the audit trail: on which opinion or answer, its author, the status before and the verdict after. */
  const recordVerdict = (
    moderator: ViewerClaims,
    part: "opinion" | "answer",
    decided: { readonly id: number; readonly facilityId: number; readonly authorId: string | null; readonly was: string | null },
    verdict: Verdict
  ) =>
    audit.record({
      actorId: moderator.accountId,
      action: `${part}.${verdict.status === "accepted" ? "accept" : "reject"}`,
      facilityId: decided.facilityId,
      accountId: decided.authorId,
      before: { opinion: decided.id, status: decided.was },
      after: { opinion: decided.id, ...verdictFields(verdict) }
    })

  /** A verdict on an opinion by `moderator`: audited, the facility's scores recomputed, its author (and on acceptance the facility) mailed. */
  const judgeOpinion = (moderator: ViewerClaims, id: number, verdict: Verdict) =>
    inTransaction(sql, Effect.gen(function*() {
      const opinion = yield* lockedOpinion(id, "ERROR_OPINION_NOT_FOUND")
      yield* moderation.decideOpinion(id, moderator.accountId, verdict)
      yield* recordVerdict(moderator, "opinion", { id, facilityId: opinion.facility_id, authorId: opinion.account_id, was: opinion.status }, verdict)
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
    }))

  /** A verdict on a facility's answer by `moderator`: audited, its writer (and on acceptance the opinion's author) mailed. */
  const judgeAnswer = (moderator: ViewerClaims, id: number, verdict: Verdict) =>
    inTransaction(sql, Effect.gen(function*() {
      const opinion = yield* lockedOpinion(id, "ERROR_ANSWER_NOT_FOUND")
      if (opinion.facility_answer === null) return yield* Effect.fail(apiError("ERROR_ANSWER_NOT_FOUND"))
      yield* moderation.decideAnswer(id, verdict)
      yield* recordVerdict(moderator, "answer", { id, facilityId: opinion.facility_id, authorId: opinion.answer_account_id, was: opinion.answer_status }, verdict)
      if (opinion.answer_status === verdict.status) return
      if (verdict.status === "rejected") {
        return yield* mailAccount(opinion.answer_account_id, (language, name) =>
          answerRejectedMail[language](opinion.facility_name, verdict.reason.trim(), profileLink(opinion), name))
      }
      yield* mailAccount(opinion.answer_account_id, (language, name) => answerAcceptedMail[language](opinion.facility_name, profileLink(opinion), name))
      yield* mailAccount(opinion.account_id, (language, name) => newAnswerMail[language](opinion.facility_name, profileLink(opinion), name))
    }))

  const judge = (moderator: ViewerClaims, target: ModerationTarget, verdict: Verdict) =>
    target.kind === "opinion" ? judgeOpinion(moderator, target.id, verdict) : judgeAnswer(moderator, target.id, verdict)

  /**
   * One verdict on many items, each judged as a single verdict is (audited, mailed), all in one
   * transaction: an item that is not there (404) leaves every item as it was. A rejection
   * without its reason is a 400 under `reason`.
   */
  const judgeMany = (moderator: ViewerClaims, payload: BulkVerdictPayload) =>
    Effect.gen(function*() {
      if (payload.verdict === "reject" && payload.reason === undefined) {
        return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", { reason: ["FIELD_REQUIRED"] }))
      }
      const verdict: Verdict = payload.reason !== undefined && payload.verdict === "reject"
        ? { status: "rejected", reason: payload.reason }
        : { status: "accepted" }
      const distinct = [...new Map(payload.items.map((item) => [`${item.kind}:${item.id}`, item])).values()]
      yield* inTransaction(sql, Effect.forEach(distinct, (item) => judge(moderator, item, verdict), { discard: true }))
    })

  return { judgeOpinion, judgeAnswer, judgeMany } as const
})

/**
 * The moderation desk's verdicts (spec 4.3): each verdict, the facility's recomputed scores, its
 * audit entry and the mail it sends are one transaction; mail goes out only when a verdict
 * changes what stood.
 */
export class ModerationService extends Context.Service<ModerationService, Effect.Success<typeof makeModerationService>>()(
  "@pociecha/server/ModerationService"
) {
  static readonly layer = Layer.effect(ModerationService, makeModerationService)
}
