import { errorBody, type ErrorKey, type FieldMessages } from "@pociecha/core"
import { HttpServerResponse } from "effect/http"

/**
 * A response with the catalogue's error body, for what is answered outside the API's handlers
 * (unknown /api paths, malformed paths, missing build files, requests that fail to decode), so
 * every error reads the same.
 */
export const catalogueResponse = (key: ErrorKey, schema?: FieldMessages): HttpServerResponse.HttpServerResponse => {
  const body = errorBody(key, schema)
  return HttpServerResponse.jsonUnsafe(body, { status: body.statusCode })
}

const keyByStatus: Readonly<Record<number, ErrorKey>> = {
  400: "ERROR_BAD_REQUEST",
  401: "ERROR_UNAUTHORIZED",
  403: "ERROR_FORBIDDEN",
  404: "ERROR_NOT_FOUND",
  405: "ERROR_METHOD_NOT_ALLOWED",
  409: "ERROR_CONFLICT",
  413: "ERROR_PAYLOAD_TOO_LARGE",
  415: "ERROR_UNSUPPORTED_MEDIA_TYPE",
  429: "ERROR_TOO_MANY_REQUESTS",
  431: "ERROR_HEADERS_TOO_LARGE"
}

/**
 * The catalogue body for an HTTP status that came without one; a server failure carries the
 * request id, to quote to support and to find in the log.
 */
export const catalogueResponseForStatus = (status: number, requestId: string) => {
  const body = errorBody(keyByStatus[status] ?? (status >= 500 ? "ERROR_UNCAUGHT" : "ERROR_BAD_REQUEST"))
  const withRef = status >= 500 ? { ...body, data: { error: { ...body.data.error, ref: requestId } } } : body
  return HttpServerResponse.jsonUnsafe({ ...withRef, statusCode: status }, { status })
}
