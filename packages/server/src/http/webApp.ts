import { apiError } from "@pociecha/core"
import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse, HttpStaticServer } from "effect/http"
import { existsSync, readFileSync, statSync } from "node:fs"
import { extname, join, normalize, sep } from "node:path"
import { gzipSync } from "node:zlib"
import { ServerConfig } from "../services"

const IMMUTABLE = "public, max-age=31536000, immutable"

const textTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8"
}

/** The catalogue's 404 for a path under /api that no endpoint answers. */
const apiNotFound = Effect.sync(() => {
  const error = apiError("ERROR_NOT_FOUND")
  return HttpServerResponse.jsonUnsafe(
    { statusCode: error.statusCode, message: error.message, data: error.data },
    { status: 404 }
  )
})

/**
 * Text files of the build, gzipped once on first request and kept in memory: the
 * build is immutable while the server runs, and a page's JavaScript travels at a
 * third of its size.
 */
const gzippedFiles = (root: string) => {
  const cache = new Map<string, Uint8Array>()
  return (relativePath: string): { body: Uint8Array; type: string } | null => {
    const type = textTypes[extname(relativePath)]
    const file = normalize(join(root, relativePath))
    if (type === undefined || !file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) return null
    let body = cache.get(file)
    if (body === undefined) {
      body = gzipSync(readFileSync(file), { level: 9 })
      cache.set(file, body)
    }
    return { body, type }
  }
}

/**
 * Serves the built web app: hashed assets cached for a year, every other path
 * answered by index.html so the client router can take it (the app shows its
 * own 404 page); text files gzipped when the browser accepts it. Unknown /api
 * paths get the JSON 404 instead.
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
    const root = normalize(config.webDist)
    const gzipped = gzippedFiles(root)
    const assets = yield* HttpStaticServer.make({ root, cacheControl: IMMUTABLE })
    const pages = yield* HttpStaticServer.make({ root, spa: true, cacheControl: "no-cache" })
    yield* router.add(
      "GET",
      "/*",
      Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
        const path = decodeURIComponent(new URL(request.url, "http://x").pathname)
        const isAsset = path.startsWith("/assets/")
        if (/\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
          const file = gzipped(path) ?? (isAsset || extname(path) !== "" ? null : gzipped("/index.html"))
          if (file !== null) {
            return Effect.succeed(HttpServerResponse.uint8Array(file.body, {
              contentType: file.type,
              headers: {
                "content-encoding": "gzip",
                vary: "accept-encoding",
                "cache-control": isAsset ? IMMUTABLE : "no-cache"
              }
            }))
          }
        }
        return (isAsset ? assets : pages).pipe(
          Effect.catch(() => Effect.succeed(HttpServerResponse.empty({ status: 404 })))
        )
      })
    )
  })
)
