import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { publicRefsStatement } from "../src/repositories/facilityRepository"
import { jsonLdOf } from "../src/http/pages/servedPageTesting"
import { startTestServer, type TestServer } from "./support/testServer"
import { bareWebBuild } from "./support/bareWebBuild"

// The portal's pages as search engines get them — their content, JSON-LD and canonical URL in the
// HTML the server sends — and its sitemap and robots.txt, over real HTTP. The web build is a bare
// index.html of the build's shape, so the suite needs no `pnpm build`.

const PUBLIC_URL = "https://pociecha.example"

/** The newest nursery of some city: the first one its catalogue page lists. */
interface Nursery {
  readonly id: number
  readonly slug: string
  readonly name: string
  readonly voivodeship: string
  readonly city: string
}

let server: TestServer
let webBuild: ReturnType<typeof bareWebBuild>
let nursery: Nursery
beforeAll(async () => {
  webBuild = bareWebBuild()
  server = await startTestServer({ config: { webDist: webBuild.dir, publicUrl: PUBLIC_URL } })
  const rows = await server.query<Nursery>(`
    with nurseries as (
      select distinct on (f.town_id) f.id, f.slug, f.name, f.town_id, f.voivodeship_id from facilities f
      where f.active and f.shadow_status is distinct from 'rejected'
        and f.specialization && array(select id from tags where type = 'specialization' and key = 'nursery')
      order by f.town_id, f.created_at desc, f.id desc)
    select n.id, n.slug, n.name, v.slug as voivodeship, t.slug as city from nurseries n
    join towns t on t.id = n.town_id join voivodeships v on v.id = n.voivodeship_id
    where n.slug is not null order by n.id limit 1`)
  nursery = rows[0]!
})
afterAll(async () => {
  await server.close()
  webBuild.remove()
})

const get = async (path: string) => {
  const response = await fetch(`${server.baseUrl}${path}`)
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() }
}
/** A URL the server named under its public address, asked of the test server. */
const local = (url: string) => {
  expect(url.startsWith(`${PUBLIC_URL}/`)).toBe(true)
  return url.slice(PUBLIC_URL.length)
}
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => (url ?? "").replace(/&amp;/g, "&"))

describe("a facility profile", () => {
  it("is served with its name, schema.org data and canonical URL in the HTML", async () => {
    const page = await get(`/placowka/${nursery.slug}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(`<h1 class="facility-header__name">${nursery.name}</h1>`)
    expect(page.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/placowka/${nursery.slug}" />`)
    const [facility, trail] = jsonLdOf(page.text)
    expect(facility).toMatchObject({ "@type": "ChildCare", name: nursery.name, url: `${PUBLIC_URL}/placowka/${nursery.slug}` })
    expect(trail).toMatchObject({ "@type": "BreadcrumbList" })
  })
})

describe("a page's Ukrainian and English versions (?lang=, listed as hreflang alternates)", () => {
  it("are served in their language, each its own canonical, whatever the language cookie says", async () => {
    const response = await fetch(`${server.baseUrl}/placowka/${nursery.slug}?lang=ua`, { headers: { cookie: "pociecha_lang=en" } })
    const text = await response.text()
    expect(response.status).toBe(200)
    expect(text).toContain(`<html lang="uk">`)
    expect(text).toContain("Про заклад")
    expect(text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/placowka/${nursery.slug}?lang=ua" />`)
    for (const [hreflang, query] of [["pl", ""], ["uk", "?lang=ua"], ["en", "?lang=en"], ["x-default", ""]]) {
      expect(text).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${PUBLIC_URL}/placowka/${nursery.slug}${query}" />`)
    }
  })

  it("of a catalogue page keep its own parameters", async () => {
    const path = `/zlobki/${nursery.voivodeship}/${nursery.city}`
    const page = await get(`${path}?lang=en`)
    expect(page.text).toContain(`<html lang="en">`)
    expect(page.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}${path}?lang=en" />`)
  })
})

describe("a catalogue page", () => {
  it("is served with its heading, its facilities as links, schema.org data and canonical URL", async () => {
    const path = `/zlobki/${nursery.voivodeship}/${nursery.city}`
    const page = await get(path)
    expect(page.status).toBe(200)
    expect(page.text).toMatch(/<h1 class="catalog__title">Żłobki – [^<]+<\/h1>/)
    expect(page.text).toContain(`<a href="/placowka/${nursery.slug}">`)
    expect(page.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}${path}" />`)
    const list = jsonLdOf(page.text).find((data) => data["@type"] === "ItemList")
    expect(list?.itemListElement).toContainEqual({ "@type": "ListItem", position: 1, name: nursery.name, url: `${PUBLIC_URL}/placowka/${nursery.slug}` })
  })

  it("carries the app's reads of it, as the API answers them, under the keys the app asks with", async () => {
    const page = await get(`/zlobki/${nursery.voivodeship}/${nursery.city}`)
    const reads = [...page.text.matchAll(/<script type="application\/json" data-served-read="([^"]+)">([^<]*)<\/script>/g)]
      .map(([, key, data]) => ({ key: JSON.parse((key ?? "").replace(/&quot;/g, "\"").replace(/&amp;/g, "&")), data: JSON.parse(data ?? "") }))
    const payload = {
      city_slug: nursery.city,
      voivodeship_slug: nursery.voivodeship,
      required_specialization: ["nursery", "toddler_club", "day_guardian"],
      district: null,
      page: 1
    }
    const api = await fetch(`${server.baseUrl}/api/regions/voivodeships/cities/new_facilities`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload)
    })
    expect(reads).toContainEqual({ key: ["regions", "new-facilities", payload], data: await api.json() })
    expect(reads).toContainEqual({ key: ["regions", "voivodeships"], data: await (await fetch(`${server.baseUrl}/api/regions/voivodeships`)).json() })
  })

  it("of a place that does not exist is a 404", async () => {
    expect((await get(`/zlobki/${nursery.voivodeship}/nie-ma-takiego-miasta`)).status).toBe(404)
    expect((await get("/zlobki/nie-ma-takiego")).status).toBe(404)
  })
})

describe("the portal's sitemap", () => {
  it("is named by robots.txt", async () => {
    const robots = await get("/robots.txt")
    expect(robots.status).toBe(200)
    expect(robots.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
  })

  it("indexes files that answer 200 and cover every public profile and the catalogue's pages", async () => {
    const index = await get("/sitemap.xml")
    expect(index.status).toBe(200)
    expect(index.type).toBe("application/xml; charset=utf-8")
    const files = await Promise.all(locs(index.text).map((url) => get(local(url))))
    expect(files.map((file) => file.status)).toEqual(files.map(() => 200))
    const urls = files.flatMap((file) => locs(file.text))
    const [count] = await server.query<{ n: number }>(
      "select count(*)::int as n from facilities where active and shadow_status is distinct from 'rejected'"
    )
    expect(urls.filter((url) => url.startsWith(`${PUBLIC_URL}/placowka/`))).toHaveLength(count!.n)
    expect(urls).toContain(`${PUBLIC_URL}/placowka/${nursery.slug}`)
    expect(urls).toContain(`${PUBLIC_URL}/zlobki-miasta`)
    expect(urls).toContain(`${PUBLIC_URL}/zlobki/${nursery.voivodeship}`)
    expect(urls).toContain(`${PUBLIC_URL}/zlobki/${nursery.voivodeship}/${nursery.city}`)
    expect(new Set(urls).size).toBe(urls.length)
  })

  it("answers the URLs it lists", async () => {
    const catalogue = locs((await get("/sitemaps/catalogue.xml")).text)
    const some = [catalogue[0]!, catalogue[1]!, catalogue.at(-1)!, `${PUBLIC_URL}/placowka/${nursery.slug}`]
    for (const url of some) expect((await get(local(url))).status, url).toBe(200)
  })

  it("reads a file of profiles as a range of the primary key, not the whole table", async () => {
    // With a table scan priced out: whether an index answers it, whatever the test table's size.
    const plan = await server.withSql(Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      return yield* sql.withTransaction(Effect.gen(function*() {
        yield* sql`set local enable_seqscan = off`
        const [text, params] = publicRefsStatement(sql, { from: 50_001, to: 100_000 }).compile()
        return (yield* sql.unsafe<{ "QUERY PLAN": string }>(`explain ${text}`, params)).map((row) => row["QUERY PLAN"]).join("\n")
      }))
    }))
    expect(plan).toMatch(/facilities_pkey/)
    expect(plan).not.toMatch(/Seq Scan/)
  })

  it("lists the pages of content: the teacher zone and its materials, the FAQ, the pages for facilities, the legal texts", async () => {
    const content = locs((await get("/sitemaps/content.xml")).text)
    const [material] = await server.query<{ slug: string }>(
      "select slug from materials where status = 'published' and publish_at <= now() and visibility = 'public' order by id limit 1"
    )
    expect(content).toEqual(expect.arrayContaining([
      `${PUBLIC_URL}/strefa-nauczyciela`,
      `${PUBLIC_URL}/strefa-nauczyciela/${material!.slug}`,
      `${PUBLIC_URL}/faq/intro`,
      `${PUBLIC_URL}/faq/dyrektor`,
      `${PUBLIC_URL}/dla-placowek/cennik`,
      `${PUBLIC_URL}/regulamin`
    ]))
  })

  it("has no file past its last", async () => {
    expect((await get("/sitemaps/facilities-2.xml")).status).toBe(404)
    expect((await get("/sitemaps/facilities-0.xml")).status).toBe(404)
  })
})
