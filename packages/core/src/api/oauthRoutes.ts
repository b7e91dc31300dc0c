import type { OAuthProvider } from "../domain/oauthProvider"
import { appRoutes } from "../domain/rules/appRoutes"
import { safeReturnPath } from "../domain/rules/returnPath"
import type { Language } from "../domain/user"
import type { ErrorKey } from "./errors"

/**
 * Signing in with Google or Facebook (spec 2.10) goes through two browser navigations that are
 * not JSON calls and so not endpoints of the contract: the start, which sends the browser to the
 * provider, and the callback, where the provider sends it back. Then the server sends the browser
 * to the login page, which reads the outcome from its query (see {@link readOAuthReturn}).
 */
export const OAUTH_ROUTES_BASE = "/api/v1/account/oauth"

/** The start of a sign-in: `next` is where to return afterwards, `language` that of a new account. */
export const oauthStartPath = (
  provider: OAuthProvider,
  options: { readonly next?: string | null; readonly language?: Language } = {}
): string => {
  const query = new URLSearchParams()
  const next = safeReturnPath(options.next)
  if (next !== null) query.set("next", next)
  if (options.language !== undefined) query.set("language", options.language)
  const search = query.toString()
  return `${OAUTH_ROUTES_BASE}/${provider}/start${search === "" ? "" : `?${search}`}`
}

/** Where the provider sends the browser back (registered with the provider as the redirect URI). */
export const oauthCallbackPath = (provider: OAuthProvider): string => `${OAUTH_ROUTES_BASE}/${provider}/callback`

/** The catalogue keys a sign-in can end with; anything else in the URL is not shown. */
export const oauthErrorKeys = [
  "ERROR_OAUTH_FAILED",
  "ERROR_OAUTH_CANCELLED",
  "ERROR_OAUTH_EMAIL_UNVERIFIED",
  "ERROR_OAUTH_EMAIL_MISSING",
  "ERROR_TOO_MANY_REQUESTS"
] as const satisfies ReadonlyArray<ErrorKey>
export type OAuthErrorKey = (typeof oauthErrorKeys)[number]

/** How a sign-in ended: a session was started (the app picks it up by its cookie), or why not. */
export type OAuthOutcome =
  | { readonly _tag: "signedIn"; readonly next: string | null }
  | { readonly _tag: "failed"; readonly error: OAuthErrorKey }

const OK_PARAM = "oauth"
const ERROR_PARAM = "oauth_error"

/** The login page with the outcome in its query: where the server sends the browser at the end. */
export const oauthReturnPath = (outcome: OAuthOutcome): string => {
  const query = new URLSearchParams()
  if (outcome._tag === "failed") {
    query.set(ERROR_PARAM, outcome.error)
  } else {
    query.set(OK_PARAM, "ok")
    const next = safeReturnPath(outcome.next)
    if (next !== null) query.set("next", next)
  }
  return `${appRoutes.login}?${query.toString()}`
}

const isOAuthErrorKey = (value: string): value is OAuthErrorKey =>
  (oauthErrorKeys as ReadonlyArray<string>).includes(value)

/** The outcome of a sign-in in the login page's query (`?oauth=ok&next=…`, `?oauth_error=KEY`), if any. */
export const readOAuthReturn = (search: string): OAuthOutcome | null => {
  const query = new URLSearchParams(search)
  const error = query.get(ERROR_PARAM)
  if (error !== null) return { _tag: "failed", error: isOAuthErrorKey(error) ? error : "ERROR_OAUTH_FAILED" }
  if (query.get(OK_PARAM) !== "ok") return null
  return { _tag: "signedIn", next: safeReturnPath(query.get("next")) }
}
