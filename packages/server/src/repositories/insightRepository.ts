import {
  DISPLAY_TIME_ZONE, INSIGHT_METRICS, type CountedInsightMetric, type FacilityInsights, type InsightMetric,
  type InsightPeriod
} from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { publicFacility } from "./facilityRepository"

/** One batched count: so many `metric` events of a facility on a day (`YYYY-MM-DD`, Polish time). */
export interface DailyCount {
  readonly facility_id: number
  readonly metric: CountedInsightMetric
  readonly day: string
  readonly count: number
}

interface DayRow {
  readonly metric: InsightMetric
  readonly day: string
  readonly count: number
}

const DAY_MS = 86_400_000

/** `YYYY-MM-DD` `n` days after `day` (calendar days: no time zone in the arithmetic). */
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)

const ZONE = DISPLAY_TIME_ZONE
/** The Polish day of a timestamp column. */
const localDay = (sql: SqlClient.SqlClient, column: string) => sql.literal(`(${column} at time zone '${ZONE}')::date`)
/** The instant a Polish day starts. */
const since = (sql: SqlClient.SqlClient, day: string) => sql`(${day}::date)::timestamp at time zone ${ZONE}`

/** A facility's counts per metric and day from `from` to `to` (the primary key's range), and its questions, applications and opinions. */
export const insightDailyStatement = (sql: SqlClient.SqlClient, facilityId: number, from: string, to: string) =>
  sql<DayRow>`
    select metric, day::text as day, count from facility_daily_stats
      where facility_id = ${facilityId} and day between ${from}::date and ${to}::date
    union all
    select 'question', ${localDay(sql, "created_at")}::text, count(*)::int from user_questions
      where facility_id = ${facilityId} and created_at >= ${since(sql, from)} group by 2
    union all
    select 'application', ${localDay(sql, "created_at")}::text, count(*)::int from applications
      where facility_id = ${facilityId} and created_at >= ${since(sql, from)} group by 2
    union all
    select 'opinion', ${localDay(sql, "created_at")}::text, count(*)::int from opinions
      where facility_id = ${facilityId} and created_at >= ${since(sql, from)} group by 2`

/**
 * Per metric, the median of the period's totals over the public facilities in the facility's
 * town (those with none count as 0): each facility's rows through its own indexes.
 */
export const insightCityMediansStatement = (sql: SqlClient.SqlClient, facilityId: number, from: string) =>
  sql<{ metric: InsightMetric; median: number }>`
    with town as (
      select f.id from facilities f
      where f.town_id = (select town_id from facilities where id = ${facilityId}) and ${sql.literal(publicFacility)}
    ), totals as (
      select s.facility_id, s.metric, sum(s.count)::int as total from facility_daily_stats s join town on town.id = s.facility_id
        where s.day >= ${from}::date group by 1, 2
      union all
      select q.facility_id, 'question', count(*)::int from user_questions q join town on town.id = q.facility_id
        where q.created_at >= ${since(sql, from)} group by 1
      union all
      select a.facility_id, 'application', count(*)::int from applications a join town on town.id = a.facility_id
        where a.created_at >= ${since(sql, from)} group by 1
      union all
      select o.facility_id, 'opinion', count(*)::int from opinions o join town on town.id = o.facility_id
        where o.created_at >= ${since(sql, from)} group by 1
    )
    select m.metric, coalesce(percentile_cont(0.5) within group (order by coalesce(t.total, 0)), 0)::float8 as median
    from unnest(${sql.literal(`array[${INSIGHT_METRICS.map((metric) => `'${metric}'`).join(", ")}]`)}) as m(metric)
    cross join town
    left join totals t on t.facility_id = town.id and t.metric = m.metric
    group by m.metric`

const makeInsightRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /**
   * Adds a batch of counts with one upsert (facility_daily_stats' key). Counting needs nobody's
   * permission and records nobody; a facility deleted since its events were counted is skipped.
   */
  const add = (counts: ReadonlyArray<DailyCount>) =>
    policyRequire("insight", "count")(Effect.asVoid(sql`
      insert into facility_daily_stats (facility_id, metric, day, count)
      select r.facility_id, r.metric, r.day, r.count
      from jsonb_to_recordset(${JSON.stringify(counts)}::jsonb) as r(facility_id int, metric text, day date, count int)
      join facilities f on f.id = r.facility_id
      on conflict (facility_id, metric, day) do update set count = facility_daily_stats.count + excluded.count`))

  /** A facility's insights over `days` days ending `today`: daily counts, the previous period's totals, the town's medians. */
  const read = (facilityId: number, days: InsightPeriod, today: string) =>
    policyRequire("insight", "read")(Effect.gen(function*() {
      const from = plusDays(today, 1 - days)
      const previousFrom = plusDays(from, -days)
      const [rows, medians] = yield* Effect.all([
        insightDailyStatement(sql, facilityId, previousFrom, today),
        insightCityMediansStatement(sql, facilityId, from)
      ])
      const median = new Map(medians.map((row) => [row.metric, row.median]))
      const series = INSIGHT_METRICS.map((metric) => {
        const daily = Array.from({ length: days }, () => 0)
        let previous = 0
        for (const row of rows) {
          if (row.metric !== metric) continue
          const index = Math.round((Date.parse(row.day) - Date.parse(from)) / DAY_MS)
          if (index >= 0 && index < days) daily[index]! += row.count
          else if (index < 0) previous += row.count
        }
        return {
          metric,
          daily,
          total: daily.reduce((sum, count) => sum + count, 0),
          previous_total: previous,
          city_median: median.get(metric) ?? 0
        }
      })
      return { days, from, to: today, series } satisfies FacilityInsights
    }))

  return repository({ add, read })
})

/** What a facility's listing brought it (issue 20): the daily counts, written in batches, and the dashboard's read. */
export class InsightRepository extends Context.Service<InsightRepository, Effect.Success<typeof makeInsightRepository>>()(
  "@pociecha/server/InsightRepository"
) {
  static readonly layer = Layer.effect(InsightRepository, makeInsightRepository)
}
