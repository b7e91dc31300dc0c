import { normalizeEmail, SUPPORT_FACILITY_PAGE_SIZE, type FacilityDeletion, type FacilityStatus, type Page, type SupportFacility, type SupportFacilityRow } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { ownerMembershipStatement } from "./ownerMembership"
import type { SqlError } from "effect/sql/SqlError"
import { pgArray } from "../db/seed/batches"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { FILES_PATH, keyOfFileUrl } from "../storage/storageKey"
import { facilityStatusInForce, todayInPolandSql } from "./facilityStatusInForce"
import { epochMs } from "./opinionRows"
import { pageFromRows } from "./pagination"
import { searchQueries, searchWords } from "./searchWords"

/** What the support list is narrowed to. */
export interface SupportFacilityFilter {
  readonly status?: FacilityStatus | undefined
  readonly q?: string | undefined
  readonly page: number
}

/** The features support edits, as stored: what a PATCH compares and the audit trail keeps. */
export interface SupportFacilityFeatures {
  readonly id: number
  readonly name: string
  readonly slug: string | null
  readonly status: FacilityStatus
  readonly premium_until: string | null
  readonly verified: boolean
  readonly active: boolean
  readonly specialization: ReadonlyArray<string>
  readonly ownership: ReadonlyArray<string>
  readonly features: ReadonlyArray<string>
  readonly owner_id: string | null
  readonly owner_email: string | null
}

/** The columns a PATCH writes. */
export type SupportFacilityColumns = Partial<Omit<SupportFacilityFeatures, "id" | "name" | "slug" | "owner_id" | "owner_email">>

// The OWNER's membership (facility_members_facility answers it per facility).
const ownerOf = (column: string) => `(select ${column} from facility_members m join accounts a on a.id = m.account_id
  where m.facility_id = f.id and m.role = 'OWNER' and m.status = 'accepted' order by m.created_at limit 1)`

const rowColumns = `f.id, f.slug, f.name, t.name as city, ${facilityStatusInForce()} as status,
  to_char(f.premium_until, 'YYYY-MM-DD') as premium_until, f.verified, f.active, ${ownerOf("a.email")} as owner_email`

/** The keys of this facility's own description images named in its HTML (`/files/descriptions/{id}/…`). */
const descriptionImageKeys = (id: number, html: string) =>
  [...html.matchAll(new RegExp(`${FILES_PATH}(descriptions/${id}/[\\w-]+\\.jpg)`, "g"))].map((match) => keyOfFileUrl(`${FILES_PATH}${match[1]}`))

const makeSupportFacilityRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /** The status filter, as in force: an expired premium is registered (facilities_status_newest). */
  const statusCondition = (status: FacilityStatus) => {
    const today = sql.literal(todayInPolandSql)
    switch (status) {
      case "premium":
        return sql`f.status = 'premium' and (f.premium_until is null or f.premium_until >= ${today})`
      case "registered":
        return sql`(f.status = 'registered' or (f.status = 'premium' and f.premium_until < ${today}))`
      case "unknown":
        return sql`f.status = 'unknown'`
    }
  }

  /**
   * The search text: a number is the facility's id (the primary key); an e-mail address is its
   * OWNER's (accounts' unique e-mail, then facility_members_account); other words begin words
   * of its name or town, in any order and without diacritics (the search box's
   * name_place_vector and its GIN index). No words: no condition.
   */
  const searchCondition = (q: string) => {
    const text = q.trim()
    if (/^\d{1,10}$/.test(text)) return sql`f.id = ${Number(text)}`
    if (text.includes("@")) {
      return sql`f.id in (select m.facility_id from accounts a join facility_members m on m.account_id = a.id
        where a.email = ${normalizeEmail(text)} and m.role = 'OWNER' and m.status = 'accepted')`
    }
    const words = searchWords(text)
    return words.length === 0 ? null : sql`f.name_place_vector @@ to_tsquery('pociecha_search', ${searchQueries(words).allPrefixes})`
  }

  /** A page of facilities, newest first. */
  const page = (filter: SupportFacilityFilter): Effect.Effect<Page<SupportFacilityRow>, SqlError> => {
    const search = filter.q === undefined ? null : searchCondition(filter.q)
    const where = [...(filter.status === undefined ? [] : [statusCondition(filter.status)]), ...(search === null ? [] : [search])]
    return Effect.map(
      sql<SupportFacilityRow & { total_count: number }>`
        select ${sql.literal(rowColumns)}, count(*) over ()::int as total_count
        from facilities f join towns t on t.id = f.town_id
        ${where.length === 0 ? sql`` : sql`where ${sql.and(where)}`}
        order by f.id desc
        limit ${SUPPORT_FACILITY_PAGE_SIZE} offset ${SUPPORT_FACILITY_PAGE_SIZE * (filter.page - 1)}`,
      (rows) => pageFromRows(rows, { page: filter.page, limit: SUPPORT_FACILITY_PAGE_SIZE })
    )
  }

  /** One facility's support view; null when there is none. */
  const find = (id: number) =>
    Effect.map(
      sql<SupportFacility>`
        select ${sql.literal(rowColumns)},
          f.specialization::text[] as specialization, f.ownership::text[] as ownership, f.features::text[] as features,
          ${sql.literal(ownerOf("json_build_object('id', a.id, 'email', a.email, 'name', a.name, 'surname', a.surname)"))} as owner,
          (select count(*)::int from facility_members m where m.facility_id = f.id and m.status = 'accepted') as members_count,
          (select count(*)::int from opinions o where o.facility_id = f.id) as opinions_count,
          ${sql.literal(epochMs("f.created_at"))} as created_at
        from facilities f join towns t on t.id = f.town_id
        where f.id = ${id}`,
      (rows) => rows[0] ?? null
    )

  /** The features as stored (the status in force), the row locked until the transaction ends; null when there is none. */
  const lockFeatures = (id: number) =>
    Effect.map(
      sql<SupportFacilityFeatures>`
        select f.id, f.name, f.slug, ${sql.literal(facilityStatusInForce())} as status,
          to_char(f.premium_until, 'YYYY-MM-DD') as premium_until, f.verified, f.active,
          f.specialization::text[] as specialization, f.ownership::text[] as ownership, f.features::text[] as features,
          ${sql.literal(ownerOf("a.id::text"))} as owner_id, ${sql.literal(ownerOf("a.email"))} as owner_email
        from facilities f where f.id = ${id} for update`,
      (rows) => rows[0] ?? null
    )

  /** The id of the account with this e-mail; null when there is none. */
  const accountIdByEmail = (email: string) =>
    Effect.map(sql<{ id: string }>`select id::text from accounts where email = ${normalizeEmail(email)}`, (rows) => rows[0]?.id ?? null)

  /** Writes the changed features (tag lists as array literals: the columns' type reads them). */
  const update = (id: number, columns: SupportFacilityColumns) => {
    const bound = Object.fromEntries(Object.entries(columns).map(([key, value]) => [key, Array.isArray(value) ? pgArray(value) : value]))
    return policyRequire("supportFacility", "edit")(
      Object.keys(bound).length === 0 ? Effect.void : Effect.asVoid(sql`update facilities set ${sql.update(bound)} where id = ${id}`)
    )
  }

  /**
   * Makes the account the facility's OWNER: the previous OWNER's membership ends, the account's
   * own membership (if any) becomes the OWNER's, and the facility's account columns follow.
   */
  const transferOwner = (id: number, accountId: string) =>
    policyRequire("supportFacility", "edit")(Effect.gen(function*() {
      yield* sql`delete from facility_members where facility_id = ${id} and role = 'OWNER' and account_id <> ${accountId}`
      yield* ownerMembershipStatement(sql, id, accountId)
      yield* sql`update facilities set account_id = ${accountId}, facility_owner_account_id = ${accountId} where id = ${id}`
    }))

  /** What deleting the facility removes with it (every table below cascades from facilities); null when there is none. */
  const deletion = (id: number) =>
    Effect.map(
      sql<FacilityDeletion>`
        select f.id, f.name,
          (select count(*)::int from opinions where facility_id = f.id) as opinions,
          (select count(*)::int from user_questions where facility_id = f.id) as questions,
          (select count(*)::int from applications where facility_id = f.id) as applications,
          (select count(*)::int from facility_members where facility_id = f.id) as members,
          (select count(*)::int from facility_photos where facility_id = f.id) as photos,
          (select count(*)::int from facility_employees where facility_id = f.id) as employees,
          (select count(*)::int from publications where facility_id = f.id) as publications,
          (select count(*)::int from web_pages where facility_id = f.id) as web_pages,
          (select count(*)::int from shadow_facilities where facility_id = f.id) as claims
        from facilities f where f.id = ${id}`,
      (rows) => rows[0] ?? null
    )

  /**
   * The stored files of the facility and of what hangs on it (logo, description images, photos,
   * staff photos, news attachments, claim documents): the rows go with the facility, the files
   * must go with them.
   */
  const fileKeys = (id: number) =>
    Effect.map(
      Effect.all([
        sql<{ key: string }>`
          select key from (
            select storage_key as key from facility_photos where facility_id = ${id}
            union all select thumb_key from facility_photos where facility_id = ${id}
            union all select photo_key from facility_employees where facility_id = ${id}
            union all select storage_key from publication_attachments where facility_id = ${id}
            union all select d.storage_key from shadow_documents d join shadow_facilities s on s.id = d.shadow_id where s.facility_id = ${id}
          ) keys where key is not null`,
        sql<{ avatar: string | null; description: string }>`select avatar, description from facilities where id = ${id}`
      ]),
      ([rows, [facility]]) => [
        ...rows.map((row) => row.key),
        // The logo is kept as its URL, the description's images only as URLs in its HTML.
        ...[keyOfFileUrl(facility?.avatar ?? null), ...descriptionImageKeys(id, facility?.description ?? "")].filter((key) => key !== null)
      ]
    )

  /** Deletes the facility and, by the foreign keys' cascades, all that hangs on it. */
  const remove = (id: number) => policyRequire("supportFacility", "delete")(sql`delete from facilities where id = ${id}`)

  return repository({ page, find, lockFeatures, accountIdByEmail, update, transferOwner, deletion, fileKeys, remove })
})

/** The facilities as the support panel lists, reads, edits and deletes them. */
export class SupportFacilityRepository extends Context.Service<SupportFacilityRepository, Effect.Success<typeof makeSupportFacilityRepository>>()(
  "@pociecha/server/SupportFacilityRepository"
) {
  static readonly layer = Layer.effect(SupportFacilityRepository, makeSupportFacilityRepository)
}
