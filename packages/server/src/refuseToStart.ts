import { Effect } from "effect"
import { SqlError } from "effect/sql"
import { ConfigurationError } from "./configurationError"

/** Prints the one-line reason a setting is missing or wrong and exits non-zero. */
export const refuseToStart = (error: ConfigurationError) =>
  Effect.sync(() => {
    process.stderr.write(`Pociecha refuses to start: ${error.reason}\n`)
    process.exit(78) // EX_CONFIG
  })

/** The innermost cause's message: `connect ECONNREFUSED 10.0.0.5:5432`, not the driver's wrapping. */
const rootMessage = (error: unknown): string => {
  let current = error
  while (current instanceof Error && current.cause instanceof Error) current = current.cause
  return current instanceof Error ? current.message : String(current)
}

/**
 * A database the server cannot reach or log into at start is a setting to fix (DATABASE_URL, or
 * the server it names), not a crash: one line without the URL's password, like any other.
 */
export const unusableDatabase = (error: unknown): ConfigurationError | null =>
  SqlError.isSqlError(error) && (error.reason._tag === "ConnectionError" || error.reason._tag === "AuthenticationError")
    ? new ConfigurationError({ reason: `the database cannot be reached (${rootMessage(error)}); check DATABASE_URL` })
    : null
