import {
  apiError,
  DISPLAY_TIME_ZONE,
  limitsInForce,
  type FacilityStatus,
  type ManagedFacility,
  type UserLimitRecord
} from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { pgArray } from "../db/seed/batches"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { employeesStatement } from "./employeeRepository"
import { facilityJoins, managedColumns } from "./facilityColumns"
import { galleryStatement } from "./galleryRepository"
import { facilityStatusInForce } from "./facilityStatusInForce"

/** A facility's logged actions a package allows so many times a month (migration 0012). */
export type FacilityAction = "amenities_edit"

/** What an edit of a facility is checked against: what it is now, read with its row locked. */
export interface FacilityBeforeEdit {
  readonly id: number
  readonly status: FacilityStatus
  readonly town_id: number
  readonly district_id: number | null
  readonly features: ReadonlyArray<string>
  readonly tuition_from: number | null
  readonly tuition_to: number | null
  readonly open_at: number | null
  readonly close_at: number | null
  readonly saturday_open_at: number | null
  readonly saturday_close_at: number | null
  readonly sunday_open_at: number | null
  readonly sunday_close_at: number | null
}

/** How many times this calendar month (Polish time) an action was taken. */
export interface MonthlyCount {
  readonly count: number
}

/** How many times this calendar month (Polish time) a facility took an action (index facility_actions_facility). */
export const actionsThisMonthStatement = (sql: SqlClient.SqlClient, facilityId: number, action: FacilityAction) =>
  sql<MonthlyCount>`
    select count(*)::int as count
    from facility_actions
    where facility_id = ${facilityId} and action = ${action}
      and created_at >= date_trunc('month', now() at time zone ${DISPLAY_TIME_ZONE}) at time zone ${DISPLAY_TIME_ZONE}`

const makeFacilityEditRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /** Every user limit, in the order they were made. */
  const limitRows = () =>
    sql<UserLimitRecord>`select id, key, type, value_free, value_registered, value_premium from user_limits order by id`

  const actionsThisMonth = (facilityId: number, action: FacilityAction) =>
    Effect.map(actionsThisMonthStatement(sql, facilityId, action), (rows) => rows[0]!)

  /**
   * The facility as those who run it edit it, with the limits in force for its status and the
   * caller (`isAdmin`: support, whom no limit binds); 404 ERROR_FACILITY_NOT_FOUND when there
   * is no such facility.
   */
  const managed = (facilityId: number, isAdmin: boolean) =>
    Effect.gen(function*() {
      const [row] = yield* sql<Omit<ManagedFacility, "employees" | "gallery" | "limits" | "amenities_edits_this_month">>`
        select ${sql.literal(managedColumns)} from facilities f ${sql.literal(facilityJoins)} where f.id = ${facilityId}`
      if (row === undefined) return yield* Effect.fail(apiError("ERROR_FACILITY_NOT_FOUND"))
      const [employees, gallery, limits, edits] = yield* Effect.all([
        employeesStatement(sql, facilityId),
        galleryStatement(sql, facilityId),
        limitRows(),
        actionsThisMonth(facilityId, "amenities_edit")
      ])
      return {
        ...row,
        employees,
        gallery,
        limits: limitsInForce(limits, row.status, isAdmin),
        amenities_edits_this_month: edits.count
      } satisfies ManagedFacility
    })

  /** What the facility is now, its row locked until the transaction ends: edits of one facility queue up. */
  const lockForEdit = (facilityId: number) =>
    Effect.map(
      sql<FacilityBeforeEdit>`
        select id, ${sql.literal(facilityStatusInForce("facilities"))} as status, town_id, district_id, features::text[] as features, tuition_from, tuition_to,
          open_at, close_at, saturday_open_at, saturday_close_at, sunday_open_at, sunday_close_at
        from facilities where id = ${facilityId} for update`,
      (rows) => rows[0]!
    )

  /** The voivodeship of a town; null when there is no such town. */
  const townVoivodeship = (townId: number) =>
    Effect.map(sql<{ voivodeship_id: number }>`select voivodeship_id from towns where id = ${townId}`, (rows) => rows[0]?.voivodeship_id ?? null)

  /** Whether a district lies in a town. */
  const isDistrictOf = (districtId: number, townId: number) =>
    Effect.map(sql<{ found: boolean }>`select exists (select 1 from districts where id = ${districtId} and town_id = ${townId}) as found`,
      (rows) => rows[0]!.found)

  /** How many of the ids are tags of the type. */
  const tagsOfType = (ids: ReadonlyArray<string>, type: string) =>
    // The ids are uuids (the contract checks them): compared as uuids, the primary key answers.
    Effect.map(sql<{ count: number }>`select count(*)::int as count from tags where type = ${type} and id = any(${pgArray(ids)}::uuid[])`,
      (rows) => rows[0]!.count)

  /** Writes the changed columns (already in the shape the driver binds). */
  const update = (facilityId: number, columns: Readonly<Record<string, unknown>>) =>
    policyRequire("facility", "edit")(
      Object.keys(columns).length === 0
        ? Effect.void
        : Effect.asVoid(sql`update facilities set ${sql.update(columns as Record<string, unknown>)} where id = ${facilityId}`)
    )

  /** Logs an action a package allows so many times a month. */
  const logAction = (facilityId: number, action: FacilityAction, accountId: string) =>
    policyRequire("facility", "edit")(
      Effect.asVoid(sql`insert into facility_actions (facility_id, action, account_id) values (${facilityId}, ${action}, ${accountId})`)
    )

  /**
   * Points the facility at a logo (or none), reading the one it had under the row lock: the logo
   * it had; 404 ERROR_FACILITY_NOT_FOUND when there is no such facility. Call inside a transaction.
   */
  const swapLogo = (facilityId: number, avatar: string | null) =>
    policyRequire("facility", "edit")(Effect.gen(function*() {
      const [row] = yield* sql<{ avatar: string | null }>`select avatar from facilities where id = ${facilityId} for update`
      if (row === undefined) return yield* Effect.fail(apiError("ERROR_FACILITY_NOT_FOUND"))
      yield* sql`update facilities set avatar = ${avatar} where id = ${facilityId}`
      return row.avatar
    }))

  /**
   * Moves the facility to another package's status, open-ended (an end date is support's, set in
   * its panel); false when there is no such facility.
   */
  const setStatus = (facilityId: number, status: FacilityStatus) =>
    policyRequire("facility", "setStatus")(
      Effect.map(sql`update facilities set status = ${status}, premium_until = null where id = ${facilityId} returning id`, (rows) => rows.length > 0)
    )

  return repository({ limitRows, actionsThisMonth, managed, lockForEdit, townVoivodeship, isDistrictOf, tagsOfType, update, logAction, swapLogo, setStatus })
})

/** Reading and writing a facility's profile as those who run it edit it (management 2.4). */
export class FacilityEditRepository extends Context.Service<
  FacilityEditRepository,
  Effect.Success<typeof makeFacilityEditRepository>
>()("@pociecha/server/FacilityEditRepository") {
  static readonly layer = Layer.effect(FacilityEditRepository, makeFacilityEditRepository)
}
