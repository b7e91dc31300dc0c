import { ApiBoundary, apiError, type FieldMessages } from "@pociecha/core"
import { Effect, SchemaIssue } from "effect"
import { HttpApiMiddleware } from "effect/http-api"

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

// Our schemas annotate checks with catalogue keys (EMAIL_INVALID…); effect's own
// messages ("Missing key", "Expected string…") become generic keys.
const messageKey = (message: string): string =>
  /^[A-Z][A-Z0-9_]+$/.test(message) ? message : /missing/i.test(message) ? "FIELD_REQUIRED" : "FIELD_INVALID"

/** Field path → message keys, for the form that sent the request. */
const fieldMessages = (issue: SchemaIssue.Issue): FieldMessages => {
  const result: Record<string, Array<string>> = {}
  for (const { path, message } of formatIssues(issue).issues) {
    const field = (path ?? []).map((segment) => String(typeof segment === "object" ? segment.key : segment)).join(".")
    ;(result[field || "_"] ??= []).push(messageKey(message))
  }
  return result
}

const requestParts = new Set(["Params", "Headers", "Query", "Payload"])

/**
 * Request decoding failures — malformed JSON, wrong types, missing fields, bad
 * path parameters — answer 400 ERROR_BAD_REQUEST with the failing fields; the
 * handler never runs, so nothing changes. A response that fails to encode is
 * our bug: 500 ERROR_UNCAUGHT.
 */
export const ApiBoundaryLive = HttpApiMiddleware.layerSchemaErrorTransform(ApiBoundary, (error) =>
  Effect.fail(
    requestParts.has(error.kind)
      ? apiError("ERROR_BAD_REQUEST", fieldMessages(error.cause.issue))
      : apiError("ERROR_UNCAUGHT")
  ))
