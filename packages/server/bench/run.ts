/**
 * `pnpm bench`: starts the real server (its own PGlite data folder seeded with
 * 25,000 facilities, or DATABASE_URL) in a child process, then measures
 * /api/search and /api/geo-search beside the trivial /api/health of the same
 * server, under concurrent load on loopback. Prints a table and the ratios.
 */
import { spawn } from "node:child_process"
import { mkdirSync } from "node:fs"
import { createServer } from "node:net"
import { resolve } from "node:path"
import { runLoad, type LoadResult } from "./load"

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000)
const packageRoot = resolve(import.meta.dirname, "..")

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })

const waitUntilHealthy = async (baseUrl: string) => {
  // Seeding 25,000 facilities on first use takes a while: poll for up to 10 minutes.
  for (let attempt = 0; attempt < 1200; attempt++) {
    const ok = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false)
    if (ok) return
    await new Promise((done) => setTimeout(done, 500))
  }
  throw new Error("the server did not become healthy")
}

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

const post = (url: string, body: unknown) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })

const format = (r: LoadResult) =>
  `${r.name.padEnd(16)} ${String(r.requests).padStart(6)} ${String(r.failures).padStart(5)} ` +
  `${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${r.requestsPerSecond.toFixed(0).padStart(8)}`

const main = async () => {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const dataDir = resolve(packageRoot, "../../.data/bench-pglite")
  mkdirSync(dataDir, { recursive: true })
  // Node itself, not a wrapper: stopping it must stop the server.
  const server = spawn(process.execPath, ["--conditions=@pociecha/source", "--import", "tsx", "src/main.ts"], {
    cwd: packageRoot,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, APP_ENV: "test", SEED_FACILITIES: "25000" },
    stdio: ["ignore", "inherit", "inherit"]
  })
  try {
    await waitUntilHealthy(baseUrl)
    const warmup = { total: 200, concurrency: CONCURRENCY }
    await runLoad({ name: "warm-up", ...warmup, makeRequest: (i) => post(`${baseUrl}/api/search`, { search_polygon: viewport(i).polygon, zoom: viewport(i).zoom }) })
    await runLoad({ name: "warm-up", ...warmup, makeRequest: (i) => post(`${baseUrl}/api/geo-search`, { query: queries[i % queries.length] }) })

    const load = { total: REQUESTS, concurrency: CONCURRENCY }
    const trivial = await runLoad({ name: "/api/health", ...load, makeRequest: () => fetch(`${baseUrl}/api/health`) })
    const search = await runLoad({
      name: "/api/search",
      ...load,
      makeRequest: (i) => post(`${baseUrl}/api/search`, { search_polygon: viewport(i).polygon, zoom: viewport(i).zoom })
    })
    const geo = await runLoad({
      name: "/api/geo-search",
      ...load,
      makeRequest: (i) => post(`${baseUrl}/api/geo-search`, { query: queries[i % queries.length] })
    })

    console.log(`\n${REQUESTS} requests each, ${CONCURRENCY} concurrent, loopback, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, 25,000 facilities`)
    console.log("endpoint         reqs  fail  p50 ms   p95 ms   p99 ms    req/s")
    for (const result of [trivial, search, geo]) console.log(format(result))
    for (const result of [search, geo]) {
      console.log(
        `${result.name}: p50 ×${(result.p50 / trivial.p50).toFixed(1)}, p95 ×${(result.p95 / trivial.p95).toFixed(1)}, ` +
          `throughput ${(100 * result.requestsPerSecond / trivial.requestsPerSecond).toFixed(0)}% of /api/health`
      )
    }
  } finally {
    server.kill("SIGTERM")
  }
}

main().then(() => process.exit(0), (error) => {
  console.error(error)
  process.exit(1)
})
