import { Effect } from "effect"
import { mkdtempSync, readdirSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, relative } from "node:path"
import { diskStore } from "../../src/storage/diskStore"
import type { FileStore } from "../../src/storage/fileStore"

/**
 * The real folder store in a fresh temporary folder, whose `failingPut`-th put (counting from 1)
 * is an outage — a defect, as the real stores' are — so a test can break a write half-way.
 * `keys()` lists the files the folder holds.
 */
export const outageDiskStore = (failingPut: number | null = null) => {
  const root = mkdtempSync(join(tmpdir(), "pociecha-store-"))
  const disk = diskStore(root)
  let puts = 0
  const store: FileStore = {
    ...disk,
    put: (key, bytes, contentType) => (++puts === failingPut ? Effect.die(new Error("the store is down")) : disk.put(key, bytes, contentType))
  }
  const keys = () =>
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split("\\").join("/"))
  return { store, keys }
}
