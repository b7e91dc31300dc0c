import { Authentication, apiError, Viewer, type UnauthorizedError, type ViewerClaims, type ViewerState } from "@pociecha/core"
import { Effect, Layer } from "effect"
import { HttpServerRequest } from "effect/http"
import { TokenRepository } from "../../repositories/tokenRepository"
import { AccessTokenService } from "../../services"

const BEARER = /^Bearer\s+(\S+)$/i

/**
 * Reads an Authorization header into the caller it names. A token's signature proves only who it
 * was issued to; the account's type and the session's life are read from the database.
 */
export const viewerReader = Effect.gen(function*() {
  const tokens = yield* AccessTokenService
  const sessions = yield* TokenRepository
  return (authorization: string | undefined): Effect.Effect<ViewerState> =>
    Effect.gen(function*() {
      if (authorization === undefined || authorization === "") return { _tag: "guest" }
      const token = BEARER.exec(authorization)?.[1]
      if (token === undefined) return { _tag: "invalid" }
      const check = yield* Effect.promise(() => tokens.verify(token))
      if (check._tag !== "valid") return check
      const session = yield* sessions.liveSession(check.claims.accountId, check.claims.sessionId)
      if (session === null) return { _tag: "invalid" }
      return { _tag: "signed-in", claims: { accountId: check.claims.accountId, type: session.type }, sessionId: check.claims.sessionId }
    })
})

/**
 * Provides the request's Viewer. A token's signature proves only who it was issued to; the
 * account's type and the session's life are read from the database, so a forged claim, a
 * logged-out session or a deleted account gets nowhere.
 */
export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.gen(function*() {
    const viewerOf = yield* viewerReader
    return (httpEffect) =>
      Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
        Effect.flatMap(viewerOf(request.headers["authorization"]), (viewer) =>
          Effect.provideService(httpEffect, Viewer, viewer)))
  })
)

/** The signed-in caller with the portal session of its token, or the catalogue error that tells the client to refresh or log in. */
export const requireSignedIn: Effect.Effect<Extract<ViewerState, { _tag: "signed-in" }>, UnauthorizedError, Viewer> = Effect.flatMap(
  Viewer,
  (viewer) => {
    switch (viewer._tag) {
      case "signed-in":
        return Effect.succeed(viewer)
      case "expired":
        return Effect.fail(apiError("ERROR_EXPIRED_JWT"))
      case "invalid":
        return Effect.fail(apiError("ERROR_INVALID_JWT"))
      case "guest":
        return Effect.fail(apiError("ERROR_MISSING_JWT"))
    }
  }
)

/** The signed-in caller, or the catalogue error that tells the client to refresh or log in. */
export const requireViewer: Effect.Effect<ViewerClaims, UnauthorizedError, Viewer> = Effect.map(requireSignedIn, (viewer) => viewer.claims)
