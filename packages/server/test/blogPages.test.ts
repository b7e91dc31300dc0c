import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { jsonLdOf } from "../src/http/pages/servedPageTesting"
import { startTestServer, type TestServer } from "./support/testServer"
import { bareWebBuild } from "./support/bareWebBuild"

// The blog as feed readers and search engines get it, over real HTTP: its pages' HTML (content,
// head, JSON-LD, the app's reads), its Atom feed and its sitemap file. The web build is a bare index.html of the build's shape (no `pnpm build`).

const PUBLIC_URL = "https://pociecha.example"

let server: TestServer
let webBuild: ReturnType<typeof bareWebBuild>
beforeAll(async () => {
  webBuild = bareWebBuild()
  server = await startTestServer({ facilities: 600, config: { webDist: webBuild.dir, publicUrl: PUBLIC_URL } })
})
afterAll(async () => {
  await server.close()
  webBuild.remove()
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

const headOf = (html: string) => ({
  title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
  description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
  canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
  feed: /<link rel="alternate" type="application\/atom\+xml" title="[^"]*" href="([^"]*)"/.exec(html)?.[1]
})

describe("the blog's pages as served", () => {
  it("send a post whole, with its head, BlogPosting and trail, and the app's read", async () => {
    const page = await get("/blog/rekrutacja-do-przedszkola-krok-po-kroku")
    expect(page.status).toBe(200)
    expect(headOf(page.text)).toEqual({
      title: "Rekrutacja do przedszkola krok po kroku | Pociecha",
      description: "Terminy, kryteria i dokumenty: jak przejść przez rekrutację do publicznego przedszkola bez stresu.",
      canonical: `${PUBLIC_URL}/blog/rekrutacja-do-przedszkola-krok-po-kroku`,
      feed: `${PUBLIC_URL}/blog/feed.xml`
    })
    expect(page.text).toContain(`<h1 class="blog-post__title">Rekrutacja do przedszkola krok po kroku</h1>`)
    expect(page.text).toContain("<h2>Kryteria ustawowe i gminne</h2>")
    const [posting, trail] = jsonLdOf(page.text)
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: "Rekrutacja do przedszkola krok po kroku",
      author: { "@type": "Person", name: "Joanna Lewandowska" },
      image: `${PUBLIC_URL}/blog/okladka-rekrutacja-do-przedszkola.svg`,
      articleSection: "Rekrutacja do przedszkola",
      mainEntityOfPage: { "@id": `${PUBLIC_URL}/blog/rekrutacja-do-przedszkola-krok-po-kroku` }
    })
    expect(posting?.timeRequired).toMatch(/^PT\d+M$/)
    expect(Date.parse(String(posting?.datePublished))).not.toBeNaN()
    expect(Date.parse(String(posting?.dateModified))).toBeGreaterThanOrEqual(Date.parse(String(posting?.datePublished)))
    expect(trail).toMatchObject({ "@type": "BreadcrumbList" })
    expect((trail?.itemListElement as ReadonlyArray<{ name: string }>).map((item) => item.name))
      .toEqual(["Strona główna", "Blog", "Rekrutacja do przedszkola", "Rekrutacja do przedszkola krok po kroku"])
    expect(page.text).toContain(`data-served-read="[&quot;blog&quot;,&quot;post&quot;,&quot;rekrutacja-do-przedszkola-krok-po-kroku&quot;,&quot;pl&quot;]"`)
  })

  it("serve a post in the reader's language, saying when it is the Polish one", async () => {
    const english = await get("/blog/ospa-wietrzna-u-przedszkolaka?lang=en")
    expect(english.text).toContain("This text has no version in your language yet")
    expect(headOf(english.text).canonical).toBe(`${PUBLIC_URL}/blog/ospa-wietrzna-u-przedszkolaka?lang=en`)
    const translated = await get("/blog/jak-przygotowac-dziecko-do-pierwszego-dnia-w-przedszkolu?lang=en")
    expect(headOf(translated.text).title).toBe("How to prepare your child for the first day at kindergarten | Pociecha")
    expect(translated.text).not.toContain("no version in your language")
  })

  it("send the blog's list and a category's as links, with Blog and CollectionPage data", async () => {
    const blog = await get("/blog")
    expect(headOf(blog.text)).toMatchObject({ title: "Blog Pociechy | Pociecha", canonical: `${PUBLIC_URL}/blog`, feed: `${PUBLIC_URL}/blog/feed.xml` })
    expect(blog.text).toContain(`<a href="/blog/alergia-pokarmowa-w-przedszkolu">`)
    expect(blog.text).toContain(`<a href="/blog?page=2" rel="next">`)
    expect(jsonLdOf(blog.text)[0]).toMatchObject({ "@type": "Blog", url: `${PUBLIC_URL}/blog` })
    expect((jsonLdOf(blog.text)[0]?.blogPost as ReadonlyArray<unknown>)).toHaveLength(9)

    const category = await get("/blog/kategoria/zabawy")
    expect(headOf(category.text)).toMatchObject({ title: "Zabawy – blog Pociechy | Pociecha", canonical: `${PUBLIC_URL}/blog/kategoria/zabawy` })
    const [collection] = jsonLdOf(category.text)
    expect(collection).toMatchObject({ "@type": "CollectionPage", isPartOf: { "@type": "Blog", url: `${PUBLIC_URL}/blog` } })
    expect(category.text).toContain(`<a href="/blog/zabawy-ruchowe-na-deszczowy-dzien">`)
    expect(category.text).not.toContain(`<a href="/blog/ospa-wietrzna-u-przedszkolaka">`)
    expect(category.text).toContain(`data-served-read="[&quot;blog&quot;,&quot;posts&quot;,{&quot;category&quot;:&quot;games&quot;,&quot;page&quot;:1,&quot;lang&quot;:&quot;pl&quot;}]"`)
  })

  it("answer 404 for a post not published, a category that is none and a page past the last", async () => {
    await server.query(`insert into blog_posts (slug, category, author, cover_url, cover_alt, status, title, description, body_html)
      values ('szkic-na-stronie', 'advice', 'Redakcja', '/blog/okladka-porady.svg', 'Okładka', 'draft', 'Szkic', 'Opis', '<p>x</p>')`)
    for (const path of ["/blog/szkic-na-stronie", "/blog/nie-ma-takiego", "/blog/kategoria/plotki", "/blog?page=3"]) {
      expect((await get(path)).status, path).toBe(404)
    }
    await server.query("delete from blog_posts where slug = 'szkic-na-stronie'")
  })
})
