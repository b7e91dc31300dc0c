import { Option } from "effect"
import { Mime } from "effect/http"
import { createHash } from "node:crypto"
import type { ContentEncoding } from "../middleware/contentEncoding"

/** A file as the server sends it: its bytes, the same bytes precompressed, its type and a validator. */
export interface StaticFile {
  readonly contentType: string
  /** Weak, so one validator serves every encoding of the same content. */
  readonly etag: string
  readonly body: Uint8Array
  readonly encoded: Partial<Record<ContentEncoding, Uint8Array>>
}

const textTypes = /^(text\/|application\/(json|javascript|manifest\+json)$|image\/svg\+xml$)/

/** The Content-Type of a file by its name; text is UTF-8. */
export const contentTypeOf = (fileName: string): string => {
  const type = Option.getOrElse(Mime.getType(fileName), () => "application/octet-stream")
  return textTypes.test(type) ? `${type}; charset=utf-8` : type
}

export const staticFile = (
  fileName: string,
  body: Uint8Array,
  encoded: Partial<Record<ContentEncoding, Uint8Array>>
): StaticFile => ({
  contentType: contentTypeOf(fileName),
  etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`,
  body,
  encoded
})
