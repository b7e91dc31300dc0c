import { ApiBoundary, apiError, fieldMessagesOf } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiMiddleware } from "effect/http-api"

const requestParts = new Set(["Params", "Headers", "Query", "Payload"])

/**
 * Request decoding failures — malformed JSON, wrong types, missing fields, bad
 * path parameters — answer 400 ERROR_BAD_REQUEST with the failing fields; the
 * handler never runs, so nothing changes. A response that fails to encode is
 * our bug: 500 ERROR_UNCAUGHT.
 */
export const ApiBoundaryLive = HttpApiMiddleware.layerSchemaErrorTransform(ApiBoundary, (error) =>
  Effect.fail(
    requestParts.has(error.kind) ? apiError("ERROR_BAD_REQUEST", fieldMessagesOf(error.cause.issue)) : apiError("ERROR_UNCAUGHT")
  ))
