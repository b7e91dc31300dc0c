import type { SqlClient } from "effect/sql"
import type { Fragment } from "effect/sql/Statement"
import { publicFacility } from "./facilityRepository"

type Sql = SqlClient.SqlClient

/**
 * Premium first, then registered, best rated first: when more facilities match than are
 * shown, paying facilities stay visible. Matches the facilities_result_order index.
 */
export const resultOrder = "f.map_rank, f.score_total desc nulls last, f.id"

/** The filters of a search (spec 7.5): each one left out when absent or empty. */
export interface FacilityFilters {
  readonly accepted_status?: ReadonlyArray<string> | undefined
  readonly required_specialization?: ReadonlyArray<string> | undefined
  readonly required_ownership?: ReadonlyArray<string> | undefined
}

const tagFilter = (sql: Sql, column: "specialization" | "ownership", keys: ReadonlyArray<string> | undefined) =>
  keys === undefined || keys.length === 0
    ? []
    : [sql`f.${sql(column)} && array(select id from tags where type = ${column} and key in ${sql.in(keys)})`]

/**
 * Public facilities (alias `f`) that pass the filters: a status among the accepted ones, and
 * at least one of the required specialization and ownership tags, named by key.
 */
export const facilityConditions = (sql: Sql, filters: FacilityFilters): Fragment =>
  sql.and([
    sql.literal(publicFacility),
    ...(filters.accepted_status === undefined || filters.accepted_status.length === 0
      ? []
      : [sql`f.status in ${sql.in(filters.accepted_status)}`]),
    ...tagFilter(sql, "specialization", filters.required_specialization),
    ...tagFilter(sql, "ownership", filters.required_ownership)
  ])
