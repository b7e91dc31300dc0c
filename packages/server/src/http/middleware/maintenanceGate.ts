import { isSupportCaller, MAINTENANCE_RETRY_AFTER_SECONDS } from "@pociecha/core"
import { Effect, Layer } from "effect"
import { HttpEffect, HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { MaintenanceRepository } from "../../repositories/maintenanceRepository"
import { ServerConfig } from "../../services"
import { viewerReader } from "./authentication"
import { catalogueResponse } from "./catalogueResponse"
import { isApiPath, pathOf } from "./requestPath"

/**
 * What the API answers to anyone during maintenance: the switch itself and the maintenance page's
 * two forms; what a person needs to sign in (so support can: login, refresh, a session started
 * outside the app, sign-in with Google or Facebook, logout); the liveness check; and the
 * development mailbox (absent in production).
 */
const openDuringMaintenance = [
  /^\/api\/v1\/maintenance(\/message|\/notify)?\/?$/,
  /^\/api\/v1\/account\/(login|refresh|session|logout)\/?$/,
  /^\/api\/v1\/account\/oauth(\/|$)/,
  /^\/api\/health\/?$/,
  /^\/api\/dev\/mailbox\/?$/
]

/** Whether an API path is answered during maintenance whoever calls. */
export const isOpenDuringMaintenance = (path: string): boolean => {
  const lower = path.toLowerCase()
  return openDuringMaintenance.some((pattern) => pattern.test(lower))
}

const retryAfter = String(MAINTENANCE_RETRY_AFTER_SECONDS)

const isHtml = (response: HttpServerResponse.HttpServerResponse) =>
  (response.headers["content-type"] ?? (response.body._tag === "Empty" ? "" : response.body.contentType) ?? "").startsWith("text/html")

/**
 * The API-wide gate of maintenance (issue 19). While it is on, every API call but support's and
 * those open during maintenance answers 503 ERROR_MAINTENANCE with Retry-After; a page (HTML)
 * answers 503 with Retry-After too, so search engines keep the page they have instead of indexing
 * the maintenance page, but still carries the app, so support can sign in. A router middleware,
 * not the contract's: it also covers the paths the contract does not know. The switch is read at
 * most every few seconds (MaintenanceRepository.current), so off it costs nothing.
 */
export const maintenanceGateLayer = HttpRouter.middleware(
  Effect.gen(function*() {
    const maintenance = yield* MaintenanceRepository
    const viewerOf = yield* viewerReader
    return (app) =>
      Effect.gen(function*() {
        const state = yield* maintenance.current()
        if (!state.on) return yield* app
        const request = yield* HttpServerRequest.HttpServerRequest
        const path = pathOf(request.url)
        if (!isApiPath(path)) {
          yield* HttpEffect.appendPreResponseHandler((_request, response) =>
            Effect.succeed(
              response.status === 200 && isHtml(response)
                ? HttpServerResponse.setHeader(HttpServerResponse.setStatus(response, 503), "retry-after", retryAfter)
                : response
            ))
          return yield* app
        }
        if (isOpenDuringMaintenance(path)) return yield* app
        const viewer = yield* viewerOf(request.headers.authorization)
        if (viewer._tag === "signed-in" && isSupportCaller(viewer.claims)) return yield* app
        return HttpServerResponse.setHeader(catalogueResponse("ERROR_MAINTENANCE"), "retry-after", retryAfter)
      })
  }),
  { global: true }
)

/** MAINTENANCE=true: the portal starts in maintenance (support switches it off in the toolbox). */
export const maintenanceAtStartLayer = Layer.effectDiscard(
  Effect.gen(function*() {
    if (!(yield* ServerConfig).maintenanceAtStart) return
    const maintenance = yield* MaintenanceRepository
    yield* maintenance.switchOnAtStart()
    yield* maintenance.forget()
    yield* Effect.log("Maintenance is on (MAINTENANCE=true): support switches it off in the toolbox.")
  })
)
