import { Redacted } from "effect"
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto"
import { fileUrl } from "./storageKey"

/** How long a signed URL opens its file at least: a page of news read now still shows its pictures an hour later. */
export const SIGNED_URL_SECONDS = 3600

/**
 * Expiries are rounded up to this step: one file read again within it keeps one URL, so an
 * `<img>` keeps its `src` and a list keeps its keys between two reads.
 */
const EXPIRY_STEP_SECONDS = 600

/**
 * Short-lived URLs of files only some may read (the attachments of news for members or staff).
 * The server signs one for a reader it has just checked; whoever holds it opens the file until
 * it expires, without a token — which is what an `<img>` or a link needs: a browser sends no
 * Authorization header with either. What it opens is answered `private, no-store`.
 */
export interface FileUrlSigner {
  /** `/files/<key>?expires=<epoch seconds>&signature=<HMAC>`, open for {@link SIGNED_URL_SECONDS} and at most a step more. */
  readonly sign: (key: string, nowMs?: number) => string
  /** Whether the query holds an unexpired signature of this very key. */
  readonly opens: (key: string, query: URLSearchParams, nowMs?: number) => boolean
}

/** A signer keyed by a key derived from the JWT secret: every instance of a fleet signs and checks alike. */
export const fileUrlSigner = (secret: Redacted.Redacted<string>): FileUrlSigner => {
  const hmacKey = Buffer.from(hkdfSync("sha256", Redacted.value(secret), "", "pociecha signed file url", 32))
  const signature = (key: string, expires: number) => createHmac("sha256", hmacKey).update(`${key}\n${expires}`).digest()
  return {
    sign: (key, nowMs = Date.now()) => {
      const expires = Math.ceil((nowMs / 1000 + SIGNED_URL_SECONDS) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS
      return `${fileUrl(key)}?expires=${expires}&signature=${signature(key, expires).toString("base64url")}`
    },
    opens: (key, query, nowMs = Date.now()) => {
      const expires = Number(query.get("expires"))
      if (!Number.isSafeInteger(expires) || expires * 1000 <= nowMs) return false
      const given = Buffer.from(query.get("signature") ?? "", "base64url")
      const expected = signature(key, expires)
      return given.length === expected.length && timingSafeEqual(given, expected)
    }
  }
}

/** The URL without its query: a signed URL names its file like the plain one. */
export const withoutQuery = (url: string): string => url.split("?", 1)[0]!
