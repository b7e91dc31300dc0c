import { makePage, MODERATION_PAGE_SIZE, type ModerationItem, type ModerationState, type Page } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { runnersToNotify } from "./facilityRelation"
import { epochMs } from "./opinionRows"

/** What the desk lists (the query of GET v1/support/opinions, defaults filled in). */
export interface ModerationFilter {
  readonly page: number
  readonly state: ModerationState
  readonly order: "newest" | "oldest"
  readonly reported: boolean
  readonly facility?: number | undefined
  readonly city?: string | undefined
  readonly q?: string | undefined
}

/** The desk's states as the opinions' (and answers') status column spells them. */
const statusOf = { new: "pending", accepted: "accepted", rejected: "rejected" } as const satisfies Record<ModerationState, string>

/** `q` as an ILIKE pattern matching it anywhere, its own % and _ taken literally. */
const containing = (q: string) => `%${q.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%`

/**
 * The items a filter selects, one kind at a time: opinions by their status (the pending ones from
 * opinions_pending, decided ones from opinions_decided), answers by theirs (opinions_answer_pending
 * / opinions_answer_decided), each with the time it was sent as `queued_at`. A facility narrows
 * through opinions_facility, reports through reports_opinion.
 */
const itemsOf = (sql: SqlClient.SqlClient, filter: ModerationFilter, kind: ModerationItem["kind"]) => {
  const status = statusOf[filter.state]
  const pattern = filter.q === undefined || filter.q.trim() === "" ? null : containing(filter.q)
  const where = [
    kind === "opinion" ? sql`o.status = ${status}` : sql`o.answer_status = ${status} and o.facility_answer is not null`,
    ...(filter.facility === undefined ? [] : [sql`o.facility_id = ${filter.facility}`]),
    ...(filter.city === undefined ? [] : [sql`f.town_id in (select id from towns where slug = ${filter.city})`]),
    ...(pattern === null ? [] : [sql`(concat_ws(' ', o.author_name, o.author_surname) ilike ${pattern}
      or coalesce(o.pros, '') ilike ${pattern} or coalesce(o.cons, '') ilike ${pattern} or coalesce(o.comment, '') ilike ${pattern}
      or ${kind === "answer" ? sql`o.facility_answer ilike ${pattern}` : sql`false`}
      or f.name ilike ${pattern} or exists (select 1 from towns t where t.id = f.town_id and t.name ilike ${pattern}))`]),
    ...(filter.reported ? [sql`exists (select 1 from reports r where r.opinion_id = o.id and r.target_kind = ${kind})`] : [])
  ]
  return sql`
    select ${kind}::text as kind, o.id, ${sql.literal(kind === "opinion" ? "o.created_at" : "o.answered_at")} as queued_at
    from opinions o join facilities f on f.id = o.facility_id
    where ${sql.and(where)}`
}

/** The direction of the desk's order, for both the time and the tie-breaking id. */
const direction = (filter: ModerationFilter) => (filter.order === "newest" ? "desc" : "asc")

/** One page of the desk: opinions and answers of the filter, merged in order of sending. */
export const moderationPageStatement = (sql: SqlClient.SqlClient, filter: ModerationFilter) =>
  sql<Omit<ModerationItem, "author"> & { author_name: string; author_surname: string; author_deleted: boolean }>`
    select q.kind, o.id, o.facility_id, f.name as facility_name, f.slug as facility_slug,
      o.rating_cleanliness, o.rating_staff, o.rating_food, o.pros, o.cons, o.comment,
      o.author_name, o.author_surname, o.author_deleted, a.email as author_email,
      case when q.kind = 'answer' then o.facility_answer end as answer,
      case when q.kind = 'answer' then o.answer_status else o.status end as status,
      (select count(*)::int from reports r where r.opinion_id = o.id and r.target_kind = q.kind) as reports,
      ${sql.literal(epochMs("q.queued_at"))} as queued_at
    from (${itemsOf(sql, filter, "opinion")} union all ${itemsOf(sql, filter, "answer")}) q
    join opinions o on o.id = q.id
    join facilities f on f.id = o.facility_id
    left join accounts a on a.id = o.account_id
    order by q.queued_at ${sql.literal(direction(filter))}, q.id ${sql.literal(direction(filter))}, q.kind
    limit ${MODERATION_PAGE_SIZE} offset ${MODERATION_PAGE_SIZE * (filter.page - 1)}`

/** How many items the filter selects, for the page object. */
export const moderationCountStatement = (sql: SqlClient.SqlClient, filter: ModerationFilter) =>
  sql<{ total: number }>`
    select count(*)::int as total from (${itemsOf(sql, filter, "opinion")} union all ${itemsOf(sql, filter, "answer")}) q`

/** A moderator's verdict. */
export type Verdict =
  | { readonly status: "accepted"; readonly recommended?: boolean }
  | { readonly status: "rejected"; readonly reason: string }

const makeModerationRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  const page = (filter: ModerationFilter) =>
    Effect.map(
      Effect.all([moderationPageStatement(sql, filter), moderationCountStatement(sql, filter)]),
      ([rows, [count]]): Page<ModerationItem> =>
        makePage(
          rows.map(({ author_name, author_surname, author_deleted, ...item }): ModerationItem => ({
            ...item,
            author: author_deleted ? null : { name: author_name, surname: author_surname }
          })),
          { page: filter.page, limit: MODERATION_PAGE_SIZE, total: count?.total ?? 0 }
        )
    )

  /** Records the verdict on an opinion; a rejected one is never recommended. */
  const decideOpinion = (id: number, moderatorId: string, verdict: Verdict) =>
    policyRequire("moderation", "decide")(sql`
      update opinions set status = ${verdict.status}, decided_at = now(), decided_by = ${moderatorId},
        reject_reason = ${verdict.status === "rejected" ? verdict.reason.trim() : null},
        recommended = ${verdict.status === "accepted" && verdict.recommended === true}
      where id = ${id}`)

  /**
   * Records the verdict on the facility's answer. A published answer is news to the opinion's
   * author again, even if they saw an earlier one: its seen-mark goes.
   */
  const decideAnswer = (id: number, verdict: Verdict) =>
    policyRequire("moderation", "decide")(Effect.gen(function*() {
      yield* sql`
        update opinions set answer_status = ${verdict.status}, answer_decided_at = now(),
          answer_reject_reason = ${verdict.status === "rejected" ? verdict.reason.trim() : null}
        where id = ${id}`
      if (verdict.status === "accepted") {
        yield* sql`delete from seen_marks
          where account_id = (select account_id from opinions where id = ${id}) and item_id = ${`answer:${id}`}`
      }
    }))

  /** The facility's scores (averages, 1 decimal) and opinion count, from its accepted opinions only. */
  const recomputeScores = (facilityId: number) =>
    policyRequire("moderation", "decide")(sql`
      update facilities f set
        score_food = s.food, score_staff = s.staff, score_cleanliness = s.cleanliness,
        score_total = s.total, opinions_count = s.n
      from (
        select round(avg(rating_food), 1) as food, round(avg(rating_staff), 1) as staff,
          round(avg(rating_cleanliness), 1) as cleanliness,
          round((avg(rating_food) + avg(rating_staff) + avg(rating_cleanliness)) / 3, 1) as total,
          count(*)::int as n
        from opinions where facility_id = ${facilityId} and status = 'accepted'
      ) s
      where f.id = ${facilityId}`)

  /** Who to tell of a newly published opinion about the facility. */
  const opinionNewsRecipients = (facilityId: number) => runnersToNotify(sql, facilityId, "notify_new_opinions")

  return repository({ page, decideOpinion, decideAnswer, recomputeScores, opinionNewsRecipients })
})

/** The moderation desk's reads and writes of opinions and answers. */
export class ModerationRepository extends Context.Service<
  ModerationRepository,
  Effect.Success<typeof makeModerationRepository>
>()("@pociecha/server/ModerationRepository") {
  static readonly layer = Layer.effect(ModerationRepository, makeModerationRepository)
}
