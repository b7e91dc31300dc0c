import { apiError, type FacilityStatus, type GalleryPhoto, type UserLimit } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { facilityStatusInForce } from "./facilityStatusInForce"

/** A facility's gallery in its order, as the profile and the editors see it. */
export const galleryStatement = (sql: SqlClient.SqlClient, facilityId: number) =>
  sql<GalleryPhoto>`
    select id, url, coalesce(thumb_url, url) as thumb_url, sort_order as "order"
    from facility_photos where facility_id = ${facilityId} order by sort_order, id`

/** The files of an uploaded photo: the photo and its thumbnail, by URL and storage key. */
export interface StoredPhoto {
  readonly url: string
  readonly thumbUrl: string
  readonly key: string
  readonly thumbKey: string
}

/** The storage keys of a deleted photo: none for the seed's static images. */
export interface PhotoKeys {
  readonly storage_key: string | null
  readonly thumb_key: string | null
}

/** A PostgreSQL array literal of ids. */
const idArray = (ids: ReadonlyArray<number>) => `{${ids.join(",")}}`

const makeGalleryRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  const photos = (facilityId: number) => galleryStatement(sql, facilityId)

  /**
   * What decides whether the gallery takes another photo: the facility's status, the user limit
   * `gallery_photos` (null when the table lacks it) and the photos it has. Locks the facility's
   * row, so that inside a transaction parallel uploads of one facility count one after another.
   */
  const budget = (facilityId: number) =>
    Effect.gen(function*() {
      const [facility] = yield* sql<{ status: FacilityStatus }>`select ${sql.literal(facilityStatusInForce("facilities"))} as status from facilities where id = ${facilityId} for update`
      const [limit] = yield* sql<UserLimit>`
        select key, value_free, value_registered, value_premium from user_limits where key = 'gallery_photos'`
      const [held] = yield* sql<{ count: number }>`select count(*)::int as count from facility_photos where facility_id = ${facilityId}`
      return { status: facility!.status, limit: limit ?? null, count: held!.count }
    })

  /** Adds a photo at the end of the gallery. */
  const add = (facilityId: number, photo: StoredPhoto) =>
    policyRequire("gallery", "add")(Effect.asVoid(sql`
      insert into facility_photos (facility_id, url, thumb_url, storage_key, thumb_key, sort_order)
      select ${facilityId}, ${photo.url}, ${photo.thumbUrl}, ${photo.key}, ${photo.thumbKey}, coalesce(max(sort_order) + 1, 0)
      from facility_photos where facility_id = ${facilityId}`))

  /** Deletes a photo of the facility: its storage keys; 404 ERROR_NOT_FOUND when it has no such photo. */
  const remove = (facilityId: number, photoId: number) =>
    policyRequire("gallery", "manage")(Effect.flatMap(
      sql<PhotoKeys>`delete from facility_photos where id = ${photoId} and facility_id = ${facilityId} returning storage_key, thumb_key`,
      ([keys]) => (keys === undefined ? Effect.fail(apiError("ERROR_NOT_FOUND")) : Effect.succeed(keys))
    ))

  /**
   * Puts the gallery in the order of `ids` when they are exactly its photos; false (nothing
   * changes) when they are not. Locks the facility's row against a parallel upload or delete.
   */
  const reorder = (facilityId: number, ids: ReadonlyArray<number>) =>
    policyRequire("gallery", "manage")(Effect.gen(function*() {
      yield* sql`select 1 from facilities where id = ${facilityId} for update`
      const current = yield* sql<{ id: number }>`select id from facility_photos where facility_id = ${facilityId}`
      const wanted = new Set(ids)
      if (current.length !== ids.length || current.some((photo) => !wanted.has(photo.id))) return false
      yield* sql`
        update facility_photos p set sort_order = o.position - 1
        from unnest(${idArray(ids)}::int[]) with ordinality as o(id, position)
        where p.id = o.id and p.facility_id = ${facilityId}`
      return true
    }))

  return repository({ photos, budget, add, remove, reorder })
})

/** Gallery photos of facilities (management 2.4). */
export class GalleryRepository extends Context.Service<GalleryRepository, Effect.Success<typeof makeGalleryRepository>>()(
  "@pociecha/server/GalleryRepository"
) {
  static readonly layer = Layer.effect(GalleryRepository, makeGalleryRepository)
}
