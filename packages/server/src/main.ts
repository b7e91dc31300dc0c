import { NodeRuntime } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { appDatabaseLayer, appLayer } from "./app"
import { loadConfig } from "./config"
import { prepareDatabase } from "./db/prepare"

/**
 * Starts Pociecha: opens the database (embedded PGlite unless DATABASE_URL is
 * set), applies migrations, seeds an empty database, then serves the API and
 * the web app on PORT (3000).
 */
const config = loadConfig()

const program = Effect.gen(function*() {
  yield* prepareDatabase(config)
  yield* Effect.log(`Pociecha on http://localhost:${config.port} (${config.database.kind} database)`)
  return yield* Layer.launch(appLayer(config))
}).pipe(Effect.provide(appDatabaseLayer(config)))

NodeRuntime.runMain(program)
