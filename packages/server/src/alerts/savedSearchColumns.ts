import { polygonBounds, type SearchPayload } from "@pociecha/core"
import type { SqlClient } from "effect/sql"
import type { Fragment } from "effect/sql/Statement"

type Sql = SqlClient.SqlClient

/**
 * The columns a saved search is matched by (migration 0041), in the order {@link matchValues}
 * gives them: the map search's body as the alert job's single statement reads it for every
 * search at once. Null: the search does not filter by it.
 */
export const MATCH_COLUMNS = [
  "area", "specializations", "ownerships", "statuses", "vacancies_for", "tuition_from", "tuition_to", "open_by", "open_until",
  "amenities", "extra_classes"
] as const

/** No facility has this tag: a search asking for an amenity nobody knows matches nothing, as the map's does. */
const NO_TAG = "00000000-0000-0000-0000-000000000000"

const listOrNull = (list: ReadonlyArray<string> | undefined) => list === undefined || list.length === 0 ? null : [...new Set(list)]

/** One of the tags of `type` named (the map's `&&`): the ids of the keys that exist. */
const anyTags = (sql: Sql, type: "specialization" | "ownership", keys: ReadonlyArray<string> | undefined): Fragment => {
  const wanted = listOrNull(keys)
  return wanted === null ? sql`null::uuid[]` : sql`array(select id from tags where type = ${type} and key in ${sql.in(wanted)})`
}

/** Every amenity named (the map's `@>`): their ids, or a tag no facility has when one of the keys names none. */
const allAmenities = (sql: Sql, keys: ReadonlyArray<string> | undefined): Fragment => {
  const wanted = listOrNull(keys)
  if (wanted === null) return sql`null::uuid[]`
  return sql`case when (select count(*) from tags where type = 'features' and key in ${sql.in(wanted)}) = ${wanted.length}
    then array(select id from tags where type = 'features' and key in ${sql.in(wanted)}) else array[${NO_TAG}::uuid] end`
}

const intOrNull = (value: number | undefined) => value ?? null

/** The values of {@link MATCH_COLUMNS} for a search body, as SQL expressions. */
export const matchValues = (sql: Sql, query: SearchPayload): Fragment => {
  const { south, west, north, east } = polygonBounds(query)
  const texts = (list: ReadonlyArray<string> | undefined) => {
    const values = listOrNull(list)
    return values === null ? sql`null::text[]` : sql`${values}::text[]`
  }
  return sql`box(point(${west}::float8, ${south}::float8), point(${east}::float8, ${north}::float8)),
    ${anyTags(sql, "specialization", query.required_specialization)}, ${anyTags(sql, "ownership", query.required_ownership)},
    ${texts(query.accepted_status)}, ${texts(query.vacancies_for)},
    ${intOrNull(query.tuition_from)}::int, ${intOrNull(query.tuition_to)}::int, ${intOrNull(query.open_by)}::int, ${intOrNull(query.open_until)}::int,
    ${allAmenities(sql, query.amenities)}, ${texts(query.extra_classes)}`
}
