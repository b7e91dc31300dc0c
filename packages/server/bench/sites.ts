/**
 * `pnpm measure:sites`: a facility website served by the API server (issue 17, "Speed"). Starts
 * the server in this process over a seeded database as the integration tests do (PGlite, or a
 * database of its own on DATABASE_URL's PostgreSQL), creates a site with news for the demo
 * owner's facility, then measures at 16 clients on loopback, each asking as a browser does
 * (Accept-Encoding: br, gzip): the kept (cached) guest page against the trivial /api/health, and
 * the cold render (a theme preview, never kept: the card read, the news read and the render each
 * time). Prints p50/p95 and throughput of each. Then the owner publishes posts through the API
 * while a reader polls the site's news page and the profile's news: how long each took to show one.
 */
import { Effect } from "effect"
import { demoAccount, demoFacility } from "../src/db/seed/demoAccounts"
import { WebPageRepository } from "../src/repositories/webPageRepository"
import { requestBytes } from "../test/support/http"
import { startTestServer } from "../test/support/testServer"
import { loadClient, runLoad, type LoadResult } from "./load"

const CONCURRENCY = 16
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000)

/** A load's figures and the CPU this process (server and client alike) spent on each request: the figure a busy machine least disturbs. */
type Measured = LoadResult & { readonly cpuMs: number }

const measured = async (options: Parameters<typeof runLoad>[0]): Promise<Measured> => {
  const before = process.cpuUsage()
  const result = await runLoad(options)
  const { user, system } = process.cpuUsage(before)
  return { ...result, cpuMs: (user + system) / 1000 / result.requests }
}

const format = (r: Measured) =>
  `${r.name.padEnd(30)} ${String(r.requests).padStart(6)} ${String(r.failures).padStart(5)} ` +
  `${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.requestsPerSecond.toFixed(0).padStart(8)} ${(r.bytes / 1024).toFixed(1).padStart(8)} ` +
  `${r.cpuMs.toFixed(2).padStart(7)}`

const starter = (type: "main" | "news" | "contact", slug: string, title: string) =>
  ({ slug, title, description_title: "", type, parent_id: null, visible: true, in_menu: true, sections: [] })

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

const main = async () => {
  const server = await startTestServer({ facilities: 1500 })
  try {
    // The demo owner's premium facility: the owner publishes its news through the API below.
    const [facility] = await server.query<{ id: number }>("select id from facilities where slug = $1", [demoFacility.slug])
    const owner = demoAccount("owner")
    const [account] = await server.query<{ id: string }>("select id::text as id from accounts where email = $1", [owner.email])
    const [template] = await server.query<{ id: number }>("select id from page_templates order by id limit 1")
    const name = `bench-${Date.now()}`
    // The repository's write without its policy's check: a benchmark's fixture, no caller to check.
    const create = Effect.gen(function*() {
      const sites = yield* WebPageRepository
      yield* (sites.create(facility!.id, account!.id, {
        templateId: template!.id,
        name,
        subpages: [starter("main", "strona-glowna", "Strona główna"), starter("news", "aktualnosci", "Aktualności"), starter("contact", "kontakt", "Kontakt")]
      }) as Effect.Effect<unknown>)
    })
    await server.withSql(create.pipe(Effect.provide(WebPageRepository.layer)))
    for (let i = 0; i < 25; i++) {
      await server.query(
        "insert into publications (facility_id, account_id, title, content, category, visibility) values ($1, $2, $3, $4, 'relation', 'public')",
        [facility!.id, account!.id, `Wydarzenie ${i}`, "<p>Zapraszamy rodziców na piknik w ogrodzie.</p>"])
    }
    const host = { host: `${name}.localhost:${new URL(server.baseUrl).port}` }
    const browser = { ...host, ...BROWSER }
    const client = loadClient(server.baseUrl, CONCURRENCY)
    const first = await client.get("/aktualnosci", host)
    if (first.status !== 200) throw new Error(`the bench site answers ${first.status}: ${JSON.stringify(await server.query("select d.name, w.visible, w.active, w.facility_id from web_pages w join web_page_domains d on d.id = w.domain_id"))}`)
    const load = { total: REQUESTS, concurrency: CONCURRENCY }
    await runLoad({ name: "warm-up", total: 200, concurrency: CONCURRENCY, makeRequest: () => client.get("/aktualnosci", browser) })
    await runLoad({ name: "warm-up", total: 200, concurrency: CONCURRENCY, makeRequest: () => client.get("/?template_preview=space", browser) })
    const trivial = await measured({ name: "/api/health", ...load, makeRequest: () => client.get("/api/health", BROWSER) })
    const cached = await measured({ name: "site /aktualnosci (kept)", ...load, makeRequest: () => client.get("/aktualnosci", browser) })
    const cold = await measured({ name: "site /?template_preview (cold)", ...load, makeRequest: () => client.get("/?template_preview=space", browser) })
    client.close()
    const login = await fetch(`${server.baseUrl}/api/v1/account/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: owner.email, password: owner.password })
    })
    if (login.status !== 200) throw new Error(`the demo owner's login answered ${login.status}`)
    const shown = await publishToShown(server.baseUrl, host, facility!.id, ((await login.json()) as { jwt: string }).jwt)
    console.log(`\n${REQUESTS} requests each, ${CONCURRENCY} concurrent, loopback, ${engine}, in-process server, Accept-Encoding: br, gzip`)
    console.log(`React's ${process.env.NODE_ENV === "production" ? "production" : "development"} build (NODE_ENV), renders each cold page`)
    console.log("endpoint                         reqs  fail  p50 ms   p95 ms    req/s  KB/answer  CPU ms/req")
    for (const result of [trivial, cached, cold]) console.log(format(result))
    console.log(`\nkept page: ${(100 * cached.requestsPerSecond / trivial.requestsPerSecond).toFixed(0)}% of /api/health's throughput, ` +
      `p95 ${cached.p95.toFixed(1)} ms (/api/health ${trivial.p95.toFixed(1)} ms); cold render p95 ${cold.p95.toFixed(1)} ms`)
    console.log(shown)
  } finally {
    await server.close()
  }
}

main().then(() => process.exit(0), (error) => {
  console.error(error)
  process.exit(1)
})
