import { apiError, permissionNames, PociechaApi, resolveLimit, SUPPORT_USER_TYPE, TOO_MANY_PHOTOS, type ViewerClaims } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { inTransaction } from "../../db/sqlDefects"
import { GalleryRepository } from "../../repositories/galleryRepository"
import { FileStorage } from "../../storage/fileStorage"
import { encodePhoto } from "../../storage/imageEncoding"
import { fileUrl, newStorageKey } from "../../storage/storageKey"
import { discardFiles, encodeUpload, storeThenCommit } from "../../storage/uploadedImages"
import { requireFacilityPermission } from "./facilityEditor"

/**
 * The gallery (management 2.4, 5, 6, 9): its editors — `facility-data/write` on the facility, or
 * support — upload photos up to the package's `gallery_photos`, delete them and reorder them.
 * An upload is re-encoded (JPEG of at most 1600 px, a 400 px thumbnail) and stored before the
 * transaction that counts the gallery under the facility's row lock and adds it: parallel
 * uploads past the limit add one, and the refused ones' files are deleted again. A deleted
 * photo's files go once the deletion is committed.
 */
export const GalleryHandlers = HttpApiBuilder.group(PociechaApi, "gallery", (handlers) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const gallery = yield* GalleryRepository
    const files = yield* FileStorage
    const abuse = yield* AbuseGuard

    const requireEditor = (ref: string) => requireFacilityPermission(sql, ref, permissionNames.FACILITY_DATA_WRITE)

    /** 403 ERROR_ACTION_LIMIT_MET, 'Too many photos selected', when the gallery holds what its package allows. */
    const roomForOneMore = (viewer: ViewerClaims, facilityId: number) =>
      Effect.gen(function*() {
        const budget = yield* gallery.budget(facilityId)
        // No such limit in the table allows nothing: a missing setting must not open the gate.
        const limit = budget.limit === null
          ? 0
          : resolveLimit(budget.limit, { facilityStatus: budget.status, isAdmin: viewer.type === SUPPORT_USER_TYPE })
        if (budget.count >= limit) return yield* Effect.fail(apiError("ERROR_ACTION_LIMIT_MET", { file: [TOO_MANY_PHOTOS] }))
      })

    return handlers
      .handle("list", ({ params }) => Effect.flatMap(requireEditor(params.id), ({ facility }) => gallery.photos(facility.id)))
      .handle("upload", ({ params, payload }) =>
        Effect.gen(function*() {
          const { viewer, facility } = yield* requireEditor(params.id)
          // Before any work: a full gallery refuses at once (and again below, under the lock).
          yield* roomForOneMore(viewer, facility.id)
          yield* abuse.spend("imageUploadsPerUser", viewer.accountId)
          const { photo, thumbnail } = yield* encodeUpload(payload.file, (bytes) => encodePhoto(bytes))
          const folder = `gallery/${facility.id}`
          const key = newStorageKey(folder, "jpg")
          const thumbKey = newStorageKey(`${folder}/thumbs`, "jpg")
          const stored = { url: fileUrl(key), thumbUrl: fileUrl(thumbKey), key, thumbKey }
          return yield* storeThenCommit(
            files,
            [{ key, bytes: photo, contentType: "image/jpeg" }, { key: thumbKey, bytes: thumbnail, contentType: "image/jpeg" }],
            inTransaction(sql, Effect.andThen(roomForOneMore(viewer, facility.id), gallery.add(facility.id, stored)))
          ).pipe(Effect.andThen(gallery.photos(facility.id)))
        }))
      .handle("remove", ({ params }) =>
        Effect.gen(function*() {
          const { facility } = yield* requireEditor(params.id)
          const removed = yield* gallery.remove(facility.id, params.photo)
          if (removed === null) return yield* Effect.fail(apiError("ERROR_NOT_FOUND"))
          yield* discardFiles(files, [removed.storage_key, removed.thumb_key])
          return yield* gallery.photos(facility.id)
        }))
      .handle("reorder", ({ params, payload }) =>
        Effect.gen(function*() {
          const { facility } = yield* requireEditor(params.id)
          if (!(yield* inTransaction(sql, gallery.reorder(facility.id, payload.ids)))) return yield* Effect.fail(apiError("ERROR_CONFLICT"))
          return yield* gallery.photos(facility.id)
        }))
  }))
