/**
 * `pnpm measure:sites`: a facility website served by the API server (issue 17, "Speed"). Builds the
 * server and starts it as production runs it (`node dist/main.js`, NODE_ENV=production) in a child
 * process, on its own PGlite data folder or on DATABASE_URL, as `pnpm bench` does: the load
 * generator no longer shares the server's event loop. The demo owner makes a site with news through
 * the API, then 16 clients on loopback, each asking as a browser does (Accept-Encoding: br, gzip),
 * measure the kept (cached) guest page against the trivial /api/health, and the cold render (a theme
 * preview, never kept: the card read, the news read and the render each time). Prints p50/p95,
 * throughput and the CPU the server spent per request. Then the owner publishes posts while a reader
 * polls the site's news page and the profile's news: how long each took to show one.
 */
import { mkdirSync } from "node:fs"
import { resolve } from "node:path"
import { demoAccount, demoFacility } from "../src/db/seed/demoAccounts"
import { requestBytes } from "../test/support/http"
import { loadClient, runLoad, type LoadResult } from "./load"
import { startBuiltServer } from "./server"

const CONCURRENCY = 16
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000)

/** A load's figures and the CPU the server spent on each request: the figure a busy machine least disturbs. */
type Measured = LoadResult & { readonly cpuMs: number }

const measured = async (serverCpu: () => Promise<number>, options: Parameters<typeof runLoad>[0]): Promise<Measured> => {
  const before = await serverCpu()
  const result = await runLoad(options)
  return { ...result, cpuMs: (await serverCpu() - before) / result.requests }
}

const format = (r: Measured) =>
  `${r.name.padEnd(30)} ${String(r.requests).padStart(6)} ${String(r.failures).padStart(5)} ` +
  `${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.requestsPerSecond.toFixed(0).padStart(8)} ${(r.bytes / 1024).toFixed(1).padStart(8)} ` +
  `${r.cpuMs.toFixed(2).padStart(7)}`

/** The database the server runs on, as the figures name it. */
const engine = process.env.DATABASE_URL ? `PostgreSQL ${new URL(process.env.DATABASE_URL).host}` : "PGlite"

/** What a browser asks with: the kept page is sent compressed. */
const BROWSER = { "accept-encoding": "br, gzip" }

/** Times a post publishing took to show, from its POST: how many, and how the reader polls. */
const PUBLISHES = 5

/** A GET's status and text, on node:http (fetch cannot name another Host). */
const textOf = async (baseUrl: string, path: string, headers: Record<string, string> = {}) => {
  const { status, body } = await requestBytes(baseUrl, path, { headers })
  return { status, text: body.toString("utf8") }
}

/** Milliseconds from `since` until `read` shows `title`; one read after another, no pause (a reader pressing reload). */
const shownAfter = async (since: number, title: string, read: () => Promise<{ status: number; text: string }>) => {
  for (;;) {
    const answer = await read()
    if (answer.status !== 200) throw new Error(`a reader's poll answered ${answer.status}`)
    if (answer.text.includes(title)) return performance.now() - since
  }
}

const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/**
 * Publishing a post shows on the site and the profile within one second (issue 17): the owner
 * publishes through the API, and a site reader and a profile reader each poll until it shows.
 */
const publishToShown = async (baseUrl: string, host: Record<string, string>, facilityId: number, jwt: string) => {
  const site: Array<number> = []
  const profile: Array<number> = []
  for (let i = 0; i < PUBLISHES; i++) {
    // The site's news page is kept before each post: the change has to drop it.
    await textOf(baseUrl, "/aktualnosci", host)
    const title = `Nowość ${i} ${Date.now()}`
    const started = performance.now()
    const published = await fetch(`${baseUrl}/api/facility/list/${facilityId}/publications`, {
      method: "POST",
      headers: { authorization: `Bearer ${jwt}`, "content-type": "application/json" },
      body: JSON.stringify({ title, content: "<p>Nowość w przedszkolu.</p>", category: "relation", visibility: "public" })
    })
    if (published.status !== 201) throw new Error(`publishing answered ${published.status}: ${await published.text()}`)
    const [onSite, onProfile] = await Promise.all([
      shownAfter(started, title, () => textOf(baseUrl, "/aktualnosci", host)),
      shownAfter(started, title, () => textOf(baseUrl, `/api/facility/list/${facilityId}/publications`))
    ])
    site.push(onSite)
    profile.push(onProfile)
  }
  const line = (values: ReadonlyArray<number>) => `median ${median(values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`
  return `published post shown (${PUBLISHES} posts, from the POST): site news page ${line(site)}; profile news ${line(profile)}`
}

/** Calls the server's API as the owner's app does; throws unless it answers 2xx. */
const api = async (baseUrl: string, method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` })
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) })
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`)
  return (text === "" ? null : JSON.parse(text)) as unknown
}

/**
 * The demo owner's facility with a fresh site (the first template, the card's subpages) and 25
 * public posts, made through the API. A site the facility kept from an earlier run is deleted first:
 * its package allows one, and a deleted site's name stays taken, so each run names its own.
 */
const demoSiteWithNews = async (baseUrl: string) => {
  const owner = demoAccount("owner")
  const { jwt: token } = await api(baseUrl, "POST", "/v1/account/login", { body: { email: owner.email, password: owner.password } }) as { jwt: string }
  const { id: facilityId } = await api(baseUrl, "GET", `/facility/list/${demoFacility.slug}`) as { id: number }
  const earlier = await api(baseUrl, "GET", `/v1/web-pages/${facilityId}`, { token }) as Array<{ id: number }>
  for (const site of earlier) await api(baseUrl, "DELETE", `/v1/web-pages/${facilityId}/web-page/${site.id}`, { token })
  const [template] = await api(baseUrl, "GET", "/v1/page-templates") as Array<{ id: number }>
  const name = `bench-${Date.now()}`
  await api(baseUrl, "POST", `/v1/web-pages/${facilityId}`, { token, body: { template_id: template!.id, name } })
  for (let i = 0; i < 25; i++) {
    const body = { title: `Wydarzenie ${i}`, content: "<p>Zapraszamy rodziców na piknik w ogrodzie.</p>", category: "relation", visibility: "public" }
    await api(baseUrl, "POST", `/facility/list/${facilityId}/publications`, { token, body })
  }
  return { facilityId, token, name }
}

const main = async () => {
  const dataDir = resolve(import.meta.dirname, "../../../.data/bench-pglite")
  mkdirSync(dataDir, { recursive: true })
  // The same data folder and seed as `pnpm bench`: the seed is made once, on first use.
  const server = await startBuiltServer({ DATA_DIR: dataDir, APP_ENV: "test", SEED_FACILITIES: "25000", NODE_ENV: "production" })
  try {
    const { facilityId, token, name } = await demoSiteWithNews(server.baseUrl)
    const host = { host: `${name}.localhost:${new URL(server.baseUrl).port}` }
    const browser = { ...host, ...BROWSER }
    const client = loadClient(server.baseUrl, CONCURRENCY)
    const first = await client.get("/aktualnosci", host)
    if (first.status !== 200) throw new Error(`the bench site answers ${first.status}`)
    const load = { total: REQUESTS, concurrency: CONCURRENCY }
    await runLoad({ name: "warm-up", total: 200, concurrency: CONCURRENCY, makeRequest: () => client.get("/aktualnosci", browser) })
    await runLoad({ name: "warm-up", total: 200, concurrency: CONCURRENCY, makeRequest: () => client.get("/?template_preview=space", browser) })
    const trivial = await measured(server.cpuMs, { name: "/api/health", ...load, makeRequest: () => client.get("/api/health", BROWSER) })
    const cached = await measured(server.cpuMs, { name: "site /aktualnosci (kept)", ...load, makeRequest: () => client.get("/aktualnosci", browser) })
    const cold = await measured(server.cpuMs, { name: "site /?template_preview (cold)", ...load, makeRequest: () => client.get("/?template_preview=space", browser) })
    client.close()
    const shown = await publishToShown(server.baseUrl, host, facilityId, token)
    console.log(`\n${REQUESTS} requests each, ${CONCURRENCY} concurrent, loopback, ${engine}, the built server in its own process, Accept-Encoding: br, gzip`)
    console.log("React's production build (NODE_ENV=production), renders each cold page")
    console.log("endpoint                         reqs  fail  p50 ms   p95 ms    req/s  KB/answer  server CPU ms/req")
    for (const result of [trivial, cached, cold]) console.log(format(result))
    console.log(`\nkept page: ${(100 * cached.requestsPerSecond / trivial.requestsPerSecond).toFixed(0)}% of /api/health's throughput, ` +
      `p95 ${cached.p95.toFixed(1)} ms (/api/health ${trivial.p95.toFixed(1)} ms); cold render p95 ${cold.p95.toFixed(1)} ms`)
    console.log(shown)
  } finally {
    server.stop()
  }
}

main().then(() => process.exit(0), (error) => {
  console.error(error)
  process.exit(1)
})
