/**
 * `pnpm bench`: builds the server and starts it as production runs it (`node dist/main.js`)
 * in a child process, on its own PGlite data folder seeded with 25,000 facilities, or on
 * DATABASE_URL; then measures the map search in both its answers (the spec's array of
 * facilities, and the map's `?format=markers`) and /api/geo-search beside the trivial
 * /api/health of the same server, under concurrent load on loopback, at 16 and at 200 clients
 * (BENCH_CONCURRENCY lists others). Prints a table per level, each one's share of /api/health's
 * throughput and its p95, and a summary.
 */
import { mkdirSync } from "node:fs"
import { resolve } from "node:path"
import { loadClient, runLoad, type LoadResult } from "./load"
import { startBuiltServer } from "./server"

/** Clients at once: a busy page's worth, then a crowd far larger than the connection pool. */
const CONCURRENCY = (process.env.BENCH_CONCURRENCY ?? "16,200").split(",").map(Number)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000)
const packageRoot = resolve(import.meta.dirname, "..")

// Viewports a parent looks at: whole country, regions, cities, streets.
const cities = [
  [52.2297, 21.0122], [50.0647, 19.945], [51.1079, 17.0385], [52.4064, 16.9252], [54.352, 18.6466],
  [51.7592, 19.456], [51.2465, 22.5684], [53.1235, 18.0084], [50.2649, 19.0238], [53.4285, 14.5528]
] as const
const viewport = (i: number) => {
  const [lat, lng] = cities[i % cities.length]!
  const zoom = [6, 9, 12, 14, 16][i % 5]!
  const half = 180 / 2 ** zoom
  return {
    zoom,
    polygon: {
      type: "poly",
      data: [
        { lng: lng - half * 1.6, lat: lat + half }, { lng: lng + half * 1.6, lat: lat + half },
        { lng: lng + half * 1.6, lat: lat - half }, { lng: lng - half * 1.6, lat: lat - half },
        { lng: lng - half * 1.6, lat: lat + half }
      ]
    }
  }
}
const queries = ["Krak", "war", "Łódź", "gdan", "Pozn", "przedszkole", "żłobek", "Słoneczko", "Mokotów", "biał"]

const format = (r: LoadResult) =>
  `${r.name.padEnd(26)} ${String(r.requests).padStart(6)} ${String(r.failures).padStart(5)} ` +
  `${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ` +
  `${r.requestsPerSecond.toFixed(0).padStart(8)} ${(r.bytes / 1024).toFixed(1).padStart(8)}`

/** One endpoint against /api/health at one concurrency: the figures the targets name. */
const versus = (result: LoadResult, trivial: LoadResult, concurrency: number) =>
  `${result.name} at ${concurrency} clients: throughput ${(100 * result.requestsPerSecond / trivial.requestsPerSecond).toFixed(0)}% of /api/health ` +
  `(${result.requestsPerSecond.toFixed(0)} vs ${trivial.requestsPerSecond.toFixed(0)} req/s), ` +
  `p95 ${result.p95.toFixed(1)} ms (/api/health ${trivial.p95.toFixed(1)} ms), p50 ${result.p50.toFixed(1)} ms`

/** The map's own read: the compact marker wire. */
const MARKERS = "/api/search?format=markers"

const searchBody = (i: number) => ({ search_polygon: viewport(i).polygon, zoom: viewport(i).zoom })
const geoBody = (i: number) => ({ query: queries[i % queries.length] })

const main = async () => {
  const dataDir = resolve(packageRoot, "../../.data/bench-pglite")
  mkdirSync(dataDir, { recursive: true })
  const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"
  const { baseUrl, stop } = await startBuiltServer({ DATA_DIR: dataDir, APP_ENV: "test", SEED_FACILITIES: "25000" })
  try {
    const warming = loadClient(baseUrl, 16)
    const warmup = { total: 200, concurrency: 16 }
    await runLoad({ name: "warm-up", ...warmup, makeRequest: (i) => warming.post("/api/search", searchBody(i)) })
    await runLoad({ name: "warm-up", ...warmup, makeRequest: (i) => warming.post(MARKERS, searchBody(i)) })
    await runLoad({ name: "warm-up", ...warmup, makeRequest: (i) => warming.post("/api/geo-search", geoBody(i)) })
    warming.close()

    const summary: Array<string> = []
    for (const concurrency of CONCURRENCY) {
      const client = loadClient(baseUrl, concurrency)
      const load = { total: REQUESTS, concurrency }
      const trivial = await runLoad({ name: "/api/health", ...load, makeRequest: () => client.get("/api/health") })
      const markers = await runLoad({ name: MARKERS, ...load, makeRequest: (i) => client.post(MARKERS, searchBody(i)) })
      const facilities = await runLoad({ name: "/api/search", ...load, makeRequest: (i) => client.post("/api/search", searchBody(i)) })
      const geo = await runLoad({ name: "/api/geo-search", ...load, makeRequest: (i) => client.post("/api/geo-search", geoBody(i)) })
      client.close()

      console.log(`\n${REQUESTS} requests each, ${concurrency} concurrent, loopback, ${database}, 25,000 facilities`)
      console.log("endpoint                   reqs  fail  p50 ms   p95 ms   p99 ms    req/s  KB/answer")
      for (const result of [trivial, markers, facilities, geo]) console.log(format(result))
      for (const result of [markers, facilities, geo]) {
        console.log(versus(result, trivial, concurrency))
        summary.push(versus(result, trivial, concurrency))
      }
    }
    console.log(`\nSummary (${database}, built server):\n${summary.join("\n")}`)
  } finally {
    stop()
  }
}

main().then(() => process.exit(0), (error) => {
  console.error(error)
  process.exit(1)
})
