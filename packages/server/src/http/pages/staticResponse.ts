import { HttpServerResponse, type HttpServerRequest } from "effect/http"
import { chooseEncoding, contentEncodings } from "../middleware/contentEncoding"
import type { StaticFile } from "./staticFile"

const isCurrent = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*")

/**
 * A file of the build as the response: the precompressed body the request accepts (Vary tells
 * caches the choice depends on Accept-Encoding), or 304 when the browser's copy is current.
 */
export function staticResponse(
  request: HttpServerRequest.HttpServerRequest,
  file: StaticFile,
  options: {
    readonly cacheControl: string
    readonly status?: number
    /** Request headers besides Accept-Encoding the body was chosen by (the app page: Cookie, for its language). */
    readonly varyAlso?: string
  }
): HttpServerResponse.HttpServerResponse {
  const status = options.status ?? 200
  const headers = {
    "cache-control": options.cacheControl,
    vary: options.varyAlso === undefined ? "accept-encoding" : `accept-encoding, ${options.varyAlso}`,
    ...(status === 200 ? { etag: file.etag } : {})
  }
  if (status === 200 && isCurrent(request.headers["if-none-match"], file.etag)) {
    return HttpServerResponse.empty({ status: 304, headers })
  }
  const available = contentEncodings.filter((encoding) => file.encoded[encoding] !== undefined)
  const encoding = chooseEncoding(request.headers["accept-encoding"], available)
  return HttpServerResponse.uint8Array(encoding === null ? file.body : file.encoded[encoding]!, {
    status,
    contentType: file.contentType,
    headers: encoding === null ? headers : { ...headers, "content-encoding": encoding }
  })
}
