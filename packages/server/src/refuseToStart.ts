import { Effect } from "effect"
import type { ConfigurationError } from "./configurationError"

/** Prints the one-line reason a setting is missing or wrong and exits non-zero. */
export const refuseToStart = (error: ConfigurationError) =>
  Effect.sync(() => {
    process.stderr.write(`Pociecha refuses to start: ${error.reason}\n`)
    process.exit(78) // EX_CONFIG
  })
