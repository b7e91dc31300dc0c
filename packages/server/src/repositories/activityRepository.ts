import type { Overview, Tag } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { tagColumns, tagOfRow, type TagRow } from "./tagRows"

const countsByFacility = (rows: ReadonlyArray<{ facility_id: number; count: number }>) => ({
  total: rows.reduce((sum, row) => sum + row.count, 0),
  byFacility: Object.fromEntries(rows.map((row) => [String(row.facility_id), row.count]))
})

const makeActivityRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  const tags = () =>
    Effect.map(sql<TagRow>`select ${sql.literal(tagColumns)} from tags order by type, key`, (rows): ReadonlyArray<Tag> => rows.map(tagOfRow))

  /**
   * Unseen items of the user (3.13): published opinions on facilities they run (a pending one is
   * the moderators' business until it is accepted; then it is new), published answers to their
   * own opinions, facility messages in their question threads, and parents' messages in the
   * threads of facilities they run.
   */
  const overview = (accountId: string) =>
    Effect.gen(function*() {
      const [newOpinions, newAnswers, newMessages] = yield* Effect.all([
        sql<{ facility_id: number; count: number }>`
          select o.facility_id, count(*)::int as count
          from opinions o join facility_members m on m.facility_id = o.facility_id
          where m.account_id = ${accountId} and m.role in ('OWNER', 'ADMIN') and m.status = 'accepted'
            and o.status = 'accepted'
            and not exists (select 1 from seen_marks s where s.account_id = ${accountId} and s.item_id = 'opinion:' || o.id)
          group by o.facility_id`,
        sql<{ count: number }>`
          select count(*)::int as count from opinions o
          where o.account_id = ${accountId} and o.facility_answer is not null and o.answer_status = 'accepted'
            and not exists (select 1 from seen_marks s where s.account_id = ${accountId} and s.item_id = 'answer:' || o.id)`,
        // The other side's messages: the facility's in threads I asked, parents' in threads of facilities I run.
        sql<{ facility_id: number; count: number }>`
          select thread.facility_id, count(*)::int as count
          from (
            select q.id, q.facility_id, true as from_facility from user_questions q where q.account_id = ${accountId}
            union all
            select q.id, q.facility_id, false from user_questions q join facility_members m on m.facility_id = q.facility_id
            where m.account_id = ${accountId} and m.role in ('OWNER', 'ADMIN') and m.status = 'accepted'
          ) thread
          join question_messages qm on qm.question_id = thread.id and qm.from_facility = thread.from_facility
          where qm.author_account_id is distinct from ${accountId}
            and not exists (select 1 from seen_marks s where s.account_id = ${accountId} and s.item_id = 'message:' || qm.id)
          group by thread.facility_id`
      ])
      const opinions = countsByFacility(newOpinions)
      const messages = countsByFacility(newMessages)
      const result: Overview = {
        opinions: {
          new_answers: newAnswers[0]?.count ?? 0,
          new_opinions: opinions.total,
          new_opinions_by_facility: opinions.byFacility
        },
        user_questions: { new_messages: messages.total, new_messages_by_facility: messages.byFacility }
      }
      return result
    })

  /**
   * Marks items ('opinion:12', 'answer:12', 'message:40') as seen — only those that exist and
   * concern the user, as the overview counts them: published opinions on a facility they run,
   * the facility's published answers to their own opinions, messages in their question threads
   * or their facilities' threads. Marking twice is harmless; anything else is ignored.
   */
  const markSeen = (accountId: string, itemIds: ReadonlyArray<string>) => {
    const idsOf = (kind: string) =>
      `{${itemIds.filter((item) => item.startsWith(`${kind}:`)).map((item) => item.slice(kind.length + 1)).join(",")}}`
    const runsFacility = (facilityId: ReturnType<typeof sql.literal>) => sql`exists (
      select 1 from facility_members m
      where m.facility_id = ${facilityId} and m.account_id = ${accountId}
        and m.role in ('OWNER', 'ADMIN') and m.status = 'accepted')`
    return policyRequire("activity", "markSeen")(itemIds.length === 0 ? Effect.void : Effect.asVoid(sql`
      insert into seen_marks (account_id, item_id)
      select ${accountId}::uuid, 'opinion:' || o.id from opinions o
        where o.id = any(${idsOf("opinion")}::bigint[]) and o.status = 'accepted' and ${runsFacility(sql.literal("o.facility_id"))}
      union all
      select ${accountId}::uuid, 'answer:' || o.id from opinions o
        where o.id = any(${idsOf("answer")}::bigint[]) and o.account_id = ${accountId} and o.answer_status = 'accepted'
      union all
      select ${accountId}::uuid, 'message:' || qm.id from question_messages qm join user_questions q on q.id = qm.question_id
        where qm.id = any(${idsOf("message")}::bigint[])
          and (q.account_id = ${accountId} or ${runsFacility(sql.literal("q.facility_id"))})
      on conflict do nothing`))
  }

  return repository({ tags, overview, markSeen })
})

/** Tags and the user's unseen-item counters. */
export class ActivityRepository extends Context.Service<
  ActivityRepository,
  Effect.Success<typeof makeActivityRepository>
>()("@pociecha/server/ActivityRepository") {
  static readonly layer = Layer.effect(ActivityRepository, makeActivityRepository)
}
