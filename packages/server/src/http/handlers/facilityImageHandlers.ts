import { PociechaApi, type ViewerClaims } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { inTransaction } from "../../db/sqlDefects"
import { FacilityPolicy } from "../../policy/facilityPolicy"
import { FacilityEditRepository } from "../../repositories/facilityEditRepository"
import { FacilityRepository, type FacilityFacts } from "../../repositories/facilityRepository"
import { FileStorage } from "../../storage/fileStorage"
import { AVATAR_IMAGE, encodeSquareImage } from "../../storage/imageEncoding"
import { fileUrl, keyOfFileUrl, newStorageKey } from "../../storage/storageKey"
import { discardFiles, encodeUpload, storeFittedImage, storeThenCommit } from "../../storage/uploadedImages"
import { authorizedOnFacility } from "./authorizedOnFacility"

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

    const facilities = yield* FacilityRepository
    const edits = yield* FacilityEditRepository
    const policies = yield* FacilityPolicy

    /** The facility a route names, once the caller may edit its profile. */
    const onProfile = <A, E, R>(ref: string, use: (facility: FacilityFacts, caller: ViewerClaims) => Effect.Effect<A, E, R>) =>
      authorizedOnFacility(facilities, ref, policies.canEdit, use)

    /** Points the facility at a logo (or none) and answers the logo it had. */
    const swapLogo = (facilityId: number, avatar: string | null) => inTransaction(sql, edits.swapLogo(facilityId, avatar))

    /** Once committed: the replaced logo's file goes (one of ours only: a seed's static image stays). */
    const settled = (previous: string | null, avatar: string | null) =>
      Effect.as(discardFiles(files, [keyOfFileUrl(previous)]), { avatar })

    return handlers
      .handle("uploadLogo", ({ params, payload }) =>
        onProfile(params.id, (facility, caller) =>
          Effect.gen(function*() {
            yield* abuse.spend("imageUploadsPerUser", caller.accountId)
            const image = yield* encodeUpload(payload.file, (bytes) => encodeSquareImage(bytes, AVATAR_IMAGE))
            const key = newStorageKey(`logos/${facility.id}`, "jpg")
            const previous = yield* storeThenCommit(files, [{ key, bytes: image, contentType: "image/jpeg" }], swapLogo(facility.id, fileUrl(key)))
            return yield* settled(previous, fileUrl(key))
          })))
      .handle("removeLogo", ({ params }) =>
        onProfile(params.id, (facility) => Effect.flatMap(swapLogo(facility.id, null), (previous) => settled(previous, null))))
      .handle("uploadDescriptionImage", ({ params, payload }) =>
        onProfile(params.id, (facility, caller) =>
          Effect.gen(function*() {
            yield* abuse.spend("imageUploadsPerUser", caller.accountId)
            return yield* storeFittedImage(files, payload.file, `descriptions/${facility.id}`)
          })))
  }))
