import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { AppConfig } from "../config"
import { migrate } from "./migrate"
import { seedDatabase } from "./seed/index"

/**
 * Migrates, then fills an empty database: the national reference data (voivodeships, towns,
 * tags, package limits) always; demo facilities, opinions and the demo accounts only when
 * the configuration allows demo data (never in production).
 */
export const prepareDatabase = (config: Pick<AppConfig, "seedFacilities" | "seedDemoData">) =>
  Effect.gen(function*() {
    yield* migrate
    const started = Date.now()
    const summary = yield* seedDatabase({ facilities: config.seedFacilities, demo: config.seedDemoData })
    if (!summary.skipped) {
      // Fresh statistics, so the planner picks the indexes from the first query on.
      yield* Effect.flatMap(SqlClient.SqlClient, (sql) => sql`analyze`)
      yield* Effect.log(`Seeded the database (${config.seedDemoData ? "with" : "without"} demo data) in ${Date.now() - started} ms`)
    }
  })
