import { Option, Schema } from "effect"
import { ApiErrors, type ApiError } from "./errors"

const decoders = ApiErrors.map((Class) => Schema.decodeUnknownOption(Class as Schema.Decoder<ApiError>))

/**
 * The contract's typed error of an error body as the server sends it (`{statusCode, message,
 * data: {error}}`), or null when the body is not one — e.g. a proxy's HTML page. For clients
 * that read without the Effect client (see PublicReader); the status picks the class.
 */
export function apiErrorOfBody(body: unknown): ApiError | null {
  for (const decode of decoders) {
    const error = decode(body)
    if (Option.isSome(error)) return error.value
  }
  return null
}
