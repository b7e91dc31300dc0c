import { Authentication, apiError, Viewer, type ViewerClaims, type ViewerState } from "@pociecha/core"
import { Effect, Layer } from "effect"
import { HttpServerRequest } from "effect/http"
import { AccessTokenService } from "../services"

const BEARER = /^Bearer\s+(\S+)$/i

const readViewer = (authorization: string | undefined) =>
  Effect.gen(function*() {
    if (authorization === undefined || authorization === "") return { _tag: "guest" } as ViewerState
    const token = BEARER.exec(authorization)?.[1]
    if (token === undefined) return { _tag: "invalid" } as ViewerState
    const tokens = yield* AccessTokenService
    const check = yield* Effect.promise(() => tokens.verify(token))
    return check._tag === "valid" ? { _tag: "signed-in", claims: check.claims } as ViewerState : check
  })

/** Provides the request's Viewer from its bearer token. */
export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.gen(function*() {
    const tokens = yield* AccessTokenService
    return (httpEffect) =>
      Effect.gen(function*() {
        const request = yield* HttpServerRequest.HttpServerRequest
        const viewer = yield* readViewer(request.headers["authorization"]).pipe(
          Effect.provideService(AccessTokenService, tokens)
        )
        return yield* Effect.provideService(httpEffect, Viewer, viewer)
      })
  })
)

/** The signed-in caller, or the catalogue error that tells the client to refresh or log in. */
export const requireViewer: Effect.Effect<ViewerClaims, ReturnType<typeof apiError>, Viewer> = Effect.flatMap(
  Viewer,
  (viewer) => {
    switch (viewer._tag) {
      case "signed-in":
        return Effect.succeed(viewer.claims)
      case "expired":
        return Effect.fail(apiError("ERROR_EXPIRED_JWT"))
      case "invalid":
        return Effect.fail(apiError("ERROR_INVALID_JWT"))
      case "guest":
        return Effect.fail(apiError("ERROR_MISSING_JWT"))
    }
  }
)

/** The caller when signed in with a valid token; a guest otherwise. */
export const optionalViewer: Effect.Effect<ViewerClaims | null, never, Viewer> = Effect.map(
  Viewer,
  (viewer) => (viewer._tag === "signed-in" ? viewer.claims : null)
)
