import { NodeHttpServer } from "@effect/platform-node"
import { Layer } from "effect"
import { HttpRouter } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { PociechaApi } from "@pociecha/core"
import { createServer } from "node:http"
import { makeAccessTokens } from "./auth/accessToken"
import type { AppConfig } from "./config"
import { databaseLayer } from "./db/database"
import { AccountHandlers } from "./http/accountHandlers"
import { ActivityHandlersLayer } from "./http/activityHandlers"
import { ApiBoundaryLive } from "./http/apiBoundary"
import { AuthenticationLive } from "./http/authentication"
import { FacilitiesHandlers, RegionsHandlers, SearchHandlers } from "./http/directoryHandlers"
import { webAppLayer } from "./http/webApp"
import { Outbox, outboxSenderLayer } from "./mail/outbox"
import { AccountRepository } from "./repositories/accountRepository"
import { ActivityRepository } from "./repositories/activityRepository"
import { FacilityRepository } from "./repositories/facilityRepository"
import { RegionRepository } from "./repositories/regionRepository"
import { SearchRepository } from "./repositories/searchRepository"
import { TokenRepository } from "./repositories/tokenRepository"
import { AccessTokenService, ServerConfig } from "./services"

const repositories = Layer.mergeAll(
  AccountRepository.layer,
  ActivityRepository.layer,
  FacilityRepository.layer,
  RegionRepository.layer,
  SearchRepository.layer,
  TokenRepository.layer,
  Outbox.layer
)

const handlers = Layer.mergeAll(
  AccountHandlers,
  FacilitiesHandlers,
  RegionsHandlers,
  SearchHandlers,
  ActivityHandlersLayer
).pipe(Layer.provide([AuthenticationLive, ApiBoundaryLive]), Layer.provide(repositories))

/** The HTTP application: the API under /api and the web app, on one router. */
export const appLayer = (config: AppConfig) => {
  const base = Layer.mergeAll(
    Layer.succeed(ServerConfig, config),
    Layer.succeed(AccessTokenService, makeAccessTokens(config.jwtSecret))
  )
  const routes = Layer.mergeAll(HttpApiBuilder.layer(PociechaApi).pipe(Layer.provide(handlers)), webAppLayer)
  return HttpRouter.serve(routes, { disableLogger: config.appEnv !== "development" }).pipe(
    Layer.merge(outboxSenderLayer),
    Layer.provide(base),
    // provideMerge: callers (tests, benchmarks) read the bound address from HttpServer.
    Layer.provideMerge(NodeHttpServer.layer(createServer, { port: config.port, host: config.host }))
  )
}

/** The database for the configuration: PGlite in a folder, or the PostgreSQL server of DATABASE_URL. */
export const appDatabaseLayer = (config: AppConfig) => databaseLayer(config.database)
