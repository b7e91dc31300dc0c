import { createHash } from "node:crypto"
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { keepModelPathsIn } from "../src/testing/modelPathCache"
import type { KeptPath } from "../src/testing/modelPathCache"

/**
 * The setup file of mutation runs (vitest.mutation.config.ts): model paths kept as files in
 * MODEL_PATHS_CACHE, a folder of Stryker's sandbox, which every run starts empty.
 */
const folder = process.env.MODEL_PATHS_CACHE
const fileOf = (key: string) => join(folder ?? "", `${createHash("sha256").update(key).digest("hex")}.json`)

keepModelPathsIn(
  folder === undefined || folder === ""
    ? undefined
    : {
        read: (key) => {
          try {
            return JSON.parse(readFileSync(fileOf(key), "utf8")) as KeptPath[]
          } catch {
            return undefined
          }
        },
        write: (key, paths) => {
          mkdirSync(folder, { recursive: true })
          // Stryker's two workers may search the same file at once: each writes whole, then renames
          const partial = `${fileOf(key)}.${process.pid}`
          writeFileSync(partial, JSON.stringify(paths))
          renameSync(partial, fileOf(key))
        }
      }
)
