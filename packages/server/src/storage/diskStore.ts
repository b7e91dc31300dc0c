import { Effect } from "effect"
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises"
import { dirname, join } from "node:path"
import type { FileStore } from "./fileStore"
import { contentTypeOfKey } from "./storageKey"

const isMissing = (error: unknown) => (error as { code?: unknown } | null)?.code === "ENOENT"

/**
 * Files in a folder, one per key (keys are checked by the caller, so a path never leaves the
 * folder). A new file is written beside its place and renamed into it: a reader sees the whole
 * file or none. The Content-Type follows from the key's extension.
 */
export const diskStore = (root: string): FileStore => {
  const pathOf = (key: string) => join(root, ...key.split("/"))
  return {
    put: (key, bytes) =>
      Effect.promise(async () => {
        const path = pathOf(key)
        const partial = `${path}.${crypto.randomUUID()}.partial`
        await mkdir(dirname(path), { recursive: true })
        try {
          await writeFile(partial, bytes)
          await rename(partial, path)
        } finally {
          await rm(partial, { force: true })
        }
      }),
    get: (key) =>
      Effect.promise(() =>
        readFile(pathOf(key)).then(
          (bytes) => ({ bytes: new Uint8Array(bytes), contentType: contentTypeOfKey(key) ?? "application/octet-stream" }),
          (error: unknown) => (isMissing(error) ? null : Promise.reject(error))
        )
      ),
    delete: (key) => Effect.promise(() => rm(pathOf(key), { force: true }))
  }
}
