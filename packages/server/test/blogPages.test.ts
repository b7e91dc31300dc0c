import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { indexHtml } from "../src/http/pages/servedPageTesting"
import { startTestServer, type TestServer } from "./support/testServer"

// The blog as feed readers and search engines get it, over real HTTP: its Atom feed and its
// sitemap file. The web build is a bare index.html of the build's shape (no `pnpm build`).

const PUBLIC_URL = "https://pociecha.example"

let server: TestServer
let webDist: string
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), "pociecha-web-"))
  writeFileSync(join(webDist, "index.html"), indexHtml)
  server = await startTestServer({ facilities: 600, config: { webDist, publicUrl: PUBLIC_URL } })
})
afterAll(async () => {
  await server.close()
  rmSync(webDist, { recursive: true, force: true })
})

const get = async (path: string) => {
  const response = await fetch(`${server.baseUrl}${path}`)
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() }
}
const all = (xml: string, pattern: RegExp) => [...xml.matchAll(pattern)].map((match) => match[1] ?? "")

describe("the blog's feed", () => {
  it("is Atom with the newest published posts, absolute URLs and no draft", async () => {
    await server.query(`insert into blog_posts (slug, category, author, cover_url, cover_alt, status, title, description, body_html)
      values ('szkic-w-kanale', 'advice', 'Redakcja', '/blog/okladka-porady.svg', 'Okładka', 'draft', 'Szkic', 'Opis', '<p>x</p>')`)
    const feed = await get("/blog/feed.xml")
    expect(feed.status).toBe(200)
    expect(feed.type).toBe("application/atom+xml; charset=utf-8")
    expect(feed.text).toContain(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pl">`)
    expect(feed.text).toContain(`<link rel="self" type="application/atom+xml" href="${PUBLIC_URL}/blog/feed.xml"/>`)
    const ids = all(feed.text, /<entry>\n {4}<id>([^<]+)<\/id>/g)
    expect(ids).toHaveLength(12)
    expect(ids[0]).toBe(`${PUBLIC_URL}/blog/alergia-pokarmowa-w-przedszkolu`)
    expect(feed.text).not.toContain("szkic-w-kanale")
    const published = all(feed.text, /<published>([^<]+)<\/published>/g).map(Date.parse)
    expect(published).toEqual([...published].sort((a, b) => b - a))
    expect(feed.text).toContain(`<category term="child_health" label="Zdrowie dziecka"/>`)
    await server.query("delete from blog_posts where slug = 'szkic-w-kanale'")
  })
})

describe("the blog in the sitemap", () => {
  it("lists the blog, its categories' pages, its posts and its feed", async () => {
    const index = await get("/sitemap.xml")
    expect(index.text).toContain(`<loc>${PUBLIC_URL}/sitemaps/blog.xml</loc>`)
    const blog = await get("/sitemaps/blog.xml")
    const urls = all(blog.text, /<loc>([^<]+)<\/loc>/g)
    expect(urls).toContain(`${PUBLIC_URL}/blog`)
    expect(urls).toContain(`${PUBLIC_URL}/blog/kategoria/rekrutacja-do-przedszkola`)
    expect(urls).toContain(`${PUBLIC_URL}/blog/ospa-wietrzna-u-przedszkolaka`)
    expect(urls).toContain(`${PUBLIC_URL}/blog/feed.xml`)
    expect(urls.filter((url) => url.startsWith(`${PUBLIC_URL}/blog/kategoria/`))).toHaveLength(9)
  })
})
