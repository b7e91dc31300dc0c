import { Effect } from "effect"
import { HttpBody, HttpEffect, HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import { chooseEncoding, type ContentEncoding } from "./contentEncoding"
import { isApiPath, pathOf } from "./requestPath"

/** Below this a compressed body saves less than its headers and the work cost. */
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Per request, so fast levels: Brotli 4 and gzip 6 come within a few percent of the maximum
 * (the tag list: 19 KB → under 3 KB) in a millisecond or two, and run in zlib's thread pool, off
 * the event loop.
 */
const compressors: Record<ContentEncoding, (body: Uint8Array) => Promise<Uint8Array>> = {
  br: (body) => brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
  gzip: (body) => gzipAsync(body, { level: 6 })
}

/** The response with its body compressed in an encoding the request accepts, when worth it. */
export const compressResponse = (
  request: HttpServerRequest.HttpServerRequest,
  response: HttpServerResponse.HttpServerResponse
): Effect.Effect<HttpServerResponse.HttpServerResponse> => {
  const body = response.body
  if (body._tag !== "Uint8Array" || body.contentLength < MIN_BYTES || response.headers["content-encoding"] !== undefined) {
    return Effect.succeed(response)
  }
  const encoding = chooseEncoding(request.headers["accept-encoding"], ["br", "gzip"])
  if (encoding === null) return Effect.succeed(HttpServerResponse.setHeader(response, "vary", "accept-encoding"))
  return Effect.map(
    Effect.promise(() => compressors[encoding](body.body)),
    (compressed) =>
      HttpServerResponse.setHeaders(HttpServerResponse.setBody(response, HttpBody.uint8Array(compressed, body.contentType)), {
        "content-encoding": encoding,
        vary: "accept-encoding"
      })
  )
}

/**
 * Compresses the API's JSON answers (the web build's files come precompressed, see webBuild.ts):
 * the search and the tag list are tens of kilobytes, mostly repeated keys.
 */
export const apiCompressionLayer = HttpRouter.middleware(
  Effect.succeed((app) =>
    Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
      isApiPath(pathOf(request.url)) ? Effect.andThen(HttpEffect.appendPreResponseHandler(compressResponse), app) : app
    )
  ),
  { global: true }
)
