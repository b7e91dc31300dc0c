import type { ModerationItem } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { runnersToNotify } from "./facilityRelation"
import { epochMs } from "./opinionRows"

/** The desk shows this many waiting items, oldest first; deciding them brings on the next. */
export const MODERATION_QUEUE_LIMIT = 100

/**
 * Pending opinions and pending answers, oldest first — each kind read in its order from its own
 * partial index (opinions_pending, opinions_answer_pending), then merged.
 */
export const moderationQueueStatement = (sql: SqlClient.SqlClient) =>
  sql<Omit<ModerationItem, "author"> & { author_name: string; author_surname: string; author_deleted: boolean }>`
    select q.kind, o.id, o.facility_id, f.name as facility_name, f.slug as facility_slug,
      o.rating_cleanliness, o.rating_staff, o.rating_food, o.pros, o.cons, o.comment,
      o.author_name, o.author_surname, o.author_deleted, a.email as author_email,
      case when q.kind = 'answer' then o.facility_answer end as answer,
      ${sql.literal(epochMs("q.queued_at"))} as queued_at
    from (
      (select 'opinion' as kind, id, created_at as queued_at from opinions
        where status = 'pending' order by created_at, id limit ${MODERATION_QUEUE_LIMIT})
      union all
      (select 'answer' as kind, id, answered_at as queued_at from opinions
        where answer_status = 'pending' order by answered_at, id limit ${MODERATION_QUEUE_LIMIT})
    ) q
    join opinions o on o.id = q.id
    join facilities f on f.id = o.facility_id
    left join accounts a on a.id = o.account_id
    order by q.queued_at, o.id
    limit ${MODERATION_QUEUE_LIMIT}`

/** A moderator's verdict. */
export type Verdict =
  | { readonly status: "accepted"; readonly recommended?: boolean }
  | { readonly status: "rejected"; readonly reason: string }

const makeModerationRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  const queue = () =>
    Effect.map(moderationQueueStatement(sql), (rows) =>
      rows.map(({ author_name, author_surname, author_deleted, ...item }): ModerationItem => ({
        ...item,
        author: author_deleted ? null : { name: author_name, surname: author_surname }
      })))

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

  return repository({ queue, decideOpinion, decideAnswer, recomputeScores, opinionNewsRecipients })
})

/** The moderation desk's reads and writes of opinions and answers. */
export class ModerationRepository extends Context.Service<
  ModerationRepository,
  Effect.Success<typeof makeModerationRepository>
>()("@pociecha/server/ModerationRepository") {
  static readonly layer = Layer.effect(ModerationRepository, makeModerationRepository)
}
