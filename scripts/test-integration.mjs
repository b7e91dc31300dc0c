// Runs the server's integration suite against embedded PGlite, then — when
// DATABASE_URL is set — again against that PostgreSQL server.
//
// A run seeds a database once per seeding (facilities, demo data) and every test file starts from
// a copy of it (packages/server/test/support/seededDatabase.ts): PGlite dumps kept in a folder of
// the run, and template databases on the PostgreSQL server, dropped at the end. Four server files
// on 2026-11-27: 65 s when each seeds its own database, 37 s from one snapshot (29 s once it exists).
// INTEGRATION_SNAPSHOTS=0 seeds every file anew, as a file run on its own always does.
import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

const snapshots = process.env.INTEGRATION_SNAPSHOTS !== "0" ? mkdtempSync(join(tmpdir(), "pociecha-seeded-")) : undefined

const run = (label, env) => {
  console.log(`\n▶ integration tests on ${label}`)
  const result = spawnSync("npx", ["vitest", "run", "--project", "server"], { stdio: "inherit", env: snapshots === undefined ? env : { ...env, POCIECHA_TEST_SNAPSHOTS: snapshots } })
  return result.status ?? 1
}

const dropTemplates = () =>
  spawnSync("packages/server/node_modules/.bin/tsx", ["packages/server/test/support/dropSeededTemplates.ts"], {
    stdio: "inherit",
    env: { ...process.env, POCIECHA_TEST_SNAPSHOTS: snapshots }
  })

const { DATABASE_URL, ...withoutDatabase } = process.env
let status = run("embedded PGlite", withoutDatabase)
if (status === 0 && DATABASE_URL) {
  status = run(`PostgreSQL (${new URL(DATABASE_URL).host})`, process.env)
  if (snapshots !== undefined) dropTemplates()
}
if (snapshots !== undefined) rmSync(snapshots, { recursive: true, force: true })
process.exit(status)
