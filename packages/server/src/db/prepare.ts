import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { AppConfig } from "../config"
import { migrate } from "./migrate"
import { seedDatabase } from "./seed/index"

/** Migrates, then seeds an empty database with national-scale demo data. */
export const prepareDatabase = (config: Pick<AppConfig, "seedFacilities">) =>
  Effect.gen(function*() {
    yield* migrate
    const started = Date.now()
    const summary = yield* seedDatabase({ facilities: config.seedFacilities })
    if (!("skipped" in summary && summary.skipped)) {
      // Fresh statistics, so the planner picks the indexes from the first query on.
      yield* Effect.flatMap(SqlClient.SqlClient, (sql) => sql`analyze`)
      yield* Effect.log(`Seeded the database in ${Date.now() - started} ms`)
    }
  })
