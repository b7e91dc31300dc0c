/**
 * `pnpm measure:sites`: a facility website served by the API server (issue 17, "Speed"). Starts
 * the server in this process over a seeded PGlite (as the integration tests do), creates a site
 * with news, then measures at 16 clients on loopback: the kept (cached) guest page against the
 * trivial /api/health, and the cold render (a theme preview, never kept: the card read, the news
 * read and the render each time). Prints p50/p95 and throughput of each.
 */
import { Effect } from "effect"
import { WebPageRepository } from "../src/repositories/webPageRepository"
import { startTestServer } from "../test/support/testServer"
import { loadClient, runLoad, type LoadResult } from "./load"

const CONCURRENCY = 16
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000)

const format = (r: LoadResult) =>
  `${r.name.padEnd(30)} ${String(r.requests).padStart(6)} ${String(r.failures).padStart(5)} ` +
  `${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.requestsPerSecond.toFixed(0).padStart(8)} ${(r.bytes / 1024).toFixed(1).padStart(8)}`

const starter = (type: "main" | "news" | "contact", slug: string, title: string) =>
  ({ slug, title, description_title: "", type, parent_id: null, visible: true, in_menu: true, sections: [] })

const main = async () => {
  const server = await startTestServer({ facilities: 1500 })
  try {
    const [facility] = await server.query<{ id: number }>(
      "select id from facilities where status = 'premium' and active and shadow_status is null order by id limit 1")
    const [account] = await server.query<{ id: string }>("select id::text as id from accounts order by created_at limit 1")
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
    const client = loadClient(server.baseUrl, CONCURRENCY)
    const first = await client.get("/aktualnosci", host)
    if (first.status !== 200) throw new Error(`the bench site answers ${first.status}: ${JSON.stringify(await server.query("select d.name, w.visible, w.active, w.facility_id from web_pages w join web_page_domains d on d.id = w.domain_id"))}`)
    const load = { total: REQUESTS, concurrency: CONCURRENCY }
    await runLoad({ name: "warm-up", total: 200, concurrency: CONCURRENCY, makeRequest: () => client.get("/aktualnosci", host) })
    const trivial = await runLoad({ name: "/api/health", ...load, makeRequest: () => client.get("/api/health") })
    const cached = await runLoad({ name: "site /aktualnosci (kept)", ...load, makeRequest: () => client.get("/aktualnosci", host) })
    const cold = await runLoad({ name: "site /?template_preview (cold)", ...load, makeRequest: () => client.get("/?template_preview=space", host) })
    client.close()
    console.log(`\n${REQUESTS} requests each, ${CONCURRENCY} concurrent, loopback, PGlite, in-process server`)
    console.log("endpoint                         reqs  fail  p50 ms   p95 ms    req/s  KB/answer")
    for (const result of [trivial, cached, cold]) console.log(format(result))
    console.log(`\nkept page: ${(100 * cached.requestsPerSecond / trivial.requestsPerSecond).toFixed(0)}% of /api/health's throughput, ` +
      `p95 ${cached.p95.toFixed(1)} ms (/api/health ${trivial.p95.toFixed(1)} ms); cold render p95 ${cold.p95.toFixed(1)} ms`)
  } finally {
    await server.close()
  }
}

main().then(() => process.exit(0), (error) => {
  console.error(error)
  process.exit(1)
})
