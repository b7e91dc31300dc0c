import { Exit, Schema, SchemaIssue } from "effect"

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

// The contract's checks carry catalogue keys (PASSWORD_TOO_SHORT…); effect's own messages become
// FIELD_REQUIRED or FIELD_INVALID — the same reading the server's API boundary applies.
const messageKey = (message: string): string =>
  /^[A-Z][A-Z0-9_]+$/.test(message) ? message : /missing/i.test(message) ? "FIELD_REQUIRED" : "FIELD_INVALID"

/**
 * Checks a payload against the contract's own schema (e.g. core's SignupPayload) before sending
 * it, and gives the first message key of each failing field — what the server would answer with
 * in `data.error.schema`. The client refuses to send a payload its schema rejects, so forms check
 * first and show the fields instead of a connection error.
 */
export function contractFieldErrors<S extends Schema.Top>(schema: S, payload: unknown): Record<string, string> {
  const exit = Schema.decodeUnknownExit(schema as unknown as Schema.Codec<unknown, unknown>)(payload, { errors: "all" })
  if (Exit.isSuccess(exit)) return {}
  const errors: Record<string, string> = {}
  const failure = exit.cause.reasons.find((reason) => reason._tag === "Fail")
  const issue = failure?._tag === "Fail" && Schema.isSchemaError(failure.error) ? failure.error.issue : null
  if (issue === null) return { _: "FIELD_INVALID" }
  for (const { path, message } of formatIssues(issue).issues) {
    const field = (path ?? []).map((segment) => String(typeof segment === "object" ? segment.key : segment)).join(".") || "_"
    errors[field] ??= messageKey(message)
  }
  return errors
}
