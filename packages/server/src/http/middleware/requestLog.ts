import { Effect } from "effect"
import type { HttpServerRequest } from "effect/http"

/**
 * Paths whose last segment is a secret (an e-mail link token) or personal (an e-mail
 * address): logged as the route, never the value.
 */
const sensitiveRoutes: ReadonlyArray<RegExp> = [
  /^(\/api\/v1\/account\/confirm\/)[^/]+/,
  /^(\/api\/v1\/account\/reset\/(?:request|confirm)\/)[^/]+/,
  /^(\/api\/v1\/account\/email\/confirm\/)[^/]+/,
  /^(\/(?:reset-hasla|potwierdz-konto|potwierdz-email)\/)[^/]+/
]

/** The path as it may appear in a log: secrets and addresses replaced by `:redacted`. */
export const loggablePath = (path: string): string =>
  sensitiveRoutes.reduce((current, route) => current.replace(route, "$1:redacted"), path)

/**
 * One JSON line per request — method, path (without the query, which may hold personal
 * data), status, duration and the request id. Headers, bodies and tokens are never logged.
 */
export const logRequest = (enabled: boolean, entry: {
  readonly request: HttpServerRequest.HttpServerRequest
  readonly path: string
  readonly status: number
  readonly started: number
  readonly requestId: string
}) =>
  enabled
    ? Effect.sync(() =>
        process.stdout.write(
          JSON.stringify({
            time: new Date().toISOString(),
            level: entry.status >= 500 ? "error" : "info",
            msg: "request",
            request_id: entry.requestId,
            method: entry.request.method,
            path: loggablePath(entry.path),
            status: entry.status,
            duration_ms: Math.round((performance.now() - entry.started) * 10) / 10
          }) + "\n"
        )
      )
    : Effect.void
