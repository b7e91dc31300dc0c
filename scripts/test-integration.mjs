// Runs the server's integration suite against embedded PGlite and — when DATABASE_URL is set —
// against that PostgreSQL server at the same time: each suite runs its files one at a time (its
// config), so two suites side by side keep both cores busy. Each line is prefixed with its suite.
//
// A run seeds a database once per seeding (facilities, demo data) and every test file starts from
// a copy of it (packages/server/test/support/seededDatabase.ts): PGlite dumps kept in a folder of
// the run, and template databases on the PostgreSQL server, dropped at the end. Four server files
// on 2026-11-27: 65 s when each seeds its own database, 37 s from one snapshot (29 s once it exists).
// INTEGRATION_SNAPSHOTS=0 seeds every file anew, as a file run on its own always does.
import { spawn, spawnSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createInterface } from "node:readline"

const snapshots = process.env.INTEGRATION_SNAPSHOTS !== "0" ? mkdtempSync(join(tmpdir(), "pociecha-seeded-")) : undefined

/** One suite's run, its output line by line under `label`; resolves with its exit status. */
const run = (label, env) =>
  new Promise((resolve) => {
    console.log(`▶ integration tests on ${label}`)
    const child = spawn("npx", ["vitest", "run", "--project", "server"], {
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
  run("PGlite", withoutDatabase),
  ...(DATABASE_URL ? [run(`PostgreSQL ${new URL(DATABASE_URL).host}`, process.env)] : [])
])
if (DATABASE_URL && snapshots !== undefined) dropTemplates()
if (snapshots !== undefined) rmSync(snapshots, { recursive: true, force: true })
process.exit(statuses.find((status) => status !== 0) ?? 0)
