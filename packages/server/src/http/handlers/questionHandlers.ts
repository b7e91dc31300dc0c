import { apiError, canTakePartInThread, PociechaApi, resolveLimit, SUPPORT_USER_TYPE, type ViewerClaims } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { inTransaction, sqlFailureAsDefect } from "../../db/sqlDefects"
import { Outbox } from "../../mail/outbox"
import { facilityReplyMail, newQuestionMail, parentMessageMail, topicNames } from "../../mail/questionNotices"
import { AccountRepository } from "../../repositories/accountRepository"
import { facilityFacts } from "../../repositories/facilityLookup"
import { facilityRelationOf, runnersToNotify } from "../../repositories/facilityRelation"
import { QuestionRepository, type ThreadOwners, type ThreadSide } from "../../repositories/questionRepository"
import { ServerConfig } from "../../services"
import { requireViewer } from "../middleware/authentication"
import { requireRunner } from "./facilityRunner"

/**
 * Question threads (spec 2.9, 3.8): a parent asks, the facility's runners answer, both write
 * again. Every new message mails the other side (runners as their switches allow), in the same
 * transaction as the message.
 */
export const QuestionsHandlers = HttpApiBuilder.group(PociechaApi, "questions", (handlers) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const questions = yield* QuestionRepository
    const accounts = yield* AccountRepository
    const outbox = yield* Outbox
    const abuse = yield* AbuseGuard
    const config = yield* ServerConfig

    const parentLink = (questionId: number) => `${config.publicUrl}/user/question/${questionId}`
    const facilityLink = (facilityId: number, questionId: number) =>
      `${config.publicUrl}/user_facility/${facilityId}/question/${questionId}`

    /** The thread and the caller's side of it: 404 no such thread, 403 not theirs (core's canTakePartInThread). */
    const threadInReach = (id: number) =>
      Effect.gen(function*() {
        const viewer = yield* requireViewer
        const owners = yield* questions.owners(id)
        if (owners === null) return yield* Effect.fail(apiError("ERROR_USER_QUESTION_NOT_FOUND"))
        const relation = yield* sqlFailureAsDefect(facilityRelationOf(sql, owners.facility_id, viewer.accountId))
        if (!canTakePartInThread(viewer, owners, relation)) return yield* Effect.fail(apiError("ERROR_INSUFFICIENT_PERMISSIONS"))
        const side: ThreadSide = owners.account_id === viewer.accountId ? "parent" : "facility"
        return { viewer, owners, side }
      })

    /** A facility's message stays within its package's monthly `messages` (403 ERROR_ACTION_LIMIT_MET). */
    const withinMessageLimit = (viewer: ViewerClaims, facilityId: number) =>
      Effect.gen(function*() {
        const budget = yield* questions.facilityMessageBudget(facilityId)
        // No such limit in the table allows nothing: a missing setting must not open the gate.
        const limit = budget.limit === null
          ? 0
          : resolveLimit(budget.limit, { facilityStatus: budget.status, isAdmin: viewer.type === SUPPORT_USER_TYPE })
        if (budget.written >= limit) return yield* Effect.fail(apiError("ERROR_ACTION_LIMIT_MET"))
      })

    /** Tells the other side of the thread about a new message (`opening`: the question that opened it). */
    const notify = (owners: ThreadOwners, from: ThreadSide, content: string, opening = false) =>
      Effect.gen(function*() {
        const thread = (yield* questions.thread(owners.id))!
        if (from === "parent") {
          const template = opening ? newQuestionMail : parentMessageMail
          const link = facilityLink(owners.facility_id, owners.id)
          for (const runner of yield* runnersToNotify(sql, owners.facility_id, "notify_new_questions")) {
            const topic = topicNames[runner.language][thread.topic]
            yield* outbox.enqueue(runner.email, template[runner.language](thread.facility_name, topic, content, link, runner.name ?? ""))
          }
          return
        }
        const parent = owners.account_id === null ? null : yield* accounts.byId(owners.account_id)
        if (parent === null || !parent.notify_new_questions) return
        const topic = topicNames[parent.language][thread.topic]
        const mail = facilityReplyMail[parent.language](thread.facility_name, topic, content, parentLink(owners.id), parent.name ?? "")
        yield* outbox.enqueue(parent.email, mail)
      }).pipe(sqlFailureAsDefect)

    return handlers
      .handle("ask", ({ payload }) =>
        Effect.gen(function*() {
          const viewer = yield* requireViewer
          yield* abuse.spend("messagesPerUser", viewer.accountId)
          const facility = yield* sqlFailureAsDefect(facilityFacts(sql, payload.facility_id, "public"))
          if (facility === null) return yield* Effect.fail(apiError("ERROR_FACILITY_NOT_FOUND"))
          return yield* inTransaction(sql, Effect.gen(function*() {
            const id = yield* questions.ask({ facilityId: facility.id, accountId: viewer.accountId, topic: payload.topic, content: payload.content })
            yield* notify({ id, facility_id: facility.id, account_id: viewer.accountId }, "parent", payload.content, true)
            return (yield* questions.thread(id))!
          }))
        }))
      .handle("list", ({ query }) =>
        Effect.gen(function*() {
          if (query.facility_id === undefined) {
            const viewer = yield* requireViewer
            return yield* questions.list({ account: viewer.accountId }, { accountId: viewer.accountId, side: "parent" })
          }
          const { viewer, facility } = yield* requireRunner(sql, query.facility_id)
          return yield* questions.list({ facility: facility.id }, { accountId: viewer.accountId, side: "facility" })
        }))
      .handle("thread", ({ params }) =>
        Effect.gen(function*() {
          const { viewer, side } = yield* threadInReach(params.id)
          // Reading is seeing: the other side's messages stop counting as new for the reader.
          yield* questions.markRead(params.id, { accountId: viewer.accountId, side })
          return (yield* questions.thread(params.id))!
        }))
      .handle("write", ({ params, payload }) =>
        Effect.gen(function*() {
          const { viewer, owners, side } = yield* threadInReach(params.id)
          // A parent's writes cost the abuse budget; the facility's count against its package.
          if (side === "parent") yield* abuse.spend("messagesPerUser", viewer.accountId)
          return yield* inTransaction(sql, Effect.gen(function*() {
            if (side === "facility") yield* withinMessageLimit(viewer, owners.facility_id)
            const id = yield* questions.addMessage({
              questionId: owners.id,
              authorId: viewer.accountId,
              fromFacility: side === "facility",
              content: payload.content
            })
            yield* notify(owners, side, payload.content)
            return yield* questions.message(owners.id, id)
          }))
        }))
  }))
