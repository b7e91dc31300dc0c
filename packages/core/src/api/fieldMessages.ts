import { Exit, Schema, SchemaIssue } from "effect"
import type { FieldMessages } from "./errors"

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

/**
 * The message key of one schema issue. The contract's checks carry catalogue
 * keys (EMAIL_INVALID, PASSWORD_TOO_SHORT…); effect's own messages ("Missing key",
 * "Expected string…") become FIELD_REQUIRED or FIELD_INVALID.
 */
const messageKey = (message: string): string =>
  /^[A-Z][A-Z0-9_]+$/.test(message) ? message : /missing/i.test(message) ? "FIELD_REQUIRED" : "FIELD_INVALID"

/** Field path ('email', 'address.city') → message keys, from a schema issue. */
export const fieldMessagesOf = (issue: SchemaIssue.Issue): FieldMessages => {
  const result: Record<string, Array<string>> = {}
  for (const { path, message } of formatIssues(issue).issues) {
    const field = (path ?? []).map((segment) => String(typeof segment === "object" ? segment.key : segment)).join(".")
    ;(result[field || "_"] ??= []).push(messageKey(message))
  }
  return result
}

/**
 * What the server would answer in `data.error.schema` for a payload, checked
 * against the contract's schema before sending (every field, not only the first);
 * null when the payload is valid.
 */
export const payloadFieldMessages = <S extends Schema.Top>(schema: S, payload: unknown): FieldMessages | null => {
  const exit = Schema.decodeUnknownExit(schema as unknown as Schema.Codec<unknown, unknown>)(payload, { errors: "all" })
  if (Exit.isSuccess(exit)) return null
  const failure = exit.cause.reasons.find((reason) => reason._tag === "Fail")
  return failure?._tag === "Fail" && Schema.isSchemaError(failure.error) ? fieldMessagesOf(failure.error.issue) : { _: ["FIELD_INVALID"] }
}
