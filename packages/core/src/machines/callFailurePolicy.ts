import { isApiError, refreshableErrorTypes } from "../api/apiErrorBrand"
import type { ApiError, FieldMessages } from "../api/errors"

/**
 * The message a call rejects with when no error body came back (spec 8.1): the server
 * was unreachable, the connection dropped, or the response could not be read.
 */
export const CONNECTION_ERROR_MESSAGE = "Connection error"

/**
 * What the client does about one failed call (spec 8.1). Every variant keeps the
 * original `error`, so nothing is lost when the decision is passed on.
 *
 * - `refresh-and-retry` — the token was expired, missing or lacked permissions: refresh
 *   it once and send the same request again with the new bearer.
 * - `reject` — show a red toast with `messageKey` (a catalogue key such as
 *   `ERROR_BAD_PASSWORD`) and put `fieldMessages[field]` under each form field.
 * - `pass-on-not-found` — a 404: the caller decides (an error page, an empty result…).
 * - `silent` — a server failure (5xx): rejected without a toast.
 * - `connection-error` — no error body at all: rejects with {@link CONNECTION_ERROR_MESSAGE}.
 */
export type CallFailure =
  | { readonly kind: "refresh-and-retry"; readonly error: ApiError }
  | {
      readonly kind: "reject"
      readonly error: ApiError
      /** Catalogue key for the toast, e.g. `ERROR_EMAIL_TAKEN`. */
      readonly messageKey: string
      /** First message key of each invalid field, e.g. `{ email: "EMAIL_INVALID" }`. */
      readonly fieldMessages: Readonly<Record<string, string>>
    }
  | { readonly kind: "pass-on-not-found"; readonly error: ApiError }
  | { readonly kind: "silent"; readonly error: ApiError }
  | { readonly kind: "connection-error"; readonly error: unknown; readonly message: typeof CONNECTION_ERROR_MESSAGE }


/**
 * The first message of each field of an error body's `data.error.schema` (spec 8.1: a
 * field shows its first message). Fields without messages are left out.
 */
export function firstFieldMessages(schema: FieldMessages | undefined): Readonly<Record<string, string>> {
  const result: Record<string, string> = {}
  for (const [field, messages] of Object.entries(schema ?? {})) {
    const first = messages[0]
    if (first !== undefined) result[field] = first
  }
  return result
}

/**
 * Decides what to do about a failed call (spec 8.1). Pure and framework-free: apps use it to
 * show a failure; the Effect client refreshes and retries on the same refreshable error types.
 *
 * Rules, in order:
 * 1. not one of the contract's typed errors (no error body) → `connection-error`;
 * 2. error type in {@link refreshableErrorTypes} (`error/expired-jwt`, `error/missing-jwt`,
 *    `error/insufficient-permissions`) and not yet retried → `refresh-and-retry`;
 * 3. status 404 → `pass-on-not-found`;
 * 4. status 500 or above → `silent`;
 * 5. anything else, including a refreshable error on an already retried call → `reject`.
 *
 * @param error what the call failed with
 * @param alreadyRetried true when this call is itself the retry: it is never retried again
 */
export function classifyCallFailure(error: unknown, alreadyRetried: boolean): CallFailure {
  if (!isApiError(error)) return { kind: "connection-error", error, message: CONNECTION_ERROR_MESSAGE }
  const detail = error.data.error
  if (!alreadyRetried && refreshableErrorTypes.has(detail.type)) return { kind: "refresh-and-retry", error }
  if (error.statusCode === 404) return { kind: "pass-on-not-found", error }
  if (error.statusCode >= 500) return { kind: "silent", error }
  return { kind: "reject", error, messageKey: detail.msg, fieldMessages: firstFieldMessages(detail.schema) }
}
