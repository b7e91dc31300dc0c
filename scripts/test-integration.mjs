// Runs the server's integration suite against embedded PGlite, then — when
// DATABASE_URL is set — again against that PostgreSQL server.
import { spawnSync } from "node:child_process"

const run = (label, env) => {
  console.log(`\n▶ integration tests on ${label}`)
  const result = spawnSync("npx", ["vitest", "run", "--project", "server"], { stdio: "inherit", env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const { DATABASE_URL, ...withoutDatabase } = process.env
run("embedded PGlite", withoutDatabase)
if (DATABASE_URL) run(`PostgreSQL (${new URL(DATABASE_URL).host})`, process.env)
