import type { QuestionTopic, ViewerClaims } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { inTransaction } from "../../db/sqlDefects"
import { Outbox } from "../../mail/outbox"
import { facilityReplyMail, newQuestionMail, parentMessageMail, topicNames } from "../../mail/questionNotices"
import { policyUse } from "../../policy/policy"
import { QuestionPolicy } from "../../policy/questionPolicy"
import { AccountRepository } from "../../repositories/accountRepository"
import type { FacilityFacts } from "../../repositories/facilityRepository"
import { MembershipRepository } from "../../repositories/membershipRepository"
import { QuestionRepository, type ThreadOwners, type ThreadSide } from "../../repositories/questionRepository"
import { ServerConfig } from "../../services"

const makeQuestionService = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const questions = yield* QuestionRepository
  const memberships = yield* MembershipRepository
  const accounts = yield* AccountRepository
  const policies = yield* QuestionPolicy
  const outbox = yield* Outbox
  const config = yield* ServerConfig

  const parentLink = (questionId: number) => `${config.publicUrl}/user/question/${questionId}`
  const facilityLink = (facilityId: number, questionId: number) => `${config.publicUrl}/user_facility/${facilityId}/question/${questionId}`

  /** Tells the other side of the thread about a new message (`opening`: the question that opened it). */
  const notify = (owners: ThreadOwners, from: ThreadSide, content: string, opening = false) =>
    Effect.gen(function*() {
      const thread = (yield* questions.thread(owners.id))!
      if (from === "parent") {
        const template = opening ? newQuestionMail : parentMessageMail
        const link = facilityLink(owners.facility_id, owners.id)
        for (const runner of yield* memberships.newsRecipients(owners.facility_id, "notify_new_questions")) {
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
    })

  /** Opens a thread with the parent's question and tells the facility's runners, in one transaction: the thread. */
  const ask = (parent: ViewerClaims, facility: FacilityFacts, question: { readonly topic: QuestionTopic; readonly content: string }) =>
    inTransaction(sql, Effect.gen(function*() {
      const id = yield* questions.ask({ facilityId: facility.id, accountId: parent.accountId, topic: question.topic, content: question.content })
      yield* notify({ id, facility_id: facility.id, account_id: parent.accountId }, "parent", question.content, true)
      return (yield* questions.thread(id))!
    }))

  /**
   * Adds the caller's message to the thread, once the question policy lets them write there
   * (inside the transaction: the facility's monthly budget counts under its row lock), and tells
   * the other side: the message.
   */
  const write = (writer: ViewerClaims, owners: ThreadOwners, side: ThreadSide, content: string) =>
    inTransaction(sql, Effect.gen(function*() {
      const id = yield* questions.addMessage({ questionId: owners.id, authorId: writer.accountId, fromFacility: side === "facility", content })
        .pipe(policyUse(policies.canWrite(owners)))
      yield* notify(owners, side, content)
      return yield* questions.message(owners.id, id)
    }))

  return { ask, write } as const
})

/** Question threads' use cases: asking and writing, each with the other side's mail. */
export class QuestionService extends Context.Service<QuestionService, Effect.Success<typeof makeQuestionService>>()(
  "@pociecha/server/QuestionService"
) {
  // The facility's budget is checked under the transaction's lock: the service runs the policy itself.
  static readonly layer = Layer.effect(QuestionService, makeQuestionService).pipe(Layer.provide(QuestionPolicy.layer))
}
