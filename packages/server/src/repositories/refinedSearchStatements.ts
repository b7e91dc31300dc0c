import { EARTH_RADIUS_M, zoomResultCap, type SearchPayload } from "@pociecha/core"
import type { SqlClient } from "effect/sql"
import type { Fragment } from "effect/sql/Statement"
import { facilityConditions, resultOrder } from "./facilityConditions"
import { markerColumns } from "./facilityColumns"
import { facilityStatusInForce } from "./facilityStatusInForce"

type Sql = SqlClient.SqlClient

/** The refinements of issue 20: a search with any of them is answered here, from SQL. */
const REFINEMENTS = ["sort", "origin", "tuition_from", "tuition_to", "open_by", "open_until", "amenities", "extra_classes"] as const

/** Whether the search asks for more than the spec's filters (which the search index answers from memory). */
export const isRefinedSearch = (payload: SearchPayload) =>
  REFINEMENTS.some((key) => {
    const value = payload[key]
    return value !== undefined && !(Array.isArray(value) && value.length === 0)
  })

/** A filter whose own choices the counts of its options set aside (see SearchCounts). */
export type CountedFilter = "vacancies_for" | null

const vacancyGroups = "facility_vacancy_groups(f.vacancies_by_age, f.recruitment_active)"
const extraClassNames = "facility_extra_class_names(f.extra_classes)"

/**
 * Degrees to seven decimals (about a centimetre): what PostgreSQL reads as a float8. A JSON
 * number may be subnormal (5e-324), which PostgreSQL refuses as an underflow.
 */
const degrees = (value: number) => Math.round(value * 1e7) / 1e7 || 0

const nonEmpty = <A>(list: ReadonlyArray<A> | undefined): list is ReadonlyArray<A> => list !== undefined && list.length > 0

/**
 * Public facilities (alias `f`) in the search's rectangle that pass all its filters — but
 * `except`'s. Each condition has its index (migrations 0001, 0037): the rectangle and tuition and
 * hours btree, the tag and jsonb-derived arrays GIN.
 */
export const refinedConditions = (sql: Sql, payload: SearchPayload, except: CountedFilter = null): Fragment => {
  const lats = payload.search_polygon.data.map((p) => degrees(p.lat))
  const lngs = payload.search_polygon.data.map((p) => degrees(p.lng))
  const conditions: Array<Fragment> = [
    facilityConditions(sql, { required_specialization: payload.required_specialization, required_ownership: payload.required_ownership }),
    // Plain ranges, not the GiST's `location <@ box`: PostgreSQL prices a box at a fixed 0.1 %
    // of the table, so it would take the box over every filter even for the whole country; the
    // columns' statistics let it weigh the rectangle against each filter's index.
    sql`f.lat between ${Math.min(...lats)} and ${Math.max(...lats)} and f.lng between ${Math.min(...lngs)} and ${Math.max(...lngs)}`
  ]
  if (nonEmpty(payload.accepted_status)) conditions.push(sql`${sql.literal(facilityStatusInForce())} in ${sql.in(payload.accepted_status)}`)
  if (except !== "vacancies_for" && nonEmpty(payload.vacancies_for)) {
    conditions.push(sql`${sql.literal(vacancyGroups)} && ${payload.vacancies_for}::text[]`)
  }
  // A range [from, to] reaches into the parent's: a facility with one figure has from = to.
  if (payload.tuition_to !== undefined) conditions.push(sql`f.tuition_from <= ${payload.tuition_to}`)
  if (payload.tuition_from !== undefined) {
    conditions.push(sql`(f.tuition_to >= ${payload.tuition_from} or (f.tuition_to is null and f.tuition_from >= ${payload.tuition_from}))`)
  }
  if (payload.open_by !== undefined) conditions.push(sql`f.open_at <= ${payload.open_by}`)
  if (payload.open_until !== undefined) conditions.push(sql`f.close_at >= ${payload.open_until}`)
  if (nonEmpty(payload.amenities)) {
    const keys = [...new Set(payload.amenities)]
    // Every amenity asked: a key that names no amenity lets nothing pass.
    conditions.push(sql`f.features @> array(select id from tags where type = 'features' and key in ${sql.in(keys)})`)
    conditions.push(sql`(select count(*) from tags where type = 'features' and key in ${sql.in(keys)}) = ${keys.length}`)
  }
  if (nonEmpty(payload.extra_classes)) conditions.push(sql`${sql.literal(extraClassNames)} @> ${[...new Set(payload.extra_classes)]}::text[]`)
  return sql.and(conditions)
}

/** The straight-line metres from the origin, by core's haversine (straightDistanceMeters). */
const distanceSql = (origin: { readonly lat: number; readonly lng: number }) => {
  // Numbers the contract checked, written as plain decimals (never an exponent) into the SQL.
  const [lat, lng] = [degrees(origin.lat).toFixed(7), degrees(origin.lng).toFixed(7)]
  return `round(2 * ${EARTH_RADIUS_M} * asin(least(1, sqrt(
  power(sin(radians(f.lat - (${lat})) / 2), 2) +
  cos(radians(${lat})) * cos(radians(f.lat)) * power(sin(radians(f.lng - (${lng})) / 2), 2)))))::float8`
}

const orderOf = (sql: Sql, payload: SearchPayload): Fragment => {
  switch (payload.sort) {
    // By the sphere, not the GiST's flat degrees (a degree of longitude is 0.6 of latitude's here):
    // the rectangle bounds the rows sorted.
    case "distance": return sql`${sql.literal(distanceSql(payload.origin!))}, f.id`
    case "rating": return sql.literal("f.score_total desc nulls last, f.opinions_count desc, f.id")
    case "opinions": return sql.literal("f.opinions_count desc, f.score_total desc nulls last, f.id")
    case "tuition": return sql.literal("f.tuition_from nulls last, f.tuition_to nulls last, f.id")
    case "vacancies_updated": return sql.literal("f.vacancies_updated_at desc nulls last, f.id")
    default: return sql.literal(resultOrder)
  }
}

/** A facility of a refined search: a marker's columns with the search item's and, with an origin, its distance. */
export interface RefinedRow {
  readonly id: number
  readonly slug: string | null
  readonly name: string
  readonly status: "unknown" | "registered" | "premium"
  readonly lat: number
  readonly lng: number
  readonly city: string
  readonly street: string | null
  readonly building_number: string | null
  readonly specialization: ReadonlyArray<string>
  readonly score_total: number | null
  readonly post_code: string | null
  readonly specialization_key: string | null
  readonly specialization_display: string | null
  readonly distance_m: number | null
}

/** The facilities of a refined search, in its order, at most the zoom's cap. */
export const refinedSearchStatement = (sql: Sql, payload: SearchPayload) => sql<RefinedRow>`
  select ${sql.literal(markerColumns)}, f.post_code, tg.key as specialization_key, tg.display as specialization_display,
    ${sql.literal(payload.origin === undefined ? "null::float8" : distanceSql(payload.origin))} as distance_m
  from facilities f join towns t on t.id = f.town_id left join tags tg on tg.id = f.specialization[1]
  where ${refinedConditions(sql, payload)}
  order by ${orderOf(sql, payload)}
  limit ${zoomResultCap(payload.zoom)}`

/** How many facilities the whole search finds. */
export const refinedTotalStatement = (sql: Sql, payload: SearchPayload) =>
  sql<{ readonly count: number }>`select count(*)::int as count from facilities f where ${refinedConditions(sql, payload)}`

/** Per amenity: the search's facilities that also have it (amenities are all required, so the chosen ones stay in). */
export const amenityCountsStatement = (sql: Sql, payload: SearchPayload) => sql<{ readonly key: string; readonly count: number }>`
  select tg.key, count(*)::int as count
  from facilities f join tags tg on tg.id = any(f.features)
  where ${refinedConditions(sql, payload)}
  group by tg.key order by tg.key`

/** The extra classes most run among the search's facilities, by name. */
export const extraClassCountsStatement = (sql: Sql, payload: SearchPayload, limit: number) => sql<{ readonly name: string; readonly count: number }>`
  select cls as name, count(*)::int as count
  from facilities f, unnest(${sql.literal(extraClassNames)}) cls
  where ${refinedConditions(sql, payload)}
  group by cls order by count(*) desc, cls limit ${limit}`

/** Per age group: the facilities with a free place in it, under every filter but the age groups' own (one of them is enough). */
export const vacancyCountsStatement = (sql: Sql, payload: SearchPayload) => sql<{ readonly age_group: string; readonly count: number }>`
  select g as age_group, count(*)::int as count
  from facilities f, unnest(${sql.literal(vacancyGroups)}) g
  where ${refinedConditions(sql, payload, "vacancies_for")}
  group by g`
