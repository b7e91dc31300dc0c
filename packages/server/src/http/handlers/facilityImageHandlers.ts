import { apiError, permissionNames, PociechaApi } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { inTransaction } from "../../db/sqlDefects"
import { FileStorage } from "../../storage/fileStorage"
import { AVATAR_IMAGE, encodeFittedImage, encodeSquareImage, GALLERY_PHOTO } from "../../storage/imageEncoding"
import { fileUrl, keyOfFileUrl, newStorageKey } from "../../storage/storageKey"
import { discardFiles, encodeUpload, storeThenCommit } from "../../storage/uploadedImages"
import { requireFacilityPermission } from "./facilityEditor"

/**
 * A facility's own pictures (management 2.4, 2.11): its editors — `facility-data/write` on the
 * facility, or support — give it a logo (a square JPEG, as an avatar, in the record's `avatar`)
 * or take it away, and upload the images of its description on every package (within 1600 px,
 * as gallery photos). Every upload is re-encoded by sharp, so no EXIF or other metadata is kept.
 * A new logo is stored before the transaction that points the facility at it (locking the row,
 * so two changes at once cannot both keep theirs); the replaced file goes once that is committed.
 */
export const FacilityImagesHandlers = HttpApiBuilder.group(PociechaApi, "facilityImages", (handlers) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const files = yield* FileStorage
    const abuse = yield* AbuseGuard

    const requireEditor = (ref: string) => requireFacilityPermission(sql, ref, permissionNames.FACILITY_DATA_WRITE)

    /** Points the facility at a logo (or none) and answers the logo it had. */
    const swapLogo = (facilityId: number, avatar: string | null) =>
      inTransaction(sql, Effect.gen(function*() {
        const [row] = yield* sql<{ avatar: string | null }>`select avatar from facilities where id = ${facilityId} for update`
        if (row === undefined) return yield* Effect.fail(apiError("ERROR_FACILITY_NOT_FOUND"))
        yield* sql`update facilities set avatar = ${avatar} where id = ${facilityId}`
        return row.avatar
      }))

    /** Once committed: the replaced logo's file goes (one of ours only: a seed's static image stays). */
    const settled = (previous: string | null, avatar: string | null) =>
      Effect.as(discardFiles(files, [keyOfFileUrl(previous)]), { avatar })

    return handlers
      .handle("uploadLogo", ({ params, payload }) =>
        Effect.gen(function*() {
          const { viewer, facility } = yield* requireEditor(params.id)
          yield* abuse.spend("imageUploadsPerUser", viewer.accountId)
          const image = yield* encodeUpload(payload.file, (bytes) => encodeSquareImage(bytes, AVATAR_IMAGE))
          const key = newStorageKey(`logos/${facility.id}`, "jpg")
          const previous = yield* storeThenCommit(files, [{ key, bytes: image, contentType: "image/jpeg" }], swapLogo(facility.id, fileUrl(key)))
          return yield* settled(previous, fileUrl(key))
        }))
      .handle("removeLogo", ({ params }) =>
        Effect.gen(function*() {
          const { facility } = yield* requireEditor(params.id)
          return yield* settled(yield* swapLogo(facility.id, null), null)
        }))
      .handle("uploadDescriptionImage", ({ params, payload }) =>
        Effect.gen(function*() {
          const { viewer, facility } = yield* requireEditor(params.id)
          yield* abuse.spend("imageUploadsPerUser", viewer.accountId)
          const image = yield* encodeUpload(payload.file, (bytes) => encodeFittedImage(bytes, GALLERY_PHOTO))
          const key = newStorageKey(`descriptions/${facility.id}`, "jpg")
          yield* files.put(key, image, "image/jpeg")
          return { url: fileUrl(key) }
        }))
  }))
