import { DEFAULT_REPORTS_PER_DAY, type ReportReason, type ReportTargetKind, type SupportReport } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { epochMs } from "./opinionRows"

/** The desk's list shows this many reports. */
export const REPORTS_LIST_LIMIT = 100

/** The reports of `where`, with what they report and who sent them. */
const reportRows = (sql: SqlClient.SqlClient, where: ReturnType<SqlClient.SqlClient["and"]>, order: string, limit: number) =>
  sql<SupportReport>`
    select r.id, r.target_kind || ':' || r.opinion_id as target, r.target_kind, r.opinion_id,
      o.facility_id, f.name as facility_name, f.slug as facility_slug,
      case when r.target_kind = 'answer' then coalesce(o.facility_answer, '') else o.comment end as reported_text,
      r.reason, r.content, a.email as reporter_email, r.status,
      ${sql.literal(epochMs("r.created_at"))} as created_at, ${sql.literal(epochMs("r.resolved_at"))} as resolved_at,
      r.resolution
    from reports r
    join opinions o on o.id = r.opinion_id
    join facilities f on f.id = o.facility_id
    left join accounts a on a.id = r.account_id
    where ${where}
    order by ${sql.literal(order)}
    limit ${limit}`

/** Open reports oldest first (the queue), resolved ones newest first — both from index reports_queue. */
export const reportsStatement = (sql: SqlClient.SqlClient, status: SupportReport["status"]) =>
  reportRows(sql, sql.and([sql`r.status = ${status}`]), status === "open" ? "r.created_at, r.id" : "r.created_at desc, r.id desc", REPORTS_LIST_LIMIT)

/**
 * Every report of one opinion and of its answer, newest first (index reports_opinion): who
 * reported it, why, how many times. One account reports a thing once, so they are few.
 */
export const opinionReportsStatement = (sql: SqlClient.SqlClient, opinionId: number) =>
  reportRows(sql, sql.and([sql`r.opinion_id = ${opinionId}`]), "r.created_at desc, r.id desc", REPORTS_LIST_LIMIT)

/** The account's reports of the last 24 hours, oldest first, with how long each still counts (index reports_account_recent). */
export const recentReportsStatement = (sql: SqlClient.SqlClient, accountId: string) =>
  sql<{ ms_left: number }>`
    select ${sql.literal(epochMs("r.created_at + interval '1 day'"))} - ${sql.literal(epochMs("now()"))} as ms_left
    from reports r
    where r.account_id = ${accountId} and r.created_at > now() - interval '1 day'
    order by r.created_at`

const makeReportRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /** Whether the thing is published, so reportable: an accepted opinion, or its accepted answer. */
  const isPublished = (kind: ReportTargetKind, opinionId: number) =>
    Effect.map(
      sql<{ id: number }>`
        select id from opinions
        where id = ${opinionId} and status = 'accepted'
          and ${kind === "answer" ? sql`answer_status = 'accepted' and facility_answer is not null` : sql.and([])}`,
      (rows) => rows.length > 0
    )

  /**
   * How long until the account may report again: null while under its daily limit (the user limit
   * `reports_per_day`), else the milliseconds until enough of the day's reports age out. Locks the
   * account's row first, so parallel reports of one account are counted one after another — call
   * it in the transaction that then inserts.
   */
  const waitBeforeNext = (accountId: string) =>
    Effect.gen(function*() {
      yield* sql`select id from accounts where id = ${accountId} for update`
      const [limit] = yield* sql<{ value: number }>`select value_free as value from user_limits where key = 'reports_per_day'`
      const allowed = limit?.value ?? DEFAULT_REPORTS_PER_DAY
      const recent = yield* recentReportsStatement(sql, accountId)
      if (recent.length < allowed) return null
      return recent[recent.length - allowed]?.ms_left ?? 0
    })

  /** A new report; null when the account has reported the thing already. */
  const create = (accountId: string, report: {
    readonly kind: ReportTargetKind
    readonly opinionId: number
    readonly reason: ReportReason
    readonly content: string
  }) =>
    policyRequire("report", "send")(Effect.map(
      sql<{ id: number }>`
        insert into reports ${sql.insert({
          account_id: accountId,
          target_kind: report.kind,
          opinion_id: report.opinionId,
          reason: report.reason,
          content: report.content.trim()
        })}
        on conflict (account_id, target_kind, opinion_id) where account_id is not null do nothing
        returning id`,
      (rows) => rows[0]?.id ?? null
    ))

  const list = (status: SupportReport["status"]) => reportsStatement(sql, status)

  const ofOpinion = (opinionId: number) => opinionReportsStatement(sql, opinionId)

  /** Marks a report dealt with; false when there is no such report. */
  const resolve = (id: number, moderatorId: string, resolution: string | undefined) =>
    policyRequire("report", "resolve")(Effect.map(
      sql<{ id: number }>`
        update reports set status = 'resolved', resolved_at = now(), resolved_by = ${moderatorId},
          resolution = ${resolution?.trim() ?? null}
        where id = ${id} returning id`,
      (rows) => rows.length > 0
    ))

  return repository({ isPublished, waitBeforeNext, create, list, ofOpinion, resolve })
})

/** Reports of opinions and answers: sending one within the daily limit, and the desk's list. */
export class ReportRepository extends Context.Service<
  ReportRepository,
  Effect.Success<typeof makeReportRepository>
>()("@pociecha/server/ReportRepository") {
  static readonly layer = Layer.effect(ReportRepository, makeReportRepository)
}
