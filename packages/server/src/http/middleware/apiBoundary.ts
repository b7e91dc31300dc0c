import { ApiBoundary, fieldMessagesOf } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiMiddleware } from "effect/http-api"
import { catalogueResponse } from "./catalogueResponse"

const requestParts = new Set(["Params", "Headers", "Query", "Payload"])

/**
 * Request decoding failures — malformed JSON, wrong types, missing fields, bad path
 * parameters — answer 400 ERROR_BAD_REQUEST with the failing fields; the handler never runs,
 * so nothing changes. A response that fails to encode is our bug: it is passed on, becomes a
 * defect, and the request boundary logs it and answers 500 ERROR_UNCAUGHT.
 */
export const ApiBoundaryLive = HttpApiMiddleware.layerSchemaErrorTransform(ApiBoundary, (error) =>
  requestParts.has(error.kind)
    ? Effect.succeed(catalogueResponse("ERROR_BAD_REQUEST", fieldMessagesOf(error.cause.issue)))
    : Effect.fail(error))
