import { publicationVisibilities, type AttachmentKind, type Publication, type PublicationCategory, type PublicationVisibility } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { FILES_PATH } from "../storage/storageKey"
import { publicFacility } from "./facilityRepository"
import { epochMs } from "./opinionRows"
import { pageFromRows } from "./pagination"
import { orNotFound } from "./orNotFound"

/** News items a page shows. */
export const PUBLICATIONS_PAGE_SIZE = 20

/** A news item as the lists read it (alias `p`), with its author and its files in their order. */
const publicationColumns = (sql: SqlClient.SqlClient) => sql`
  p.id, p.facility_id, p.title, p.content, p.category, p.visibility, p.holiday::text as holiday,
  p.account_id::text as account_id,
  (select json_build_object('id', a.id, 'name', a.name, 'surname', a.surname, 'avatar', a.avatar)
    from accounts a where a.id = p.account_id) as account,
  coalesce((select json_agg(json_build_object('name', x.name, 'url', ${FILES_PATH} || x.storage_key, 'type', x.kind, 'size', x.size)
      order by x.position)
    from publication_attachments x where x.publication_id = p.id), '[]') as attachments,
  ${sql.literal(epochMs("p.created_at"))} as created_at, ${sql.literal(epochMs("p.updated_at"))} as updated_at`

/**
 * A facility's news items of the given visibilities, newest first (index publications_facility,
 * or publications_facility_public for the public ones alone).
 */
export const publicationsStatement = (
  sql: SqlClient.SqlClient,
  facilityId: number,
  visibilities: ReadonlyArray<PublicationVisibility>,
  page: number
) =>
  sql<Publication & { total_count: number }>`
    select ${publicationColumns(sql)}, count(*) over ()::int as total_count
    from publications p
    where p.facility_id = ${facilityId} and ${
    visibilities.length === 1 ? sql`p.visibility = ${visibilities[0]!}` : sql`p.visibility in ${sql.in(visibilities)}`}
    order by p.created_at desc, p.id desc
    limit ${PUBLICATIONS_PAGE_SIZE} offset ${PUBLICATIONS_PAGE_SIZE * (page - 1)}`

/** What a news item is made of, as stored (content already sanitised). */
export interface PublicationFields {
  readonly title: string
  readonly content: string
  readonly category: PublicationCategory
  readonly visibility: PublicationVisibility
  readonly holiday: string | null
}

/** A file uploaded for a facility's news. */
export interface AttachmentUpload {
  readonly key: string
  readonly facilityId: number
  readonly accountId: string
  readonly name: string
  readonly contentType: string
  readonly kind: AttachmentKind
  readonly size: number
}

const makePublicationRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  const page = (facilityId: number, visibilities: ReadonlyArray<PublicationVisibility>, pageNumber: number) =>
    Effect.map(publicationsStatement(sql, facilityId, visibilities, pageNumber), (rows) =>
      pageFromRows(rows, { page: pageNumber, limit: PUBLICATIONS_PAGE_SIZE }))

  /** One news item of the facility, of the given visibilities; null when there is none the caller may read. */
  const one = (facilityId: number, id: number, visibilities: ReadonlyArray<PublicationVisibility>) =>
    Effect.map(
      sql<Publication>`
        select ${publicationColumns(sql)} from publications p
        where p.id = ${id} and p.facility_id = ${facilityId} and p.visibility in ${sql.in(visibilities)}`,
      (rows) => rows[0] ?? null
    )

  /** An item of the facility as its writers see it (every visibility); 404 ERROR_NOT_FOUND when it has none under the id. */
  const findOr404 = (facilityId: number, id: number) =>
    Effect.flatMap(one(facilityId, id, publicationVisibilities), orNotFound)

  /**
   * Whether a stored file is for everyone: attached to a public item of a facility the public
   * sees. The files of any other item, and uploads no item took yet, are served by signed URL only.
   */
  const isPublicFile = (key: string) =>
    Effect.map(
      sql`
        select 1 from publication_attachments a
          join publications p on p.id = a.publication_id
          join facilities f on f.id = p.facility_id
        where a.storage_key = ${key} and p.visibility = 'public' and ${sql.literal(publicFacility)}`,
      (rows) => rows.length === 1
    )

  /** Whether a tag id is a calendar holiday (`type_date_event`). */
  const isHoliday = (tagId: string) =>
    Effect.map(sql`select 1 from tags where id = ${tagId} and type = 'type_date_event'`, (rows) => rows.length === 1)

  const write = policyRequire("publication", "write")

  const create = (facilityId: number, accountId: string, fields: PublicationFields) =>
    write(Effect.map(
      sql<{ id: number }>`insert into publications ${sql.insert({ facility_id: facilityId, account_id: accountId, ...fields })} returning id`,
      (rows) => rows[0]!.id
    ))

  /** Changes the given fields (none: the item is only marked changed, e.g. for new attachments). */
  const update = (id: number, changes: Partial<PublicationFields>) =>
    write(Effect.asVoid(Object.keys(changes).length === 0
      ? sql`update publications set updated_at = now() where id = ${id}`
      : sql`update publications set ${sql.update(changes)}, updated_at = now() where id = ${id}`))

  /** Deletes a news item and its files' rows: answers the storage keys of the files it had. */
  const remove = (id: number) =>
    policyRequire("publication", "remove")(Effect.map(
      sql<{ storage_key: string }>`
        with gone as (delete from publication_attachments where publication_id = ${id} returning storage_key),
          item as (delete from publications where id = ${id})
        select storage_key from gone`,
      (rows) => rows.map((row) => row.storage_key)
    ))

  /** Records a file uploaded for the facility's news, attached to no item yet. */
  const addUpload = (upload: AttachmentUpload) =>
    write(Effect.asVoid(sql`insert into publication_attachments ${sql.insert({
      storage_key: upload.key,
      facility_id: upload.facilityId,
      account_id: upload.accountId,
      name: upload.name,
      content_type: upload.contentType,
      kind: upload.kind,
      size: upload.size
    })}`))

  /**
   * Makes `keys` the item's files in this order: each must be a file uploaded to the facility
   * that no other item took. False (nothing changed, once the transaction is rolled back) when
   * one is not; otherwise the keys of the files the item no longer has, whose rows are gone.
   */
  const setAttachments = (facilityId: number, publicationId: number, keys: ReadonlyArray<string>) =>
    write(Effect.gen(function*() {
      const taken = keys.length === 0 ? [] : yield* sql<{ storage_key: string }>`
        update publication_attachments a set publication_id = ${publicationId}, position = t.ord
        from unnest(${keys}::text[]) with ordinality as t(key, ord)
        where a.storage_key = t.key and a.facility_id = ${facilityId}
          and (a.publication_id is null or a.publication_id = ${publicationId})
        returning a.storage_key`
      if (taken.length !== keys.length) return false as const
      const dropped = yield* sql<{ storage_key: string }>`
        delete from publication_attachments
        where publication_id = ${publicationId} and not (storage_key = any(${keys}::text[]))
        returning storage_key`
      return dropped.map((row) => row.storage_key)
    }))

  return repository({ page, one, findOr404, isPublicFile, isHoliday, create, update, remove, addUpload, setAttachments })
})

/** A facility's news items and the files uploaded for them (management 2.4). */
export class PublicationRepository extends Context.Service<
  PublicationRepository,
  Effect.Success<typeof makePublicationRepository>
>()("@pociecha/server/PublicationRepository") {
  static readonly layer = Layer.effect(PublicationRepository, makePublicationRepository)
}
