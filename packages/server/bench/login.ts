/**
 * `pnpm --filter @pociecha/server bench:login`: the built server on a fresh embedded database (or
 * DATABASE_URL) while 200 clients log into one demo account at once, each as a browser would:
 * told 503 (the bounded password queue), it comes back after Retry-After. Meanwhile a single
 * client keeps asking /api/health and reading the voivodeships. Prints each answer's p50/p95 (a 503 included), the time each
 * client took to be logged in (p50/p95), and the p50 of /api/health and of a database read: password
 * work must not hold the rest of the API up. A benchmark to read, not a timed test.
 */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { setTimeout as delay } from "node:timers/promises"
import { demoAccount } from "../src/db/seed/demoAccounts"
import { loadClient } from "./load"
import { startBuiltServer } from "./server"

const CLIENTS = Number(process.env.BENCH_CONCURRENCY ?? 200)

const percentile = (values: ReadonlyArray<number>, p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1)
}

const main = async () => {
  const { baseUrl, stop } = await startBuiltServer({
    DATA_DIR: mkdtempSync(join(tmpdir(), "pociecha-bench-login-")),
    APP_ENV: "test",
    SEED_FACILITIES: "500"
  })
  try {
    const { email, password } = demoAccount("parent")
    const logins = loadClient(baseUrl, CLIENTS)
    const health = loadClient(baseUrl, 1)
    const answers: Array<number> = []
    let busy = 0
    /** One client: logs in, coming back after Retry-After while the server is busy. */
    const client = async () => {
      const started = performance.now()
      for (;;) {
        const asked = performance.now()
        const answer = await logins.post("/api/v1/account/login", { email, password })
        answers.push(performance.now() - asked)
        if (answer.status === 200) return performance.now() - started
        if (answer.status !== 503) throw new Error(`login answered ${answer.status}`)
        busy++
        await delay(1000)
      }
    }
    let done = false
    const loggedIn = Promise.all(Array.from({ length: CLIENTS }, client)).finally(() => (done = true))
    // One health check, then one read from the database, after another for as long as the logins last.
    const healthLatencies: Array<number> = []
    const readLatencies: Array<number> = []
    while (!done) {
      for (const [path, latencies] of [["/api/health", healthLatencies], ["/api/regions/voivodeships", readLatencies]] as const) {
        const started = performance.now()
        await health.get(path)
        latencies.push(performance.now() - started)
      }
    }
    const times = await loggedIn
    logins.close()
    health.close()
    console.log(`${CLIENTS} clients logging in at once, loopback, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`)
    console.log(`login answers: p50 ${percentile(answers, 50)} ms, p95 ${percentile(answers, 95)} ms (${answers.length} answers, ${busy} of them 503 busy)`)
    console.log(`logged in after (Retry-After honoured): p50 ${percentile(times, 50)} ms, p95 ${percentile(times, 95)} ms`)
    console.log(`/api/health meanwhile: p50 ${percentile(healthLatencies, 50)} ms over ${healthLatencies.length} calls`)
    console.log(`/api/regions/voivodeships (a database read) meanwhile: p50 ${percentile(readLatencies, 50)} ms, p95 ${percentile(readLatencies, 95)} ms`)
  } finally {
    stop()
  }
}

main().then(() => process.exit(0), (error) => {
  console.error(error)
  process.exit(1)
})
