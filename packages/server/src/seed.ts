import { NodeRuntime } from "@effect/platform-node"
import { Effect } from "effect"
import { appDatabaseLayer } from "./app"
import { readConfig } from "./config"
import { ConfigurationError } from "./configurationError"
import { migrate } from "./db/migrate"
import { seedDatabase } from "./db/seed/index"
import { refuseToStart } from "./refuseToStart"

/**
 * `pnpm seed`: fills an empty database (PGlite in DATA_DIR, or DATABASE_URL) with the
 * reference data and demo data. Demo accounts share a published password, so this refuses
 * to run in production mode.
 */
const program = Effect.gen(function*() {
  const config = yield* readConfig
  if (config.appEnv === "production") {
    return yield* new ConfigurationError({ reason: "demo data never goes into production; run with APP_ENV=local" })
  }
  const summary = yield* Effect.andThen(migrate, seedDatabase({ facilities: config.seedFacilities, demo: true })).pipe(
    Effect.provide(appDatabaseLayer(config))
  )
  yield* Effect.log(summary.skipped ? "The database is not empty: nothing seeded." : `Seeded in ${summary.elapsedMs} ms: ${JSON.stringify(summary.counts)}`)
}).pipe(Effect.catchTag("ConfigurationError", refuseToStart))

NodeRuntime.runMain(program)
