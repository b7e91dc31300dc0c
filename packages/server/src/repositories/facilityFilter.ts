import { parseFilterQuery, type FieldCondition } from "@pociecha/core"
import type { SqlClient } from "effect/sql"
import type { Fragment } from "effect/sql/Statement"

type Sql = SqlClient.SqlClient

/**
 * The fields a `v1/facility/list` query may filter on, and the SQL each one
 * means. Anything else is rejected: a query never reaches SQL as text.
 */
const scalarFields: Record<string, string> = {
  id: "f.id::text",
  slug: "f.slug",
  name: "f.name",
  status: "f.status",
  shadow_status: "f.shadow_status",
  city: "t.name",
  city_slug: "t.slug",
  voivodeship: "v.slug",
  district: "d.slug",
  post_code: "f.post_code",
  score_total: "f.score_total",
  recruitment_active: "f.recruitment_active::text"
}

const tagFields: Record<string, "specialization" | "ownership" | "features"> = {
  specialization: "specialization",
  ownership: "ownership",
  features: "features"
}

const numericFields = new Set(["score_total"])

const condition = (sql: Sql, { field, op, value }: FieldCondition): Fragment | null => {
  const tagType = tagFields[field]
  if (tagType !== undefined) {
    if (op !== "contains" && op !== "=") return null
    // Tag filters name tags by key or URL param, as the catalogues do.
    return sql`f.${sql(tagType)} && array(select id from tags where type = ${tagType} and (key = ${value} or param = ${value}))`
  }
  const column = scalarFields[field]
  if (column === undefined) return null
  const target = sql.literal(column)
  if (numericFields.has(field)) {
    const number = Number(value)
    if (!Number.isFinite(number)) return null
    switch (op) {
      case ">": return sql`${target} > ${number}`
      case "<": return sql`${target} < ${number}`
      case "=": return sql`${target} = ${number}`
      case "!=": return sql`${target} <> ${number}`
      default: return null
    }
  }
  switch (op) {
    case "=": return sql`${target} = ${value}`
    case "!=": return sql`${target} is distinct from ${value}`
    case ">": return sql`${target} > ${value}`
    case "<": return sql`${target} < ${value}`
    case "icontains": return sql`${target} ilike ${"%" + value.replace(/[\\%_]/g, "\\$&") + "%"}`
    case "contains": return null
  }
}

/** The WHERE clause for a filter query, or null when the query is malformed or names unknown fields. */
export const facilityFilterClause = (sql: Sql, query: string | undefined): Fragment | null => {
  if (query === undefined || query.trim() === "") return sql.and([])
  const parsed = parseFilterQuery(query)
  if (parsed._tag === "Left") return null
  const groups: Array<Fragment> = []
  for (const group of parsed.value) {
    const conditions = group.map((item) => condition(sql, item))
    if (conditions.some((c) => c === null)) return null
    groups.push(sql.or(conditions as Array<Fragment>))
  }
  return sql.and(groups)
}
