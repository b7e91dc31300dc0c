import { apiError } from "@pociecha/core"
import { Effect } from "effect"
import type { Multipart } from "effect/http"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../abuse/abuseGuard"
import { inTransaction } from "../db/sqlDefects"
import { AccountRepository, type AccountRow } from "../repositories/accountRepository"
import { FileStorage } from "./fileStorage"
import { AVATAR_IMAGE, encodeSquareImage } from "./imageEncoding"
import { fileUrl, keyOfFileUrl, newStorageKey } from "./storageKey"
import { discardFiles, encodeUpload, storeThenCommit } from "./uploadedImages"

/**
 * Changing and removing an account's photo. The new file is stored first and the account points
 * at it in one transaction that also reads the old photo (locking the row, so two changes at once
 * cannot both keep theirs); the old file is deleted only once the change is committed. A change
 * that fails leaves no new file behind.
 */
export const avatarChanges = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const accounts = yield* AccountRepository
  const files = yield* FileStorage
  const abuse = yield* AbuseGuard

  /** Deletes a photo file of ours (an avatar URL from elsewhere is left alone); a failure only leaves an orphan. */
  const discard = (avatar: string | null) => discardFiles(files, [keyOfFileUrl(avatar)])

  /** Points the account at a photo (or none), in one transaction, and answers the photo it had. */
  const swap = (account: AccountRow, avatar: string | null) =>
    inTransaction(sql, Effect.flatMap(accounts.swapAvatar(account.id, avatar), (swapped) =>
      swapped === null ? Effect.fail(apiError("ERROR_ACCOUNT_NOT_FOUND")) : Effect.succeed(swapped.previous)))

  /** Once the change is committed: the replaced photo's file goes, and the user is answered as it now is. */
  const settle = (account: AccountRow, previous: string | null) =>
    Effect.andThen(
      discard(previous),
      Effect.flatMap(accounts.byId(account.id), (updated) =>
        updated === null ? Effect.fail(apiError("ERROR_ACCOUNT_NOT_FOUND")) : accounts.userView(updated))
    )

  /** A new photo from an uploaded file, by `actorId` (the account's owner, or support). */
  const replace = (account: AccountRow, file: Multipart.PersistedFile, actorId: string) =>
    Effect.gen(function*() {
      yield* abuse.spend("imageUploadsPerUser", actorId)
      const image = yield* encodeUpload(file, (bytes) => encodeSquareImage(bytes, AVATAR_IMAGE))
      const key = newStorageKey("avatars", "jpg")
      const previous = yield* storeThenCommit(files, [{ key, bytes: image, contentType: "image/jpeg" }], swap(account, fileUrl(key)))
      return yield* settle(account, previous)
    })

  /** No photo any more: the account shows its generated avatar. */
  const remove = (account: AccountRow) => Effect.flatMap(swap(account, null), (previous) => settle(account, previous))

  return { replace, remove, discard }
})
