import { apiError } from "@pociecha/core"
import { Effect } from "effect"
import type { Multipart } from "effect/http"
import { readFile } from "node:fs/promises"
import type { FileStore } from "./fileStore"
import { encodeFittedImage, GALLERY_PHOTO, type ImageRejected } from "./imageEncoding"
import { fileUrl, newStorageKey } from "./storageKey"

/**
 * An uploaded file re-encoded by `encode`; an image it refuses is the client's mistake: 400
 * ERROR_BAD_REQUEST with the reason (INVALID_FILE_FORMAT, FILE_TOO_LARGE) under `file`.
 */
export const encodeUpload = <A>(file: Multipart.PersistedFile, encode: (bytes: Uint8Array) => Effect.Effect<A, ImageRejected>) =>
  Effect.flatMap(Effect.promise(() => readFile(file.path)), (bytes) =>
    encode(new Uint8Array(bytes)).pipe(
      Effect.catchTag("ImageRejected", ({ reason }) => Effect.fail(apiError("ERROR_BAD_REQUEST", { file: [reason] })))
    ))

/**
 * An image a rich text or a record will point at by its URL (a description's picture, a
 * template's): re-encoded within gallery size (no EXIF kept) and stored under `folder`. Nothing
 * points at it yet, so there is no transaction to wait for.
 */
export const storeFittedImage = (files: FileStore, file: Multipart.PersistedFile, folder: string) =>
  Effect.gen(function*() {
    const image = yield* encodeUpload(file, (bytes) => encodeFittedImage(bytes, GALLERY_PHOTO))
    const key = newStorageKey(folder, "jpg")
    yield* files.put(key, image, "image/jpeg")
    return { url: fileUrl(key) }
  })

/**
 * Deletes files nothing points at any more (none for a null key); a failure only leaves an
 * orphan, so it is logged, not answered.
 */
export const discardFiles = (files: FileStore, keys: ReadonlyArray<string | null>) =>
  Effect.forEach(
    keys.filter((key): key is string => key !== null),
    (key) => files.delete(key).pipe(Effect.catchCause((cause) => Effect.logWarning("a replaced file could not be deleted", key, cause))),
    { discard: true }
  )

/** A file to store under a key. */
export interface NewFile {
  readonly key: string
  readonly bytes: Uint8Array
  readonly contentType: string
}

/**
 * Stores new files, then runs `commit` — the transaction that points at them. Should any store
 * or the commit fail, every one of the files goes again (deleting one never stored does
 * nothing): a refused or failed change leaves no file behind.
 */
export const storeThenCommit = <A, E, R>(files: FileStore, newFiles: ReadonlyArray<NewFile>, commit: Effect.Effect<A, E, R>) =>
  Effect.andThen(Effect.forEach(newFiles, ({ key, bytes, contentType }) => files.put(key, bytes, contentType), { discard: true }), commit).pipe(
    Effect.onError(() => discardFiles(files, newFiles.map(({ key }) => key)))
  )
