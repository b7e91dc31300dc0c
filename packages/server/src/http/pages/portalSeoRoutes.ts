import { Effect } from "effect"
import { HttpRouter, HttpServerResponse, type HttpServerRequest } from "effect/http"
import { ServerConfig } from "../../services"
import { catalogueResponse } from "../middleware/catalogueResponse"
import { compressResponse } from "../middleware/apiCompression"
import { pathOf } from "../middleware/requestPath"
import { makePortalSitemap, robotsTxt, SITEMAP_TTL_SECONDS, sitemapPaths } from "./portalSitemap"

/**
 * The portal's robots.txt and sitemap (portalSitemap.ts), in one layer of their own: they belong
 * to the portal's host, and a facility site's host answers its own, so the host split wraps this
 * layer whole. Served with or without a web build.
 */
export const portalSeoLayer = HttpRouter.use((router) =>
  Effect.gen(function*() {
    const config = yield* ServerConfig
    const sitemap = yield* makePortalSitemap(config.publicUrl)
    const answer = (request: HttpServerRequest.HttpServerRequest, body: string, contentType: string) =>
      compressResponse(request, HttpServerResponse.text(body, { contentType, headers: { "cache-control": `public, max-age=${SITEMAP_TTL_SECONDS}` } }))
    const sitemapFile = (request: HttpServerRequest.HttpServerRequest) =>
      Effect.flatMap(sitemap.file(pathOf(request.url)), (body) =>
        body === null ? Effect.succeed(catalogueResponse("ERROR_NOT_FOUND")) : answer(request, body, "application/xml; charset=utf-8"))

    yield* router.add("GET", "/robots.txt", (request) => answer(request, robotsTxt(config), "text/plain; charset=utf-8"))
    yield* router.add("GET", sitemapPaths.index, sitemapFile)
    yield* router.add("GET", "/sitemaps/*", sitemapFile)
  })
)
