import { LATEST_BUILD_PATH } from "@pociecha/core"
import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { ServerConfig } from "../../services"
import { catalogueResponse } from "../middleware/catalogueResponse"

/**
 * The id of the build being served (spec 7.6), which open tabs poll to offer a reload. Unlike
 * the rest of the build, read from disk on each request and never kept by a cache (no-cache): a
 * deployment that replaces the build under a running server is seen at the next poll. No build,
 * or one without an id: the catalogue's 404.
 */
export const latestBuildLayer = Layer.effectDiscard(
  Effect.gen(function*() {
    const router = yield* HttpRouter.HttpRouter
    const file = join((yield* ServerConfig).webDist, LATEST_BUILD_PATH)
    yield* router.add("GET", LATEST_BUILD_PATH, () =>
      Effect.match(Effect.tryPromise(() => readFile(file)), {
        onFailure: () => catalogueResponse("ERROR_NOT_FOUND"),
        onSuccess: (body) =>
          HttpServerResponse.uint8Array(body, { contentType: "application/json", headers: { "cache-control": "no-cache" } })
      }))
  })
)
