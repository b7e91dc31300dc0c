import { Context, Effect, Layer } from "effect"
import { ServerConfig } from "../services"
import { diskStore } from "./diskStore"
import type { FileStore } from "./fileStore"
import { s3Store } from "./s3Store"
import { contentTypeOfKey } from "./storageKey"

/**
 * The one way into the store: every key is checked here, whatever store is behind. Reading a
 * text that is no key finds nothing (it comes from a URL); writing or deleting one is a bug.
 */
const checkedKeys = (store: FileStore): FileStore => ({
  put: (key, bytes, contentType) =>
    contentTypeOfKey(key) === contentType
      ? store.put(key, bytes, contentType)
      : Effect.die(new Error(`'${key}' is not a storage key for ${contentType}`)),
  get: (key) => (contentTypeOfKey(key) === null ? Effect.succeed(null) : store.get(key)),
  delete: (key) => (contentTypeOfKey(key) === null ? Effect.die(new Error(`'${key}' is not a storage key`)) : store.delete(key))
})

const makeFileStorage = Effect.gen(function*() {
  const { storage } = yield* ServerConfig
  if (storage.kind === "disk") return checkedKeys(diskStore(storage.dir))
  const { store } = yield* Effect.acquireRelease(Effect.sync(() => s3Store(storage)), ({ close }) => Effect.sync(close))
  return checkedKeys(store)
})

/** Uploaded files (avatars; later photos and documents): a folder in DATA_DIR, or an S3 bucket. */
export class FileStorage extends Context.Service<FileStorage, FileStore>()("@pociecha/server/FileStorage") {
  static readonly layer = Layer.effect(FileStorage, makeFileStorage)
}
