import { apiError } from "@pociecha/core"
import { Effect } from "effect"
import { HttpEffect, HttpServerRequest, HttpServerResponse } from "effect/http"
import type { AppConfig } from "../../config"
import { REFRESH_TOKEN_DAYS } from "../../repositories/tokenRepository"
import { ServerConfig } from "../../services"

/**
 * The refresh cookie. In production it is `__Host-` prefixed — the browser then insists on
 * Secure, Path=/ and no Domain, so no subdomain (facility websites) can plant or read one.
 * Elsewhere (plain http on localhost) it is limited to the account calls that need it.
 */
const cookieFor = (config: Pick<AppConfig, "appEnv">) =>
  config.appEnv === "production"
    ? { name: "__Host-refresh_token", path: "/", secure: true }
    : { name: "refresh_token", path: "/api/v1/account", secure: false }

/** The refresh token the browser sent, if any. */
export const readRefreshCookie = Effect.gen(function*() {
  const request = yield* HttpServerRequest.HttpServerRequest
  const config = yield* ServerConfig
  return request.cookies[cookieFor(config).name] ?? null
})

/** Sets (or, with null, clears) the httpOnly refresh cookie on the response. */
export const writeRefreshCookie = (token: string | null) =>
  Effect.gen(function*() {
    const { name, path, secure } = cookieFor(yield* ServerConfig)
    yield* HttpEffect.appendPreResponseHandler((_request, response) =>
      Effect.orDie(
        HttpServerResponse.setCookie(response, name, token ?? "", {
          httpOnly: true,
          // Only our own pages call refresh and logout; no other site's navigation needs the cookie.
          sameSite: "strict",
          secure,
          path,
          maxAge: token === null ? 0 : `${REFRESH_TOKEN_DAYS} days`
        })
      )
    )
  })

/** Whether a request comes from our own pages, as far as the browser tells (Sec-Fetch-Site, Origin). */
export const isSameOriginRequest = (
  headers: Readonly<Record<string, string | undefined>>,
  publicUrl: string
): boolean => {
  const fetchSite = headers["sec-fetch-site"]
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return false
  const origin = headers["origin"]
  if (origin === undefined) return true
  const host = headers["host"]
  const ownOrigins = [new URL(publicUrl).origin, ...(host === undefined ? [] : [`http://${host}`, `https://${host}`])]
  return ownOrigins.includes(origin)
}

/**
 * The calls that act on the cookie (refresh, logout) answer only our own pages: another
 * site cannot make a visitor's browser renew or end their session.
 */
export const requireSameOrigin = Effect.gen(function*() {
  const request = yield* HttpServerRequest.HttpServerRequest
  const config = yield* ServerConfig
  if (!isSameOriginRequest(request.headers, config.publicUrl)) {
    return yield* Effect.fail(apiError("ERROR_FORBIDDEN"))
  }
})
