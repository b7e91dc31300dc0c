import { Effect } from "effect"
import { HttpEffect, HttpServerRequest, HttpServerResponse } from "effect/http"
import { REFRESH_TOKEN_DAYS } from "../repositories/tokenRepository"
import { ServerConfig } from "../services"

export const REFRESH_COOKIE = "refresh_token"

// Only the account calls need the cookie: refresh and logout.
const COOKIE_PATH = "/api/v1/account"

/** The refresh token the browser sent, if any. */
export const readRefreshCookie = Effect.map(
  HttpServerRequest.HttpServerRequest,
  (request) => request.cookies[REFRESH_COOKIE] ?? null
)

/** Sets (or, with null, clears) the httpOnly refresh cookie on the response. */
export const writeRefreshCookie = (token: string | null) =>
  Effect.gen(function*() {
    const config = yield* ServerConfig
    yield* HttpEffect.appendPreResponseHandler((_request, response) =>
      Effect.orDie(
        HttpServerResponse.setCookie(response, REFRESH_COOKIE, token ?? "", {
          httpOnly: true,
          sameSite: "lax",
          secure: config.publicUrl.startsWith("https://"),
          path: COOKIE_PATH,
          maxAge: token === null ? 0 : `${REFRESH_TOKEN_DAYS} days`
        })
      )
    )
  })
