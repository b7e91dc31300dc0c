import type { OpinionSummary, Overview, Tag } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"

const warsawDateTime = new Intl.DateTimeFormat("pl-PL", {
  timeZone: "Europe/Warsaw",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false
})

const displayDate = (ms: number) => {
  const parts = Object.fromEntries(warsawDateTime.formatToParts(new Date(ms)).map((p) => [p.type, p.value]))
  return `${parts.day}.${parts.month}.${parts.year} - ${parts.hour}:${parts.minute}`
}

const countsByFacility = (rows: ReadonlyArray<{ facility_id: number; count: number }>) => ({
  total: rows.reduce((sum, row) => sum + row.count, 0),
  byFacility: Object.fromEntries(rows.map((row) => [String(row.facility_id), row.count]))
})

const makeActivityRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  const tags = () =>
    Effect.map(
      sql<Omit<Tag, "created_at_display">>`
        select id::text, key, type, display, param, icon, (extract(epoch from created_at) * 1000)::float8 as created_at
        from tags order by type, key`,
      (rows) => rows.map((tag): Tag => ({ ...tag, created_at_display: displayDate(tag.created_at) }))
    )

  const recentOpinions = (limit: number) =>
    sql<OpinionSummary>`
      select o.id, o.facility_id, f.name as facility_name, f.slug as facility_slug, t.name as facility_city,
        o.rating_cleanliness, o.rating_staff, o.rating_food, o.comment, o.author_name,
        (extract(epoch from o.created_at) * 1000)::float8 as created_at
      from opinions o join facilities f on f.id = o.facility_id join towns t on t.id = f.town_id
      where o.status = 'accepted' and f.active
      order by o.created_at desc limit ${limit}`

  /**
   * Unseen items of the user (3.13): opinions on facilities they run, answers to
   * their own opinions, and facility messages in their question threads.
   */
  const overview = (accountId: string) =>
    Effect.gen(function*() {
      const [newOpinions, newAnswers, newMessages] = yield* Effect.all([
        sql<{ facility_id: number; count: number }>`
          select o.facility_id, count(*)::int as count
          from opinions o join facility_members m on m.facility_id = o.facility_id
          where m.account_id = ${accountId} and m.role in ('OWNER', 'ADMIN') and m.status = 'accepted'
            and not exists (select 1 from seen_marks s where s.account_id = ${accountId} and s.item_id = 'opinion:' || o.id)
          group by o.facility_id`,
        sql<{ count: number }>`
          select count(*)::int as count from opinions o
          where o.account_id = ${accountId} and o.facility_answer is not null and o.answer_status = 'accepted'
            and not exists (select 1 from seen_marks s where s.account_id = ${accountId} and s.item_id = 'answer:' || o.id)`,
        sql<{ facility_id: number; count: number }>`
          select q.facility_id, count(*)::int as count
          from question_messages qm join user_questions q on q.id = qm.question_id
          where q.account_id = ${accountId} and qm.from_facility
            and not exists (select 1 from seen_marks s where s.account_id = ${accountId} and s.item_id = 'message:' || qm.id)
          group by q.facility_id`
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

  /** Marks items ('opinion:12', 'answer:12', 'message:40') as seen; marking twice is harmless. */
  const markSeen = (accountId: string, itemIds: ReadonlyArray<string>) => {
    const [first, ...rest] = itemIds.map((item_id) => ({ account_id: accountId, item_id }))
    return first === undefined
      ? Effect.void
      : Effect.asVoid(sql`insert into seen_marks ${sql.insert([first, ...rest])} on conflict do nothing`)
  }

  return repository({ tags, recentOpinions, overview, markSeen })
})

/** Tags, recent opinions, and the user's unseen-item counters. */
export class ActivityRepository extends Context.Service<
  ActivityRepository,
  Effect.Success<typeof makeActivityRepository>
>()("@pociecha/server/ActivityRepository") {
  static readonly layer = Layer.effect(ActivityRepository, makeActivityRepository)
}
