import { normalizeSearchText, slugify, type ShadowDetails, type ShadowKind, type ShadowRecord, type UserShadowFacility } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { ownerMembershipStatement } from "./ownerMembership"
import { pgArray } from "../db/seed/batches"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { epochMs } from "./opinionRows"

/** The support desk shows this many waiting records, oldest first; deciding them brings on the next. */
export const SHADOW_DESK_LIMIT = 100

/** A town a claim names, as a facility row needs it. */
export interface ShadowTown {
  readonly id: number
  readonly name: string
  readonly county: string
  readonly voivodeship_id: number
  readonly voivodeship_name: string
}

/** A shadow record as a decision reads it (locked). */
export interface ShadowRow {
  readonly id: number
  readonly kind: ShadowKind
  readonly status: "pending" | "accepted" | "rejected"
  readonly account_id: string
  readonly facility_id: number
  readonly town_id: number
  readonly data: ShadowDetails
}

/** A document to store with a new record: where its bytes went, and what it was. */
export interface NewShadowDocument {
  readonly storage_key: string
  readonly file_name: string
  readonly content_type: string
  readonly size: number
}

/** The account's claims and creations, waiting or declined, newest first (index shadow_facilities_account): the user view's. */
export const userShadowFacilitiesStatement = (sql: SqlClient.SqlClient, accountId: string) =>
  sql<UserShadowFacility>`
    select s.id, s.facility_id, f.slug, s.data->>'name' as name, f.status, s.status as shadow_status, s.kind,
      s.decline_reason, ${sql.literal(epochMs("s.created_at"))} as created_at, true as is_shadow
    from shadow_facilities s join facilities f on f.id = s.facility_id
    where s.account_id = ${accountId} and s.status in ('pending', 'rejected')
    order by s.created_at desc, s.id desc`

/** Where a document of a record is downloaded: its own endpoint, never `/files/`. */
export const shadowDocumentUrl = (shadowId: number, documentId: number) => `/api/v1/shadow/${shadowId}/documents/${documentId}`

const recordColumns = `
  s.id, s.kind, s.status, s.facility_id, f.slug as facility_slug, f.name as facility_name, f.status as facility_status,
  s.data, json_build_object('id', a.id, 'email', a.email, 'name', a.name, 'surname', a.surname) as account,
  coalesce((select json_agg(json_build_object('id', d.id, 'file_name', d.file_name, 'content_type', d.content_type, 'size', d.size)
    order by d.id) from shadow_documents d where d.shadow_id = s.id), '[]') as documents,
  ${epochMs("s.created_at")} as created_at, ${epochMs("s.decided_at")} as decided_at, s.decline_reason`

const recordJoins = "join facilities f on f.id = s.facility_id join accounts a on a.id = s.account_id"

type RecordRow = Omit<ShadowRecord, "documents"> & { readonly documents: ReadonlyArray<Omit<ShadowRecord["documents"][number], "url">> }

const withUrls = (row: RecordRow): ShadowRecord => ({
  ...row,
  documents: row.documents.map((document) => ({ ...document, url: shadowDocumentUrl(row.id, document.id) }))
})

/** Records as the desk and their senders read them, at most {@link SHADOW_DESK_LIMIT}. */
const recordsStatement = (sql: SqlClient.SqlClient, where: ReturnType<typeof sql.and>, order: "oldest" | "newest") =>
  sql<RecordRow>`
    select ${sql.literal(recordColumns)} from shadow_facilities s ${sql.literal(recordJoins)}
    where ${where}
    order by ${sql.literal(order === "oldest" ? "s.created_at, s.id" : "s.created_at desc, s.id desc")}
    limit ${SHADOW_DESK_LIMIT}`

/** The support desk: every waiting record, oldest first (index shadow_facilities_pending). */
export const pendingShadowsStatement = (sql: SqlClient.SqlClient) => recordsStatement(sql, sql`s.status = 'pending'`, "oldest")

/** One's own records, newest first (index shadow_facilities_account). */
export const accountShadowsStatement = (sql: SqlClient.SqlClient, accountId: string) =>
  recordsStatement(sql, sql`s.account_id = ${accountId}`, "newest")

const makeShadowRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const withDocumentUrls = <E, R>(rows: Effect.Effect<ReadonlyArray<RecordRow>, E, R>) => Effect.map(rows, (found) => found.map(withUrls))

  const pending = () => withDocumentUrls(pendingShadowsStatement(sql))

  const ofAccount = (accountId: string) => withDocumentUrls(accountShadowsStatement(sql, accountId))

  const record = (id: number) => Effect.map(withDocumentUrls(recordsStatement(sql, sql`s.id = ${id}`, "newest")), (rows) => rows[0] ?? null)

  /** The record a decision is about, locked until the decision commits; null when there is none. */
  const lockForDecision = (id: number) =>
    Effect.map(
      sql<ShadowRow>`select id, kind, status, account_id, facility_id, town_id, data from shadow_facilities where id = ${id} for update`,
      (rows) => rows[0] ?? null
    )

  /**
   * The other claims of a facility still waiting, locked for their decline once one claim of it
   * is accepted (index shadow_facilities_one_pending, led by facility_id).
   */
  const lockCompetingClaims = (shadow: ShadowRow) =>
    sql<ShadowRow>`
      select id, kind, status, account_id, facility_id, town_id, data from shadow_facilities
      where facility_id = ${shadow.facility_id} and status = 'pending' and kind = 'claim' and id <> ${shadow.id}
      order by id for update`

  /** Whose record it is; null when there is none. */
  const senderOf = (id: number) =>
    Effect.map(sql<{ account_id: string }>`select account_id from shadow_facilities where id = ${id}`, (rows) => rows[0]?.account_id ?? null)

  const document = (shadowId: number, documentId: number) =>
    Effect.map(
      sql<NewShadowDocument>`
        select storage_key, file_name, content_type, size from shadow_documents where shadow_id = ${shadowId} and id = ${documentId}`,
      (rows) => rows[0] ?? null
    )

  const townWhere = (where: ReturnType<typeof sql.and>) =>
    Effect.map(
      sql<ShadowTown>`
        select t.id, t.name, t.county, t.voivodeship_id, v.name as voivodeship_name
        from towns t join voivodeships v on v.id = t.voivodeship_id
        where ${where}`,
      (rows) => rows[0] ?? null
    )

  /** The town of a voivodeship named by their slugs; null when there is no such pair. */
  const town = (citySlug: string, voivodeshipSlug: string) => townWhere(sql`t.slug = ${citySlug} and v.slug = ${voivodeshipSlug}`)

  /** The town a record named. */
  const townById = (id: number) => townWhere(sql`t.id = ${id}`)

  /** Whether every id is a specialization tag. */
  const areSpecializations = (ids: ReadonlyArray<string>) =>
    Effect.map(
      sql<{ n: number }>`select count(*)::int as n from tags where type = 'specialization' and id = any(${pgArray(ids)}::uuid[])`,
      (rows) => rows[0]?.n === new Set(ids).size
    )

  /** The accepted OWNER of a facility, if it has one. */
  const ownerOf = (facilityId: number) =>
    Effect.map(
      sql<{ account_id: string }>`
        select account_id from facility_members where facility_id = ${facilityId} and role = 'OWNER' and status = 'accepted' limit 1`,
      (rows) => rows[0]?.account_id ?? null
    )

  const send = policyRequire("shadow", "send")
  const decide = policyRequire("shadow", "decide")

  /** The facility columns the verified data sets (on a new facility, and on a claimed one once accepted). */
  const facilityFields = (details: ShadowDetails, town: { readonly id: number; readonly county: string; readonly voivodeship_id: number }) => ({
    name: details.name,
    specialization: pgArray(details.specialization),
    voivodeship_id: town.voivodeship_id,
    town_id: town.id,
    county: town.county,
    post_code: details.post_code,
    street: details.street,
    building_number: details.building_number,
    apartment_number: details.apartment_number,
    phone: details.phone,
    lat: details.lat,
    lng: details.lng,
    // A point's text form '(x,y)', taken as the column's type.
    location: `(${details.lng},${details.lat})`,
    search_text: normalizeSearchText(`${details.name} ${details.city_name} ${details.street}`)
  })

  /**
   * A new facility for a creation: status 'unknown', waiting (shadow_status 'pending'), inactive —
   * not on the map, its profile 404 to others — with a slug of its name and town, made unique.
   */
  const createFacility = (details: ShadowDetails, town: ShadowTown, accountId: string) =>
    send(Effect.gen(function*() {
      const base = slugify(`${details.name} ${town.name}`) || "placowka"
      const taken = yield* sql<{ slug: string }>`select slug from facilities where slug = ${base} or slug like ${`${base}-%`}`
      const used = new Set(taken.map((row) => row.slug))
      let suffix = 1
      for (;;) {
        const slug = suffix === 1 ? base : `${base}-${suffix}`
        suffix += 1
        if (used.has(slug)) continue
        // Another creation may take the same slug meanwhile: then the next one is tried.
        const [row] = yield* sql<{ id: number }>`
          insert into facilities ${sql.insert({
            ...facilityFields(details, town),
            slug,
            status: "unknown",
            shadow_status: "pending",
            active: false,
            account_id: accountId
          })}
          on conflict (slug) do nothing returning id`
        if (row !== undefined) return row.id
      }
    }))

  /** Stores a record and its documents; null when the account's claim of the facility already waits. */
  const insert = (record: { kind: ShadowKind; accountId: string; facilityId: number; townId: number; data: ShadowDetails }, documents: ReadonlyArray<NewShadowDocument>) =>
    send(Effect.gen(function*() {
      const [row] = yield* sql<{ id: number }>`
        insert into shadow_facilities ${sql.insert({
          kind: record.kind,
          account_id: record.accountId,
          facility_id: record.facilityId,
          town_id: record.townId,
          data: JSON.stringify(record.data)
        })}
        on conflict do nothing returning id`
      if (row === undefined) return null
      for (const document of documents) yield* sql`insert into shadow_documents ${sql.insert({ ...document, shadow_id: row.id })}`
      return row.id
    }))

  /**
   * Accepting: the sender becomes the facility's OWNER with the owner's permissions; the facility
   * takes the verified data (its district only while its town stays) and belongs to the sender. A
   * claimed facility becomes 'registered' when it was 'unknown' (verified); a creation goes live
   * and stays 'unknown' (management 4: a new facility is created 'unknown').
   */
  const accept = (shadow: ShadowRow, town: ShadowTown, deciderId: string) =>
    decide(Effect.gen(function*() {
      const creation = shadow.kind === "creation"
      yield* sql`
        update facilities set ${sql.update(facilityFields(shadow.data, town))},
          district_id = case when town_id = ${town.id} then district_id end,
          status = case when not ${creation} and status = 'unknown' then 'registered' else status end,
          account_id = ${shadow.account_id}, facility_owner_account_id = ${shadow.account_id},
          active = ${creation} or active,
          shadow_status = case when ${creation} then 'accepted' else shadow_status end
        where id = ${shadow.facility_id}`
      yield* ownerMembershipStatement(sql, shadow.facility_id, shadow.account_id)
      yield* sql`update shadow_facilities set status = 'accepted', decided_at = now(), decided_by = ${deciderId} where id = ${shadow.id}`
    }))

  /** Declining: the reason is kept; a created facility is marked rejected and stays inactive. */
  const decline = (shadow: ShadowRow, reason: string, deciderId: string) =>
    decide(Effect.gen(function*() {
      yield* sql`
        update shadow_facilities set status = 'rejected', decided_at = now(), decided_by = ${deciderId}, decline_reason = ${reason}
        where id = ${shadow.id}`
      if (shadow.kind === "creation") yield* sql`update facilities set shadow_status = 'rejected' where id = ${shadow.facility_id}`
    }))

  /**
   * Deletes a record with its documents' rows, answering their storage keys; a creation's facility
   * goes too while it never went live.
   */
  const remove = (shadow: ShadowRow) =>
    decide(Effect.gen(function*() {
      const documents = yield* sql<{ storage_key: string }>`delete from shadow_documents where shadow_id = ${shadow.id} returning storage_key`
      yield* sql`delete from shadow_facilities where id = ${shadow.id}`
      if (shadow.kind === "creation") yield* sql`delete from facilities where id = ${shadow.facility_id} and not active`
      return documents.map((row) => row.storage_key)
    }))

  /**
   * Deletes every record an account sent, as its deletion would (its rows cascade), answering
   * their documents' storage keys; a creation never accepted takes its facility along while that
   * never went live. Part of the account's erasure: it needs the erasure's policy.
   */
  const removeAllOf = (accountId: string) =>
    policyRequire("account", "erase")(Effect.gen(function*() {
      const documents = yield* sql<{ storage_key: string }>`
        delete from shadow_documents d using shadow_facilities s
        where d.shadow_id = s.id and s.account_id = ${accountId}
        returning d.storage_key`
      yield* sql`
        with gone as (delete from shadow_facilities where account_id = ${accountId} returning kind, status, facility_id)
        delete from facilities f using gone
        where f.id = gone.facility_id and gone.kind = 'creation' and gone.status <> 'accepted' and not f.active`
      return documents.map((row) => row.storage_key)
    }))

  return repository({
    pending,
    ofAccount,
    record,
    lockForDecision,
    lockCompetingClaims,
    senderOf,
    document,
    town,
    townById,
    areSpecializations,
    ownerOf,
    createFacility,
    insert,
    accept,
    decline,
    remove,
    removeAllOf
  })
})

/** Claims and creations (shadow facilities): their records, documents and decisions. */
export class ShadowRepository extends Context.Service<ShadowRepository, Effect.Success<typeof makeShadowRepository>>()(
  "@pociecha/server/ShadowRepository"
) {
  static readonly layer = Layer.effect(ShadowRepository, makeShadowRepository)
}
