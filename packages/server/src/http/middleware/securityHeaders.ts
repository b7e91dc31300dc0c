import { Effect } from "effect"
import { HttpEffect, HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import type { AppConfig } from "../../config"
import { ServerConfig } from "../../services"
import { isApiPath, pathOf } from "./requestPath"
import { servedMapScriptSource } from "../pages/servedMapScript"

/** Leaflet's default subdomains for `{s}` in a tiles URL. */
const TILE_SUBDOMAINS = ["a", "b", "c"]

/**
 * The origins map tiles load from, for img-src: the tiles URL's origin with `{s}` expanded to
 * Leaflet's default subdomains, and a host with another placeholder ({r}, a custom key) widened to
 * a wildcard left of it, the only place CSP allows one. None for a relative URL: 'self' covers it.
 */
export function tileOrigins(tileUrl: string): ReadonlyArray<string> {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(tileUrl)
  if (match === null) return []
  const [, scheme = "", host = ""] = match
  const hosts = host.includes("{s}") ? TILE_SUBDOMAINS.map((subdomain) => host.replaceAll("{s}", subdomain)) : [host]
  const origins = hosts.map((candidate) => {
    const labels = candidate.toLowerCase().split(".")
    const lastPlaceholder = labels.findLastIndex((label) => label.includes("{"))
    const allowed = lastPlaceholder < 0 ? labels : ["*", ...labels.slice(lastPlaceholder + 1)]
    return `${scheme.toLowerCase()}://${allowed.join(".")}`
  })
  return [...new Set(origins)]
}

/**
 * Headers every response carries. The policy allows scripts from this origin only, and one inline
 * script by its hash (the map page's first view, servedMapScript.ts; the build has none), inline styles (Leaflet and the map position elements with them), images from
 * the tiles servers plus data:/blob: (marker icons, generated avatars), and no framing.
 * HSTS only in production: a local or test server speaks plain HTTP on localhost.
 */
export function securityHeaders(config: Pick<AppConfig, "appEnv" | "tileUrl">): Readonly<Record<string, string>> {
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${servedMapScriptSource}`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...tileOrigins(config.tileUrl)].join(" "),
    "connect-src 'self'",
    "font-src 'self' data:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'"
  ]
  return {
    "content-security-policy": policy.join("; "),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
    "cross-origin-opener-policy": "same-origin",
    ...(config.appEnv === "production" ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {})
  }
}

const privateApiPaths = [/^\/api\/v1\/account(\/|$)/, /^\/api\/v1\/overview\/?$/, /^\/api\/v1\/seen-by(\/|$)/, /^\/api\/dev(\/|$)/]

/**
 * Whether no cache may keep a response: a person's own data (account, overview counters, seen
 * marks, the dev mailbox) and any API answer to a request that carries a token.
 */
export function isPrivateResponse(path: string, hasAuthorization: boolean): boolean {
  const lower = path.toLowerCase()
  return privateApiPaths.some((pattern) => pattern.test(lower)) || (hasAuthorization && isApiPath(lower))
}

/**
 * Sets the security headers (and no-store where private) on every response, including errors
 * and unmatched routes: a pre-response handler runs on whatever response is finally sent.
 */
export const securityHeadersLayer = HttpRouter.middleware(
  Effect.gen(function*() {
    const headers = securityHeaders(yield* ServerConfig)
    const privateHeaders = { ...headers, "cache-control": "no-store" }
    return (app) =>
      Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
        const chosen = isPrivateResponse(pathOf(request.url), request.headers.authorization !== undefined) ? privateHeaders : headers
        return Effect.andThen(
          HttpEffect.appendPreResponseHandler((_request, response) => Effect.succeed(HttpServerResponse.setHeaders(response, chosen))),
          app
        )
      })
  }),
  { global: true }
)
