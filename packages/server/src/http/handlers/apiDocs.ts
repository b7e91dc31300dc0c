import { Effect, Layer } from "effect"
import { HttpRouter, type HttpServerRequest } from "effect/http"
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { gzipSync } from "node:zlib"
import { staticFile, type StaticFile } from "../pages/staticFile"
import { staticResponse } from "../pages/staticResponse"

/** The OpenAPI document generated from the contract (served by HttpApiBuilder). */
export const OPENAPI_PATH = "/api/openapi.json"
/** The browsable reference of that document. */
export const API_DOCS_PATH = "/api/docs"

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Pociecha API</title>
    <link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${API_DOCS_PATH}/docs.js"></script>
  </body>
</html>
`

const start = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(OPENAPI_PATH)}, dom_id: "#swagger-ui", deepLinking: true })\n`

const swaggerUi = (name: string) => readFileSync(createRequire(import.meta.url).resolve(`swagger-ui-dist/${name}`))

/** A file of the docs, gzipped when first asked for: most servers never serve these. */
const lazyFile = (name: string, read: () => Uint8Array) => {
  let file: StaticFile | undefined
  return () => {
    if (file === undefined) {
      const body = read()
      file = staticFile(name, body, { gzip: gzipSync(body) })
    }
    return file
  }
}

const files: ReadonlyArray<readonly [HttpRouter.PathInput, () => StaticFile]> = [
  [API_DOCS_PATH, lazyFile("docs.html", () => Buffer.from(page))],
  [`${API_DOCS_PATH}/docs.js`, lazyFile("docs.js", () => Buffer.from(start))],
  [`${API_DOCS_PATH}/swagger-ui.css`, lazyFile("swagger-ui.css", () => swaggerUi("swagger-ui.css"))],
  [`${API_DOCS_PATH}/swagger-ui-bundle.js`, lazyFile("swagger-ui-bundle.js", () => swaggerUi("swagger-ui-bundle.js"))]
]

/**
 * The contract's browsable reference at GET /api/docs: Swagger UI reading /api/openapi.json.
 * Effect's own docs pages put their script inline, which the Content-Security-Policy
 * (`script-src 'self'`) refuses, so every script here is a file of our own origin: the page,
 * Swagger UI from its npm package, and a one-line script that starts it.
 */
export const apiDocsLayer = Layer.effectDiscard(
  Effect.gen(function*() {
    const router = yield* HttpRouter.HttpRouter
    for (const [path, file] of files) {
      yield* router.add("GET", path, (request: HttpServerRequest.HttpServerRequest) =>
        Effect.succeed(staticResponse(request, file(), { cacheControl: "no-cache" })))
    }
  })
)
