import type { ApiError } from "./errors"

/**
 * The mark every typed error of the contract carries on its prototype (errors.ts sets it). Code
 * that only needs to tell a contract error from anything else — a form reading a failed call, the
 * failure policy — checks the mark rather than `instanceof` the Schema classes, so it does not
 * pull Effect's Schema into a page that never calls the API (a guest's profile, the landing page).
 */
export const apiErrorBrand: unique symbol = Symbol.for("@pociecha/core/ApiError")

/** True for any of the contract's typed errors. */
export const isApiError = (u: unknown): u is ApiError =>
  typeof u === "object" && u !== null && (u as { readonly [apiErrorBrand]?: unknown })[apiErrorBrand] === true

/** The error types after which the client refreshes its token and retries once (8.1). */
export const refreshableErrorTypes: ReadonlySet<string> = new Set([
  "error/expired-jwt",
  "error/missing-jwt",
  "error/insufficient-permissions"
])

/** True when the client should refresh its token and retry the call once. */
export const isRefreshableError = (u: unknown): u is ApiError =>
  isApiError(u) && refreshableErrorTypes.has(u.data.error.type)

/**
 * True when the token sent is no good and never will be: forged, or its session ended on the
 * server (logged out elsewhere, the password or e-mail changed, the account deleted). Not
 * refreshed (8.1): the session it belonged to is over.
 */
export const isSessionEndingError = (u: unknown): u is ApiError =>
  isApiError(u) && u.data.error.type === "error/invalid-jwt"
