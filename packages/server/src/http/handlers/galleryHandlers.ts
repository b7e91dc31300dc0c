import { apiError, PociechaApi, type ViewerClaims } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { inTransaction } from "../../db/sqlDefects"
import { GalleryPolicy } from "../../policy/galleryPolicy"
import { policyUse } from "../../policy/policy"
import { FacilityRepository, type FacilityFacts } from "../../repositories/facilityRepository"
import { GalleryRepository } from "../../repositories/galleryRepository"
import { FileStorage } from "../../storage/fileStorage"
import { encodePhoto } from "../../storage/imageEncoding"
import { fileUrl, newStorageKey } from "../../storage/storageKey"
import { discardFiles, encodeUpload, storeThenCommit } from "../../storage/uploadedImages"
import { authorizedOnFacility } from "./authorizedOnFacility"

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
    const facilities = yield* FacilityRepository
    const gallery = yield* GalleryRepository
    const policies = yield* GalleryPolicy
    const files = yield* FileStorage
    const abuse = yield* AbuseGuard

    /** The gallery of the facility a route names, once the caller may manage it. */
    const onGallery = <A, E, R>(ref: string, use: (facility: FacilityFacts, caller: ViewerClaims) => Effect.Effect<A, E, R>) =>
      authorizedOnFacility(facilities, ref, policies.canManage, use)

    return handlers
      .handle("list", ({ params }) => onGallery(params.id, (facility) => gallery.photos(facility.id)))
      .handle("upload", ({ params, payload }) =>
        onGallery(params.id, (facility, caller) =>
          Effect.gen(function*() {
            // Before any work: a full gallery refuses at once (and again below, under the lock).
            yield* policies.canAdd(facility)
            yield* abuse.spend("imageUploadsPerUser", caller.accountId)
            const { photo, thumbnail } = yield* encodeUpload(payload.file, (bytes) => encodePhoto(bytes))
            const folder = `gallery/${facility.id}`
            const key = newStorageKey(folder, "jpg")
            const thumbKey = newStorageKey(`${folder}/thumbs`, "jpg")
            const stored = { url: fileUrl(key), thumbUrl: fileUrl(thumbKey), key, thumbKey }
            return yield* storeThenCommit(
              files,
              [{ key, bytes: photo, contentType: "image/jpeg" }, { key: thumbKey, bytes: thumbnail, contentType: "image/jpeg" }],
              inTransaction(sql, gallery.add(facility.id, stored).pipe(policyUse(policies.canAdd(facility))))
            ).pipe(Effect.andThen(gallery.photos(facility.id)))
          })))
      .handle("remove", ({ params }) =>
        onGallery(params.id, (facility) =>
          Effect.gen(function*() {
            const removed = yield* gallery.remove(facility.id, params.photo)
            yield* discardFiles(files, [removed.storage_key, removed.thumb_key])
            return yield* gallery.photos(facility.id)
          })))
      .handle("reorder", ({ params, payload }) =>
        onGallery(params.id, (facility) =>
          Effect.gen(function*() {
            if (!(yield* inTransaction(sql, gallery.reorder(facility.id, payload.ids)))) return yield* Effect.fail(apiError("ERROR_CONFLICT"))
            return yield* gallery.photos(facility.id)
          })))
  }))
