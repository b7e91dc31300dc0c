import { apiError } from "@pociecha/core"
import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse, HttpStaticServer } from "effect/http"
import { existsSync } from "node:fs"
import { join } from "node:path"
import { ServerConfig } from "../services"

const IMMUTABLE = "public, max-age=31536000, immutable"

/** The catalogue's 404 for a path under /api that no endpoint answers. */
const apiNotFound = Effect.sync(() => {
  const error = apiError("ERROR_NOT_FOUND")
  return HttpServerResponse.jsonUnsafe(
    { statusCode: error.statusCode, message: error.message, data: error.data },
    { status: 404 }
  )
})

/**
 * Serves the built web app: hashed assets cached for a year, every other path
 * answered by index.html so the client router can take it (the app shows its
 * own 404 page). Unknown /api paths get the JSON 404 instead.
 */
export const webAppLayer = Layer.effectDiscard(
  Effect.gen(function*() {
    const router = yield* HttpRouter.HttpRouter
    const config = yield* ServerConfig
    yield* router.add("*", "/api/*", apiNotFound)
    if (!existsSync(join(config.webDist, "index.html"))) {
      yield* Effect.logWarning(`No web build at ${config.webDist}: run 'pnpm build' to serve the app.`)
      return
    }
    const assets = yield* HttpStaticServer.make({ root: config.webDist, cacheControl: IMMUTABLE })
    const pages = yield* HttpStaticServer.make({ root: config.webDist, spa: true, cacheControl: "no-cache" })
    yield* router.add(
      "GET",
      "/*",
      Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
        (request.url.startsWith("/assets/") ? assets : pages).pipe(
          Effect.catch(() => Effect.succeed(HttpServerResponse.empty({ status: 404 })))
        ))
    )
  })
)
