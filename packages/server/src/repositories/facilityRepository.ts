import { apiError, type Facility, type FacilityStatus, type FacilitySummary } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { employeesStatement } from "./employeeRepository"
import { facilityJoins, profileColumns, summaryColumns } from "./facilityColumns"
import { facilityFilterClause } from "./facilityFilter"
import { galleryStatement } from "./galleryRepository"
import { pageFromRows } from "./pagination"
import { facilityStatusInForce } from "./facilityStatusInForce"

/** `{id}` of a facility route is a number (id) or a slug; a profile URL's slug may be in any letter case. */
export const byIdOrSlug = (sql: SqlClient.SqlClient, idOrSlug: string, slugCase: "exact" | "any" = "exact") => {
  if (/^\d{1,9}$/.test(idOrSlug)) return sql`f.id = ${Number(idOrSlug)}`
  return slugCase === "exact" ? sql`f.slug = ${idOrSlug}` : sql`lower(f.slug) = lower(${idOrSlug})`
}

/** Specialization keys → a filter on the facility's specialization tags (none = no filter). */
export const specializationFilter = (sql: SqlClient.SqlClient, keys: ReadonlyArray<string> | undefined) =>
  keys === undefined || keys.length === 0
    ? sql.and([])
    : sql`f.specialization && array(select id from tags where type = 'specialization' and key in ${sql.in(keys)})`

/** Facilities a parent can see: active and not a rejected claim. */
export const publicFacility = "f.active and f.shadow_status is distinct from 'rejected'"

/**
 * The public facility a profile URL names (by id, or by slug in any letter case — the exact slug
 * first), as the id and slug its canonical URL is made of. Answered from the primary key or the
 * lower(slug) index.
 */
export const profileRefStatement = (sql: SqlClient.SqlClient, idOrSlug: string) =>
  sql<{ id: number; slug: string | null }>`
    select f.id, f.slug from facilities f
    where ${byIdOrSlug(sql, idOrSlug, "any")} and ${sql.literal(publicFacility)}
    order by f.slug = ${idOrSlug} desc
    limit 1`

/**
 * The public facilities' canonical refs whose ids are in `[from, to]`, in id order (a sitemap's
 * file): a range of the primary key, however large the table.
 */
export const publicRefsStatement = (sql: SqlClient.SqlClient, ids: { readonly from: number; readonly to: number }) =>
  sql<{ id: number; slug: string | null }>`
    select f.id, f.slug from facilities f
    where f.id between ${ids.from} and ${ids.to} and ${sql.literal(publicFacility)}
    order by f.id`

/** What the records parents create, and the rules on who runs a facility, need to know of it. */
export interface FacilityFacts {
  readonly id: number
  readonly name: string
  readonly slug: string | null
  readonly status: FacilityStatus
  /** The facility's public e-mail. */
  readonly email: string | null
}

/**
 * Which facilities a call may name: `public` for what parents do — asking, applying,
 * subscribing — which only a facility they can see accepts; `any` for those who run it, who still
 * manage a facility they switched off.
 */
export type FacilityScope = "public" | "any"

const makeFacilityRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /** The facility a call names (by id, or by its exact slug) in the scope; null when there is none. */
  const facts = (ref: string | number, scope: FacilityScope) =>
    Effect.map(
      sql<FacilityFacts>`
        select f.id, f.name, f.slug, ${sql.literal(facilityStatusInForce())} as status, f.email from facilities f
        where ${byIdOrSlug(sql, String(ref))} and ${scope === "public" ? sql.literal(publicFacility) : sql.and([])}`,
      (rows) => rows[0] ?? null
    )

  /** {@link facts}, or the catalogue's 404 ERROR_FACILITY_NOT_FOUND when there is no such facility in the scope. */
  const findOr404 = (ref: string | number, scope: FacilityScope) =>
    Effect.flatMap(facts(ref, scope), (facility) =>
      facility === null ? Effect.fail(apiError("ERROR_FACILITY_NOT_FOUND")) : Effect.succeed(facility))

  const profile = (idOrSlug: string) =>
    Effect.gen(function*() {
      const rows = yield* sql<Omit<Facility, "employees" | "gallery">>`
        select ${sql.literal(profileColumns)} from facilities f ${sql.literal(facilityJoins)}
        where ${byIdOrSlug(sql, idOrSlug)} and ${sql.literal(publicFacility)}`
      const facility = rows[0]
      if (facility === undefined) return null
      const [employees, gallery] = yield* Effect.all([
        employeesStatement(sql, facility.id),
        galleryStatement(sql, facility.id)
      ])
      return { ...facility, employees, gallery } satisfies Facility
    })

  const profileRef = (idOrSlug: string) => Effect.map(profileRefStatement(sql, idOrSlug), (rows) => rows[0] ?? null)

  const contact = (idOrSlug: string) =>
    Effect.map(
      sql<{ id: number; phone: string | null; second_phone: string | null; email: string | null }>`
        select f.id, f.phone, f.second_phone, f.email from facilities f
        where ${byIdOrSlug(sql, idOrSlug)} and ${sql.literal(publicFacility)}`,
      (rows) => rows[0] ?? null
    )

  /** A page of facilities matching a filter query, newest first; null for a malformed query. */
  const list = (options: { query: string | undefined; page: number; limit: number }) =>
    Effect.gen(function*() {
      const filter = facilityFilterClause(sql, options.query)
      if (filter === null) return null
      const rows = yield* sql<FacilitySummary & { total_count: number }>`
        select ${sql.literal(summaryColumns)}, count(*) over ()::int as total_count
        from facilities f ${sql.literal(facilityJoins)}
        where ${sql.literal(publicFacility)} and ${filter}
        order by f.created_at desc, f.id desc
        limit ${options.limit} offset ${options.limit * (options.page - 1)}`
      return pageFromRows(rows, options)
    })

  /**
   * Recommended facilities of a city (by slug) or of the whole country ('polska'):
   * premium first, then the best rated with enough opinions.
   */
  const best = (param: string, limit = 12) =>
    sql<FacilitySummary>`
      select ${sql.literal(summaryColumns)} from facilities f ${sql.literal(facilityJoins)}
      where ${sql.literal(publicFacility)} and f.shadow_status is null
        and ${param === "polska" ? sql.and([]) : sql`t.slug = ${param}`}
      order by f.map_rank, f.score_total desc nulls last, f.id
      limit ${limit}`

  const listByVoivodeship = (options: {
    voivodeshipSlug: string
    specializations: ReadonlyArray<string> | undefined
    page: number
    limit: number
  }) =>
    Effect.map(
      sql<FacilitySummary & { total_count: number }>`
        select ${sql.literal(summaryColumns)}, count(*) over ()::int as total_count
        from facilities f ${sql.literal(facilityJoins)}
        where v.slug = ${options.voivodeshipSlug} and ${sql.literal(publicFacility)}
          and ${specializationFilter(sql, options.specializations)}
        order by f.created_at desc, f.id desc
        limit ${options.limit} offset ${options.limit * (options.page - 1)}`,
      (rows) => pageFromRows(rows, options)
    )

  /** The highest facility id (0 for none), from the primary key: the portal's sitemap divides the ids into files by it. */
  const lastId = () => Effect.map(sql<{ id: number }>`select coalesce(max(id), 0)::int as id from facilities`, (rows) => rows[0]?.id ?? 0)

  const publicRefs = (ids: { readonly from: number; readonly to: number }) => publicRefsStatement(sql, ids)

  return repository({ facts, findOr404, profile, profileRef, contact, list, best, listByVoivodeship, lastId, publicRefs })
})

/** Reads of facility profiles and lists. */
export class FacilityRepository extends Context.Service<
  FacilityRepository,
  Effect.Success<typeof makeFacilityRepository>
>()("@pociecha/server/FacilityRepository") {
  static readonly layer = Layer.effect(FacilityRepository, makeFacilityRepository)
}
