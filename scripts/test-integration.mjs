// Runs the server's integration suite over real HTTP. Without DATABASE_URL: every file on embedded
// PGlite. With it (as CI has): every file on that PostgreSQL server and, side by side, on PGlite the
// files whose subject is the embedded engine itself — its start, seed, search extensions and plans,
// notifications, connections over pglite-socket, and the product served as `pnpm start` serves it.
// The other files ask the same SQL of the same dialect, and the end-to-end suite drives the whole
// product on PGlite; running each of them twice cost five minutes of every CI run. Each suite runs
// its files one at a time (its config); each line is prefixed with its suite.
//
// A run seeds a database once per seeding (facilities, demo data) and every test file starts from
// a copy of it (packages/server/test/support/seededDatabase.ts): PGlite dumps kept in a folder of
// the run, and template databases on the PostgreSQL server, dropped at the end. Four server files
// on 2026-11-27: 65 s when each seeds its own database, 37 s from one snapshot (29 s once it exists).
// INTEGRATION_SNAPSHOTS=0 seeds every file anew, as a file run on its own always does;
// INTEGRATION_PGLITE=all runs every file on PGlite too.
import { spawn, spawnSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createInterface } from "node:readline"

const snapshots = process.env.INTEGRATION_SNAPSHOTS !== "0" ? mkdtempSync(join(tmpdir(), "pociecha-seeded-")) : undefined

/** The files of the embedded engine's own behaviour (see above), relative to the repository. */
const ENGINE_FILES = [
  "packages/server/src/db/",
  "packages/server/test/security/startup.test.ts",
  "packages/server/test/security/twoInstances.test.ts",
  "packages/server/test/fuzz/connections.test.ts",
  "packages/server/test/directory.test.ts",
  "packages/server/test/geoSearch.test.ts",
  "packages/server/test/mapSearch.test.ts",
  "packages/server/test/catalogDistricts.test.ts",
  "packages/server/test/queryPlans.test.ts",
  "packages/server/test/webPages.test.ts",
  "packages/server/test/facilitySites.test.ts",
  "packages/server/test/serving.test.ts"
]

/** One suite's run of `files` (all when empty), its output line by line under `label`; resolves with its exit status. */
const run = (label, env, files = []) =>
  new Promise((resolve) => {
    console.log(`▶ integration tests on ${label}${files.length === 0 ? "" : ` (${files.length} paths of the embedded engine)`}`)
    const child = spawn("npx", ["vitest", "run", "--project", "server", ...files], {
      stdio: ["ignore", "pipe", "pipe"],
      env: snapshots === undefined ? env : { ...env, POCIECHA_TEST_SNAPSHOTS: snapshots }
    })
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => console.log(`[${label}] ${line}`))
    }
    child.on("close", (code) => resolve(code ?? 1))
  })

const dropTemplates = () =>
  spawnSync("packages/server/node_modules/.bin/tsx", ["packages/server/test/support/dropSeededTemplates.ts"], {
    stdio: "inherit",
    env: { ...process.env, POCIECHA_TEST_SNAPSHOTS: snapshots }
  })

const { DATABASE_URL, ...withoutDatabase } = process.env
const statuses = await Promise.all([
  run("PGlite", withoutDatabase, DATABASE_URL && process.env.INTEGRATION_PGLITE !== "all" ? ENGINE_FILES : []),
  ...(DATABASE_URL ? [run(`PostgreSQL ${new URL(DATABASE_URL).host}`, process.env)] : [])
])
if (DATABASE_URL && snapshots !== undefined) dropTemplates()
if (snapshots !== undefined) rmSync(snapshots, { recursive: true, force: true })
process.exit(statuses.find((status) => status !== 0) ?? 0)
