import { Effect } from "effect"
import { HttpServerError, type HttpServerRequest, type HttpServerResponse } from "effect/http"
import { catalogueResponse } from "./catalogueResponse"
import { decodePath, isApiPath, pathOf } from "./requestPath"

const isRouteNotFound = (error: unknown): error is HttpServerError.HttpServerError =>
  HttpServerError.isHttpServerError(error) && error.reason._tag === "RouteNotFound"

/**
 * Global middleware for requests no route takes, which the router would answer with an empty 404:
 * a GET or HEAD of a page path gets `notFoundPage`; anything else — an /api path no endpoint
 * takes, another method, a path whose percent-encoding is malformed (`/%E0%A4%A`, `/api/%`),
 * which the router cannot decode — the catalogue's 404, or 400 when malformed.
 */
export const answerUnroutedRequests =
  (notFoundPage: (request: HttpServerRequest.HttpServerRequest) => HttpServerResponse.HttpServerResponse) =>
  <E, R>(app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
    Effect.catch(app, (error) => {
      if (!isRouteNotFound(error)) return Effect.fail(error)
      const { request } = error
      const path = pathOf(request.url)
      if (!isApiPath(path) && (request.method === "GET" || request.method === "HEAD")) return Effect.succeed(notFoundPage(request))
      return Effect.succeed(catalogueResponse(decodePath(path) === null ? "ERROR_BAD_REQUEST" : "ERROR_NOT_FOUND"))
    })
