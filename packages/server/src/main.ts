import { NodeRuntime } from "@effect/platform-node"
import { Effect, Layer, Logger } from "effect"
import { appDatabaseLayer, appLayer } from "./app"
import { readConfig, startupWarnings, type AppConfig } from "./config"
import { prepareDatabase } from "./db/prepare"
import { refuseToStart, unusableDatabase } from "./refuseToStart"

const serve = (config: AppConfig) =>
  Effect.gen(function*() {
    yield* prepareDatabase(config)
    for (const warning of startupWarnings(config)) yield* Effect.logWarning(warning)
    // Said once the app is built and its server listens: whoever waits for this line (an
    // operator, a supervisor, a test) may send requests at once.
    return yield* Effect.scoped(Effect.gen(function*() {
      yield* Layer.build(appLayer(config))
      yield* Effect.log(`Pociecha (${config.appEnv}) on http://${config.host}:${config.port}, ${config.database.kind} database`)
      return yield* Effect.never
    }))
  }).pipe(
    Effect.provide(appDatabaseLayer(config)),
    Effect.catch((error) => {
      const refusal = unusableDatabase(error)
      return refusal === null ? Effect.fail(error) : refuseToStart(refusal)
    })
  )

/**
 * Starts Pociecha: reads the configuration (refusing to start on a missing or wrong
 * setting), opens the database (embedded PGlite unless DATABASE_URL is set), applies
 * migrations, fills an empty database (demo data outside production only), then serves the
 * API and the web app.
 */
NodeRuntime.runMain(
  readConfig.pipe(
    Effect.matchEffect({ onFailure: refuseToStart, onSuccess: serve }),
    // Every line the server writes is JSON, for log collectors.
    Effect.provide(Logger.layer([Logger.consoleJson]))
  )
)
