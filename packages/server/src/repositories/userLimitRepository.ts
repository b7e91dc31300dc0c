import { apiError, DISPLAY_TIME_ZONE, type FacilityStatus, type LimitStatusStat, type UserLimitPatch, type UserLimitRecord, type UserLimitStat } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { Fragment } from "effect/sql/Statement"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"

const statuses: ReadonlyArray<FacilityStatus> = ["unknown", "registered", "premium"]

/** The value of a limit that binds a facility of the status (management 6 "Limits"). */
const valueFor = (limit: UserLimitRecord, status: FacilityStatus) =>
  status === "unknown" ? limit.value_free : status === "registered" ? limit.value_registered : limit.value_premium

/** "Near" a limit: holding 80 % of its value or more. */
const nearThreshold = (value: number) => Math.ceil(value * 0.8)

const makeUserLimitRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const monthStart = sql`date_trunc('month', now() at time zone ${DISPLAY_TIME_ZONE}) at time zone ${DISPLAY_TIME_ZONE}`

  /**
   * What each counted limit counts today, per facility — the same things the writes it bounds
   * count (galleryRepository, webPageRepository, questionRepository, facilityEditService,
   * facilityPatchChecks). `grouped`: rows (facility_id, n); `column`: an amount on the facility's
   * row, indexed with its status (0023).
   */
  const counted: Record<string, { readonly grouped: Fragment } | { readonly column: Fragment }> = {
    gallery_photos: { grouped: sql`select facility_id, count(*)::int as n from facility_photos group by facility_id` },
    web_pages: { grouped: sql`select facility_id, count(*)::int as n from web_pages where deleted_at is null group by facility_id` },
    messages: {
      grouped: sql`select q.facility_id, count(*)::int as n from question_messages m join user_questions q on q.id = m.question_id
        where m.from_facility and m.created_at >= ${monthStart} group by q.facility_id`
    },
    amenities_edits_per_month: {
      grouped: sql`select facility_id, count(*)::int as n from facility_actions
        where action = 'amenities_edit' and created_at >= ${monthStart} group by facility_id`
    },
    amenities: { column: sql`cardinality(f.features)` },
    description_chars: { column: sql`char_length(f.description)` }
  }

  /** The limit, locked for a change; 404 ERROR_NOT_FOUND when there is none. */
  const locked = (id: number) =>
    Effect.flatMap(
      sql<UserLimitRecord>`select id, key, type, value_free, value_registered, value_premium from user_limits where id = ${id} for update`,
      ([limit]) => (limit === undefined ? Effect.fail(apiError("ERROR_NOT_FOUND")) : Effect.succeed(limit))
    )

  /**
   * Sets a limit's values. Every write a limit bounds reads `user_limits` in its own transaction
   * (nothing caches it), so the new values bind every server at once.
   */
  const update = (before: UserLimitRecord, changes: UserLimitPatch) =>
    policyRequire("userLimit", "write")(Effect.gen(function*() {
      if (before.type === "boolean") {
        const notSwitch = Object.entries(changes).filter(([, value]) => value !== 0 && value !== 1)
        if (notSwitch.length > 0) return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", Object.fromEntries(notSwitch.map(([field]) => [field, ["FIELD_INVALID"]]))))
      }
      if (Object.keys(changes).length === 0) return before
      const [limit] = yield* sql<UserLimitRecord>`update user_limits set ${sql.update(changes)} where id = ${before.id}
        returning id, key, type, value_free, value_registered, value_premium`
      return limit!
    }))

  /** Facilities of the status at or near the limit's value, reading only those at 80 % of it or more. */
  const statusStat = (count: (typeof counted)[string], limit: UserLimitRecord, status: FacilityStatus) =>
    Effect.map(
      "column" in count
        ? sql<Omit<LimitStatusStat, "status" | "limit">>`
            select count(*) filter (where ${count.column} >= ${valueFor(limit, status)})::int as at_limit,
              count(*) filter (where ${count.column} < ${valueFor(limit, status)})::int as near_limit
            from facilities f where f.status = ${status} and ${count.column} >= ${nearThreshold(valueFor(limit, status))}`
        : sql<Omit<LimitStatusStat, "status" | "limit">>`
            select count(*) filter (where c.n >= ${valueFor(limit, status)})::int as at_limit,
              count(*) filter (where c.n < ${valueFor(limit, status)})::int as near_limit
            from (${count.grouped}) c join facilities f on f.id = c.facility_id
            where f.status = ${status} and c.n >= ${nearThreshold(valueFor(limit, status))}`,
      ([row]): LimitStatusStat => ({ status, limit: valueFor(limit, status), ...row! })
    )

  /**
   * Per limit and status, how many facilities are at it (they hold its value or more) and near it
   * (80 % of it or more, below it). A switch or an account's limit counts nothing a facility holds.
   */
  const stats = () =>
    Effect.gen(function*() {
      const limits = yield* sql<UserLimitRecord>`select id, key, type, value_free, value_registered, value_premium from user_limits order by id`
      return yield* Effect.forEach(limits, (limit) => {
        const count = counted[limit.key]
        if (count === undefined || limit.type === "boolean") return Effect.succeed<UserLimitStat>({ id: limit.id, key: limit.key, counted: false, statuses: [] })
        return Effect.map(Effect.forEach(statuses, (status) => statusStat(count, limit, status)), (rows): UserLimitStat => ({
          id: limit.id,
          key: limit.key,
          counted: true,
          statuses: rows
        }))
      })
    })

  return repository({ locked, update, stats })
})

/** The package limits as support edits them and reads their statistics (management 2.9 Limits). */
export class UserLimitRepository extends Context.Service<UserLimitRepository, Effect.Success<typeof makeUserLimitRepository>>()(
  "@pociecha/server/UserLimitRepository"
) {
  static readonly layer = Layer.effect(UserLimitRepository, makeUserLimitRepository)
}
