import { DISPLAY_TIME_ZONE, displayName, type FacilityStatus, type QuestionMessage, type QuestionSummary, type QuestionThread, type QuestionTopic, type UserLimit } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { epochMs } from "./opinionRows"
import { facilityStatusInForce } from "./facilityStatusInForce"

/** Who a thread belongs to: the parent who asked and the facility asked. */
export interface ThreadOwners {
  readonly id: number
  readonly facility_id: number
  /** null once the parent's account is deleted. */
  readonly account_id: string | null
}

/**
 * Which side of a thread reads or writes: the parent who asked, or the facility (its runners and
 * support). Each side's unseen messages are the other side's.
 */
export type ThreadSide = "parent" | "facility"

/** `from_facility` of the messages the other side wrote. */
const otherSideFromFacility = (side: ThreadSide) => side === "parent"

/** A person's name columns as read beside a record (alias `a`, left-joined: null once the account is gone). */
interface PersonColumns {
  readonly account_exists: boolean
  readonly name: string | null
  readonly surname: string | null
}

/** The person as shown (core's displayName); null once their account is deleted. */
const shownName = (person: PersonColumns): string | null =>
  person.account_exists ? displayName(person) ?? "" : null

const headColumns = `q.id, q.facility_id, f.name as facility_name, f.slug as facility_slug, q.topic,
  a.id is not null as account_exists, a.name, a.surname,
  ${epochMs("q.created_at")} as created_at, ${epochMs("q.last_message_at")} as last_message_at`

type HeadRow = Omit<QuestionSummary, "asked_by" | "last_message" | "unseen"> & PersonColumns

const headOf = ({ account_exists, name, surname, ...head }: HeadRow) =>
  ({ ...head, asked_by: shownName({ account_exists, name, surname }) })

/**
 * The threads of one parent (`account`) or of one facility (`facility`), the latest conversation
 * first, each with its last message and what the reader has not seen of the other side's
 * (indexes user_questions_account_recent and user_questions_facility_recent).
 */
export const threadListStatement = (
  sql: SqlClient.SqlClient,
  whose: { readonly account: string } | { readonly facility: number },
  reader: { readonly accountId: string; readonly side: ThreadSide }
) =>
  sql<HeadRow & { last_message: string; unseen: number }>`
    select ${sql.literal(headColumns)}, latest.content as last_message,
      (select count(*)::int from question_messages m
        where m.question_id = q.id and m.from_facility = ${otherSideFromFacility(reader.side)}
          and m.author_account_id is distinct from ${reader.accountId}
          and not exists (select 1 from seen_marks s where s.account_id = ${reader.accountId} and s.item_id = 'message:' || m.id)
      ) as unseen
    from user_questions q join facilities f on f.id = q.facility_id left join accounts a on a.id = q.account_id
    cross join lateral (
      select m.content from question_messages m where m.question_id = q.id order by m.created_at desc, m.id desc limit 1
    ) latest
    where ${"account" in whose ? sql`q.account_id = ${whose.account}` : sql`q.facility_id = ${whose.facility}`}
    order by q.last_message_at desc, q.id desc`

/** The messages of the current calendar month in Poland that a facility wrote in its threads. */
export const facilityMessagesThisMonthStatement = (sql: SqlClient.SqlClient, facilityId: number) =>
  sql<{ count: number }>`
    select count(*)::int as count
    from question_messages m join user_questions q on q.id = m.question_id
    where q.facility_id = ${facilityId} and m.from_facility
      and m.created_at >= date_trunc('month', now() at time zone ${DISPLAY_TIME_ZONE}) at time zone ${DISPLAY_TIME_ZONE}`

const makeQuestionRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /** A thread's messages (or one of them), oldest first, as the thread shows them. */
  const messagesOf = (questionId: number, messageId?: number) =>
    Effect.map(
      sql<Omit<QuestionMessage, "author_name"> & PersonColumns & { facility_name: string }>`
        select m.id, m.content, m.from_facility, f.name as facility_name,
          a.id is not null as account_exists, a.name, a.surname, ${sql.literal(epochMs("m.created_at"))} as created_at
        from question_messages m join user_questions q on q.id = m.question_id
          join facilities f on f.id = q.facility_id left join accounts a on a.id = m.author_account_id
        where m.question_id = ${questionId} and ${messageId === undefined ? sql.and([]) : sql`m.id = ${messageId}`}
        order by m.created_at, m.id`,
      (rows) =>
        rows.map(({ id, content, from_facility, facility_name, created_at, ...person }): QuestionMessage => ({
          id,
          content,
          from_facility,
          // The facility speaks as itself, whoever of its people wrote.
          author_name: from_facility ? facility_name : shownName(person),
          created_at
        }))
    )

  /** A whole thread, oldest message first; null when there is none. */
  const thread = (id: number) =>
    Effect.gen(function*() {
      const [head] = yield* sql<HeadRow>`
        select ${sql.literal(headColumns)}
        from user_questions q join facilities f on f.id = q.facility_id left join accounts a on a.id = q.account_id
        where q.id = ${id}`
      if (head === undefined) return null
      const result: QuestionThread = { ...headOf(head), messages: yield* messagesOf(id) }
      return result
    })

  /** Who a thread belongs to, for the permission rules; null when there is no such thread. */
  const owners = (id: number) =>
    Effect.map(sql<ThreadOwners>`select id, facility_id, account_id from user_questions where id = ${id}`, (rows) => rows[0] ?? null)

  const list = (whose: Parameters<typeof threadListStatement>[1], reader: Parameters<typeof threadListStatement>[2]) =>
    Effect.map(threadListStatement(sql, whose, reader), (rows) =>
      rows.map(({ last_message, unseen, ...head }): QuestionSummary => ({ ...headOf(head), last_message, unseen })))

  /** Adds a message and moves the thread up its lists. */
  const insertMessage = (message: { questionId: number; authorId: string; fromFacility: boolean; content: string }) =>
    Effect.gen(function*() {
      const [added] = yield* sql<{ id: number }>`
        insert into question_messages ${sql.insert({
          question_id: message.questionId,
          author_account_id: message.authorId,
          from_facility: message.fromFacility,
          content: message.content
        })}
        returning id`
      yield* sql`update user_questions set last_message_at = now() where id = ${message.questionId}`
      return added!.id
    })

  /** A message in a thread of one who takes part in it: its id. */
  const addMessage = (message: Parameters<typeof insertMessage>[0]) => policyRequire("question", "write")(insertMessage(message))

  /** Opens a thread with the parent's question as its first message; its id. */
  const ask = (question: { facilityId: number; accountId: string; topic: QuestionTopic; content: string }) =>
    policyRequire("question", "ask")(Effect.gen(function*() {
      const [opened] = yield* sql<{ id: number }>`
        insert into user_questions ${sql.insert({ facility_id: question.facilityId, account_id: question.accountId, topic: question.topic })}
        returning id`
      yield* insertMessage({ questionId: opened!.id, authorId: question.accountId, fromFacility: false, content: question.content })
      return opened!.id
    }))

  /** One message as the thread shows it. */
  const message = (questionId: number, messageId: number) =>
    Effect.map(messagesOf(questionId, messageId), (messages) => messages[0]!)

  /**
   * What decides whether a facility may write another message this month: its status, the user
   * limit `messages` (null when the table lacks it) and the messages it wrote. Locks the
   * facility's row, so parallel writes of one facility count one after another: call inside the
   * transaction that adds the message.
   */
  const facilityMessageBudget = (facilityId: number) =>
    Effect.gen(function*() {
      const [facility] = yield* sql<{ status: FacilityStatus }>`
        select ${sql.literal(facilityStatusInForce("facilities"))} as status from facilities where id = ${facilityId} for update`
      const [limit] = yield* sql<UserLimit>`select key, value_free, value_registered, value_premium from user_limits where key = 'messages'`
      const [written] = yield* facilityMessagesThisMonthStatement(sql, facilityId)
      return { status: facility!.status, limit: limit ?? null, written: written!.count }
    })

  /** Marks the other side's messages of a thread seen by the reader (overview counters drop). */
  const markRead = (questionId: number, reader: { readonly accountId: string; readonly side: ThreadSide }) =>
    policyRequire("question", "read")(Effect.asVoid(sql`
      insert into seen_marks (account_id, item_id)
      select ${reader.accountId}::uuid, 'message:' || m.id from question_messages m
      where m.question_id = ${questionId} and m.from_facility = ${otherSideFromFacility(reader.side)}
        and m.author_account_id is distinct from ${reader.accountId}
      on conflict do nothing`))

  return repository({ thread, owners, list, ask, addMessage, message, facilityMessageBudget, markRead })
})

/** Question threads between parents and facilities (spec 2.9, 3.8). */
export class QuestionRepository extends Context.Service<
  QuestionRepository,
  Effect.Success<typeof makeQuestionRepository>
>()("@pociecha/server/QuestionRepository") {
  static readonly layer = Layer.effect(QuestionRepository, makeQuestionRepository)
}
