import { ByteSize, Effect } from "effect"
import { HttpIncomingMessage, HttpRouter, HttpServerError, HttpServerRequest, HttpServerResponse } from "effect/http"
import { ServerConfig } from "../../services"
import { allowedMethods } from "./apiMethods"
import { bodyLimitOf } from "./bodyLimits"
import { catalogueResponse, catalogueResponseForStatus } from "./catalogueResponse"
import { logRequest } from "./requestLog"
import { isApiPath, pathOf } from "./requestPath"

export { MAX_BODY_BYTES } from "./bodyLimits"

/** A failure answered without a catalogue body: empty, or not JSON on the API. */
const needsCatalogueBody = (path: string, response: HttpServerResponse.HttpServerResponse) => {
  if (response.status < 400) return false
  if (response.body._tag === "Empty") return true
  const contentType = response.headers["content-type"] ?? response.body.contentType ?? ""
  return isApiPath(path) && !contentType.startsWith("application/json")
}

/** 405 with Allow, when nothing answered a path that the contract has under other methods. */
const wrongMethod = (method: string, path: string, response: HttpServerResponse.HttpServerResponse) => {
  if (response.status !== 404 || !isApiPath(path)) return null
  const allowed = allowedMethods(path)
  if (allowed.length === 0 || allowed.includes(method)) return null
  return HttpServerResponse.setHeader(catalogueResponse("ERROR_METHOD_NOT_ALLOWED"), "allow", allowed.join(", "))
}

const declaredLength = (request: HttpServerRequest.HttpServerRequest) => {
  const header = request.headers["content-length"]
  return header === undefined ? 0 : Number(header)
}

/**
 * Declares the errors a middleware passes on — HttpRouter insists a global middleware keep
 * its inner effect's error type — though this one answers every failure itself.
 */
const failingAs = <E>() => <A, R>(effect: Effect.Effect<A, never, R>): Effect.Effect<A, E, R> => effect

/**
 * The edge of every request: gives it an id, refuses an oversize body before reading it (1 MB,
 * or what an upload endpoint declares for its multipart body),
 * turns any failure — a route not found, a method not allowed, an unsupported content type,
 * a defect — into the catalogue's error body (a 500 quotes the request id, which is also in
 * the log line), and logs one JSON line per request.
 */
export const RequestBoundaryLive = HttpRouter.middleware(
  Effect.map(ServerConfig, ({ logRequests }) => <E>(httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E>) =>
    Effect.gen(function*() {
      const request = yield* HttpServerRequest.HttpServerRequest
      const requestId = crypto.randomUUID()
      const started = performance.now()
      const path = pathOf(request.url)
      const maxBytes = bodyLimitOf(request.method, path, request.headers["content-type"])
      const tooLarge = declaredLength(request) > maxBytes
      const response = tooLarge
        ? catalogueResponse("ERROR_PAYLOAD_TOO_LARGE")
        : yield* httpEffect.pipe(
          // A chunked body without a length is cut off at the same size while it is read.
          Effect.provideService(HttpIncomingMessage.MaxBodySize, ByteSize.bytes(BigInt(maxBytes))),
          Effect.catchCause((cause) =>
            Effect.flatMap(HttpServerError.causeResponse(cause), ([failed, reported]) =>
              Effect.as(
                failed.status >= 500 && reported.reasons.length > 0
                  ? Effect.logError("request failed", reported)
                  : Effect.void,
                failed
              ))
          ),
          Effect.annotateLogs({ request_id: requestId })
        )
      const answered = wrongMethod(request.method, path, response) ??
        (needsCatalogueBody(path, response) ? catalogueResponseForStatus(response.status, requestId) : response)
      // A body left unread (refused, or cut off at the limit) closes the connection: see nodeServer.
      yield* logRequest(logRequests, { request, path, status: answered.status, started, requestId })
      return HttpServerResponse.setHeader(answered, "x-request-id", requestId)
    }).pipe(failingAs<E>())),
  { global: true }
)
