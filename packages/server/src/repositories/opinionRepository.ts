import { makePage, type OpinionPayload, type OpinionSummary } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { epochMs, facilityOpinionOf, myOpinionOf, opinionColumns, publicOpinionOf, type OpinionRow } from "./opinionRows"

/** Opinions a page of a profile or of the facility's own list shows. */
export const OPINIONS_PAGE_SIZE = 10

const offsetOf = (page: number) => OPINIONS_PAGE_SIZE * (page - 1)

/** A profile's published opinions, newest first (index opinions_facility_published). */
export const publishedOpinionsStatement = (sql: SqlClient.SqlClient, facilityId: number, page: number) =>
  sql<OpinionRow>`
    select ${sql.literal(opinionColumns)} from opinions o
    where o.facility_id = ${facilityId} and o.status = 'accepted'
    order by o.created_at desc, o.id desc
    limit ${OPINIONS_PAGE_SIZE} offset ${offsetOf(page)}`

/** Every opinion about a facility, newest first, for those who run it (index opinions_facility). */
export const receivedOpinionsStatement = (sql: SqlClient.SqlClient, facilityId: number, page: number) =>
  sql<OpinionRow>`
    select ${sql.literal(opinionColumns)} from opinions o
    where o.facility_id = ${facilityId}
    order by o.created_at desc, o.id desc
    limit ${OPINIONS_PAGE_SIZE} offset ${offsetOf(page)}`

/** One opinion about a facility, for those who run it: none when the id is another facility's (primary key). */
export const receivedOpinionStatement = (sql: SqlClient.SqlClient, facilityId: number, opinionId: number) =>
  sql<OpinionRow>`
    select ${sql.literal(opinionColumns)} from opinions o
    where o.id = ${opinionId} and o.facility_id = ${facilityId}`

/** Everything an account wrote, newest first (index opinions_account). */
export const myOpinionsStatement = (sql: SqlClient.SqlClient, accountId: string) =>
  sql<OpinionRow & { facility_name: string; facility_slug: string | null }>`
    select ${sql.literal(opinionColumns)}, f.name as facility_name, f.slug as facility_slug
    from opinions o join facilities f on f.id = o.facility_id
    where o.account_id = ${accountId}
    order by o.created_at desc, o.id desc`

/** What deciding about an opinion or answering it needs to know. */
export interface OpinionFacts {
  readonly id: number
  readonly facility_id: number
  readonly facility_name: string
  readonly facility_slug: string | null
  readonly account_id: string | null
  readonly status: OpinionRow["status"]
  readonly facility_answer: string | null
  readonly answer_status: OpinionRow["answer_status"]
  readonly answer_account_id: string | null
}

const trimmedOrNull = (text: string | null | undefined) => {
  const trimmed = text?.trim() ?? ""
  return trimmed === "" ? null : trimmed
}

const makeOpinionRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /** The landing page's recently published opinions. */
  const recent = (limit: number) =>
    sql<OpinionSummary>`
      select o.id, o.facility_id, f.name as facility_name, f.slug as facility_slug, t.name as facility_city,
        o.rating_cleanliness, o.rating_staff, o.rating_food, o.comment, o.author_name,
        ${sql.literal(epochMs("o.created_at"))} as created_at
      from opinions o join facilities f on f.id = o.facility_id join towns t on t.id = f.town_id
      where o.status = 'accepted' and f.active
      order by o.created_at desc limit ${limit}`

  /** A new opinion, pending moderation; null when the account has already written one about the facility. */
  const create = (accountId: string, opinion: OpinionPayload) =>
    policyRequire("opinion", "write")(Effect.map(
      sql<{ id: number }>`
        insert into opinions ${sql.insert({
          facility_id: opinion.facility_id,
          account_id: accountId,
          rating_cleanliness: opinion.cleanliness,
          rating_staff: opinion.staff,
          rating_food: opinion.food,
          pros: trimmedOrNull(opinion.pros),
          cons: trimmedOrNull(opinion.cons),
          comment: opinion.comment.trim(),
          author_name: opinion.name.trim(),
          author_surname: opinion.surname.trim()
        })}
        on conflict (facility_id, account_id) where account_id is not null do nothing
        returning id`,
      (rows) => rows[0]?.id ?? null
    ))

  const pageOf = <A>(rows: ReadonlyArray<OpinionRow>, toItem: (row: OpinionRow) => A, page: number, total: number) =>
    makePage(rows.map(toItem), { page, limit: OPINIONS_PAGE_SIZE, total })

  const count = (facilityId: number, onlyPublished: boolean) =>
    Effect.map(
      sql<{ n: number }>`select count(*)::int as n from opinions o
        where o.facility_id = ${facilityId} and ${onlyPublished ? sql`o.status = 'accepted'` : sql.and([])}`,
      (rows) => rows[0]?.n ?? 0
    )

  /** A page of a profile's published opinions. */
  const published = (facilityId: number, page: number) =>
    Effect.map(
      Effect.all([publishedOpinionsStatement(sql, facilityId, page), count(facilityId, true)]),
      ([rows, total]) => pageOf(rows, publicOpinionOf, page, total)
    )

  /** A page of all of a facility's opinions, as those who run it see them. */
  const received = (facilityId: number, page: number) =>
    Effect.map(
      Effect.all([receivedOpinionsStatement(sql, facilityId, page), count(facilityId, false)]),
      ([rows, total]) => pageOf(rows, facilityOpinionOf, page, total)
    )

  /** One of a facility's opinions as those who run it see it; null when the facility has none under the id. */
  const receivedOne = (facilityId: number, opinionId: number) =>
    Effect.map(receivedOpinionStatement(sql, facilityId, opinionId), (rows) => (rows[0] === undefined ? null : facilityOpinionOf(rows[0])))

  const mine = (accountId: string) => Effect.map(myOpinionsStatement(sql, accountId), (rows) => rows.map(myOpinionOf))

  /** The opinion's facts; `lock` holds the row until the transaction ends (a decision about it). */
  const facts = (id: number, lock: "lock" | "read" = "read") =>
    Effect.map(
      sql<OpinionFacts>`
        select o.id, o.facility_id, f.name as facility_name, f.slug as facility_slug, o.account_id::text as account_id,
          o.status, o.facility_answer, o.answer_status, o.answer_account_id::text as answer_account_id
        from opinions o join facilities f on f.id = o.facility_id
        where o.id = ${id}
        ${sql.literal(lock === "lock" ? "for update of o" : "")}`,
      (rows) => rows[0] ?? null
    )

  /**
   * The facility's answer, sent to moderation: it replaces any earlier one (pending, rejected, or
   * published — which goes back to waiting). Answers the opinion as the facility sees it.
   */
  const answer = (id: number, accountId: string, content: string) =>
    policyRequire("opinion", "answer")(Effect.gen(function*() {
      yield* sql`
        update opinions set facility_answer = ${content.trim()}, answer_status = 'pending', answered_at = now(),
          answer_account_id = ${accountId}, answer_decided_at = null, answer_reject_reason = null
        where id = ${id}`
      const [row] = yield* sql<OpinionRow>`select ${sql.literal(opinionColumns)} from opinions o where o.id = ${id}`
      return facilityOpinionOf(row!)
    }))

  return repository({ recent, create, published, received, receivedOne, mine, facts, answer })
})

/** Opinions: writing, the profile's and the facility's lists, one's own, answers. */
export class OpinionRepository extends Context.Service<
  OpinionRepository,
  Effect.Success<typeof makeOpinionRepository>
>()("@pociecha/server/OpinionRepository") {
  static readonly layer = Layer.effect(OpinionRepository, makeOpinionRepository)
}
