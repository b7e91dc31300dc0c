import { ByteSize } from "effect"
import { apiEndpoints } from "./apiMethods"

/** JSON (and any body but a declared upload) above this is refused (413) before it is read. */
export const MAX_BODY_BYTES = 1024 * 1024

const MULTIPART = "multipart/form-data"

interface Upload {
  readonly method: string
  readonly pattern: RegExp
  readonly maxBytes: number
}

/**
 * The contract's uploads: each endpoint that takes `multipart/form-data` declares its own bound
 * with `HttpApiSchema.asMultipart({ maxTotalSize })` — one photo, a gallery, a claim's documents.
 */
const uploads = apiEndpoints.flatMap(({ method, pattern, payload }): ReadonlyArray<Upload> => {
  const limits = payload.get(MULTIPART)?.encoding.limits
  if (limits?.maxTotalSize === undefined) return []
  return [{ method, pattern, maxBytes: ByteSize.toNumberUnsafe(ByteSize.fromInputUnsafe(limits.maxTotalSize)) }]
})

const isMultipart = (contentType: string | undefined) => contentType?.split(";")[0]?.trim().toLowerCase() === MULTIPART

/**
 * The largest body a request may send: the bound its endpoint declares for an upload, when it
 * sends one; 1 MB for everything else.
 */
export const bodyLimitOf = (method: string, path: string, contentType: string | undefined): number =>
  (isMultipart(contentType) ? uploads.find((upload) => upload.method === method && upload.pattern.test(path))?.maxBytes : undefined) ??
    MAX_BODY_BYTES
