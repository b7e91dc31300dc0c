/**
 * `pnpm --filter @pociecha/server bench:insights`: the profile endpoint's throughput with the
 * owner's dashboard counting views (INSIGHT_COUNTING=true, flushed every INSIGHT_FLUSH_INTERVAL:
 * the default 10 seconds unless BENCH_FLUSH_INTERVAL says otherwise) and without (false). Two built servers on fresh embedded databases
 * (or DATABASE_URL) run side by side, and the load alternates between them round after round, so
 * that whatever else the machine does falls on both alike. Prints each round and the medians; the
 * goal is counting within 10 % of not counting. A benchmark to read, not a timed test.
 */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { loadClient, runLoad, type LoadResult } from "./load"
import { startBuiltServer } from "./server"

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 6000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const FLUSH_INTERVAL = process.env.BENCH_FLUSH_INTERVAL ?? "10 seconds"

const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

const serverWith = (counting: boolean) =>
  startBuiltServer({
    DATA_DIR: mkdtempSync(join(tmpdir(), `pociecha-bench-insights-${counting ? "on" : "off"}-`)),
    APP_ENV: "test",
    SEED_FACILITIES: "500",
    INSIGHT_COUNTING: String(counting),
    INSIGHT_FLUSH_INTERVAL: FLUSH_INTERVAL
  })

/** The ids of the first public facilities: the profiles asked for, in turn. */
const facilityIds = async (baseUrl: string) => {
  const page = (await (await fetch(`${baseUrl}/api/v1/facility/list?limit=100`)).json()) as { items: ReadonlyArray<{ id: number }> }
  if (page.items.length === 0) throw new Error("no facilities to read")
  return page.items.map((item) => item.id)
}

const profileLoad = async (name: string, baseUrl: string, ids: ReadonlyArray<number>) => {
  const client = loadClient(baseUrl, CONCURRENCY)
  try {
    return await runLoad({
      name,
      total: REQUESTS,
      concurrency: CONCURRENCY,
      makeRequest: (i) => client.get(`/api/facility/list/${ids[i % ids.length]!}`)
    })
  } finally {
    client.close()
  }
}

const line = (result: LoadResult) =>
  `${result.name.padEnd(12)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  failures ${result.failures}`

const main = async () => {
  const [off, on] = await Promise.all([serverWith(false), serverWith(true)])
  try {
    const ids = await facilityIds(off.baseUrl)
    // Warm both (JIT, caches, the database's pages) before measuring.
    await profileLoad("warm-up", off.baseUrl, ids)
    await profileLoad("warm-up", on.baseUrl, ids)
    console.log(`GET /api/facility/list/{id} over ${ids.length} facilities, ${REQUESTS} requests a round, ${CONCURRENCY} in flight, counts flushed every ${FLUSH_INTERVAL}, loopback, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`)
    const rates = { off: [] as Array<number>, on: [] as Array<number> }
    for (let round = 1; round <= ROUNDS; round++) {
      // The order alternates too: neither always runs first.
      const order = round % 2 === 1 ? [["off", off], ["on", on]] as const : [["on", on], ["off", off]] as const
      for (const [which, server] of order) {
        const result = await profileLoad(`round ${round} ${which}`, server.baseUrl, ids)
        rates[which].push(result.requestsPerSecond)
        console.log(line(result))
      }
    }
    const [withoutCounting, withCounting] = [median(rates.off), median(rates.on)]
    const change = ((withCounting - withoutCounting) / withoutCounting) * 100
    console.log(`median: counting off ${withoutCounting.toFixed(0)} req/s, counting on ${withCounting.toFixed(0)} req/s (${change >= 0 ? "+" : ""}${change.toFixed(1)} %)`)
    console.log(Math.abs(change) <= 10 ? "within 10 %: counting does not slow the profile" : "NOT within 10 %")
  } finally {
    off.stop()
    on.stop()
  }
}

main().then(() => process.exit(0), (error) => {
  console.error(error)
  process.exit(1)
})
