// Drops the template databases a run seeded on DATABASE_URL's server (seededDatabase.ts), once
// the run is over: `tsx packages/server/test/support/dropSeededTemplates.ts` with the run's
// POCIECHA_TEST_SNAPSHOTS and DATABASE_URL (scripts/test-integration.mjs does so).
import { Effect } from "effect"
import { onServer, templatePrefix } from "./seededDatabase"

const url = process.env.DATABASE_URL
const dir = process.env.POCIECHA_TEST_SNAPSHOTS
if (url && dir) {
  const drop = Effect.gen(function*() {
    const templates = yield* onServer(url, `select datname from pg_database where starts_with(datname, '${templatePrefix(dir)}')`)
    for (const { datname } of templates) yield* onServer(url, `drop database if exists ${datname} with (force)`)
  })
  await Effect.runPromise(drop)
}
