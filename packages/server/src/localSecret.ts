import { Effect, Redacted } from "effect"
import { randomBytes } from "node:crypto"
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { ConfigurationError } from "./configurationError"

const SECRET_FILE = "jwt-secret"

/**
 * The signing secret of a local installation: made once, at random, and kept in the data
 * folder (readable by its owner only), so sessions survive a restart and no secret lives in
 * the source. Deleting the file logs everybody out.
 */
export const localJwtSecret = (dataDir: string) =>
  Effect.try({
    try: () => {
      mkdirSync(dataDir, { recursive: true })
      const file = join(dataDir, SECRET_FILE)
      try {
        // "wx": two servers starting at once never overwrite each other's secret.
        writeFileSync(file, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 })
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
      }
      return Redacted.make(readFileSync(file, "utf8").trim())
    },
    catch: (error) => new ConfigurationError({ reason: `cannot keep the local secret in ${dataDir}: ${String(error)}` })
  })
