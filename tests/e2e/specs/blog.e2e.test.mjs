// The blog (issue 19), tried as a parent would: from the blog to a category's page, a post read
// from it with its neighbours; the feed parsed as Atom (RFC 4287); axe on the blog's pages; and
// the HTML a crawler gets without running any script.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { axeViolations } from "../support/axe.mjs"
import { url, waitForPath } from "../support/browser.mjs"

const POST = { slug: "zabawy-sensoryczne-w-domu-z-tego-co-masz-pod-reka", title: "Zabawy sensoryczne w domu – z tego, co masz pod ręką" }

test("a parent goes from the blog to a category's page and reads a post from it, with its previous and next post", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/"))
  await page.locator("footer").getByRole("link", { name: "Blog", exact: true }).click()
  await waitForPath(page, "/blog")
  await expect(page.getByRole("heading", { level: 1, name: "Blog Pociechy" })).toBeVisible()
  await expect(page.getByTestId("blog-card")).toHaveCount(9)

  await page.getByRole("navigation", { name: "Kategorie" }).getByRole("link", { name: "Zabawy", exact: true }).click()
  await waitForPath(page, "/blog/kategoria/zabawy")
  await expect(page.getByRole("heading", { level: 1, name: "Zabawy" })).toBeVisible()
  await expect(page.getByTestId("blog-card")).toHaveCount(2)
  assert.equal(await page.title(), "Zabawy – blog Pociechy | Pociecha")

  await page.getByRole("link", { name: POST.title }).click()
  await waitForPath(page, `/blog/${POST.slug}`)
  const post = page.getByTestId("blog-post")
  await expect(post.getByRole("heading", { level: 1, name: POST.title })).toBeVisible()
  await expect(post).toContainText("Katarzyna Zielińska")
  await expect(post).toContainText("min czytania")
  await expect(post.getByRole("heading", { level: 2, name: "Kolorowy ryż i makaron" })).toBeVisible()
  await expect(page.getByRole("navigation", { name: "Ścieżka nawigacji" })).toContainText("Zabawy")
  assert.equal(await page.title(), `${POST.title} | Pociecha`)

  const previous = page.getByTestId("previous-post")
  await expect(previous).toContainText("Drugie śniadanie do przedszkola")
  await page.getByTestId("next-post").click()
  await waitForPath(page, "/blog/dzien-przedszkolaka-jak-swietowac")
  await expect(page.getByRole("heading", { level: 1, name: /Dzień Przedszkolaka/ })).toBeVisible()
  await expect(page.getByTestId("previous-post")).toContainText("Zabawy sensoryczne")
  assert.deepEqual(page.errors, [])
})

test("the blog's pages keep their page in the URL, and a post without the reader's language says so", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/blog"))
  await page.getByRole("link", { name: /Następna strona/ }).click()
  await waitForPath(page, "/blog")
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(page.getByTestId("blog-card")).toHaveCount(3)

  await page.goto(url("/blog/ospa-wietrzna-u-przedszkolaka?lang=en"))
  await expect(page.getByTestId("not-translated")).toBeVisible()
  await page.goto(url("/blog/jak-przygotowac-dziecko-do-pierwszego-dnia-w-przedszkolu?lang=en"))
  await expect(page.getByRole("heading", { level: 1, name: "How to prepare your child for the first day at kindergarten" })).toBeVisible()
  await expect(page.getByTestId("not-translated")).toHaveCount(0)
})

test("the feed parses as Atom 1.0 with every element RFC 4287 requires", async ({ newPage }) => {
  const response = await fetch(url("/blog/feed.xml"))
  assert.equal(response.status, 200)
  assert.match(response.headers.get("content-type") ?? "", /^application\/atom\+xml/)
  const xml = await response.text()
  const page = await newPage()
  await page.goto(url("/blog"))
  const feed = await page.evaluate((text) => {
    const ATOM = "http://www.w3.org/2005/Atom"
    const doc = new DOMParser().parseFromString(text, "application/xml")
    const root = doc.documentElement
    const children = (element, name) => [...element.children].filter((child) => child.namespaceURI === ATOM && child.localName === name)
    const text1 = (element, name) => children(element, name)[0]?.textContent ?? null
    const links = (element) => children(element, "link").map((link) => ({ rel: link.getAttribute("rel") ?? "alternate", href: link.getAttribute("href"), type: link.getAttribute("type") }))
    return {
      parseError: doc.getElementsByTagName("parsererror").length > 0,
      root: `${root.namespaceURI} ${root.localName}`,
      id: text1(root, "id"),
      title: text1(root, "title"),
      updated: text1(root, "updated"),
      author: children(root, "author").map((author) => text1(author, "name")),
      links: links(root),
      entries: children(root, "entry").map((entry) => ({
        id: text1(entry, "id"),
        title: text1(entry, "title"),
        updated: text1(entry, "updated"),
        published: text1(entry, "published"),
        summary: text1(entry, "summary"),
        author: children(entry, "author").map((author) => text1(author, "name")),
        links: links(entry),
        categories: children(entry, "category").map((category) => category.getAttribute("term"))
      }))
    }
  }, xml)
  assert.equal(feed.parseError, false)
  assert.equal(feed.root, "http://www.w3.org/2005/Atom feed")
  const isAbsolute = (value) => /^(https?:\/\/|tag:)/.test(value ?? "")
  const isDate = (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value ?? "")
  assert.ok(isAbsolute(feed.id), `feed id ${feed.id}`)
  assert.equal(feed.title, "Blog Pociechy")
  assert.ok(isDate(feed.updated))
  assert.deepEqual(feed.author, ["Pociecha"])
  const self = feed.links.find((link) => link.rel === "self")
  assert.ok(isAbsolute(self?.href) && self.href.endsWith("/blog/feed.xml"), `self ${self?.href}`)
  assert.ok(feed.links.some((link) => link.rel === "alternate" && link.href?.endsWith("/blog")))
  assert.equal(feed.entries.length, 12)
  assert.equal(new Set(feed.entries.map((entry) => entry.id)).size, 12)
  for (const entry of feed.entries) {
    assert.ok(isAbsolute(entry.id), entry.id)
    assert.ok(entry.title)
    assert.ok(isDate(entry.updated) && isDate(entry.published), entry.id)
    assert.ok(entry.summary)
    assert.equal(entry.author.length, 1)
    assert.ok(entry.links.some((link) => link.rel === "alternate" && isAbsolute(link.href)))
    assert.equal(entry.categories.length, 1)
  }
  const published = feed.entries.map((entry) => Date.parse(entry.published))
  assert.deepEqual(published, [...published].sort((a, b) => b - a))
})

for (const { name, path, ready } of [
  { name: "the blog", path: "/blog", ready: (page) => expect(page.getByTestId("blog-card").first()).toBeVisible() },
  { name: "a category's page", path: "/blog/kategoria/zdrowie-dziecka", ready: (page) => expect(page.getByTestId("blog-card").first()).toBeVisible() },
  { name: "a post", path: `/blog/${POST.slug}`, ready: (page) => expect(page.getByTestId("blog-post")).toBeVisible() }
]) {
  for (const mobile of [false, true]) {
    test(`${name} (${mobile ? "390×844" : "desktop"}) has no axe violation`, async ({ newPage }) => {
      const page = await newPage({ mobile })
      await page.goto(url(path))
      await ready(page)
      await page.waitForLoadState("networkidle")
      assert.deepEqual(await axeViolations(page), [])
      assert.deepEqual(page.errors, [])
    })
  }
}

test("a post's HTML carries its title, description, canonical and BlogPosting data before any script runs", async () => {
  const response = await fetch(url(`/blog/${POST.slug}`))
  assert.equal(response.status, 200)
  const html = await response.text()
  assert.match(html, new RegExp(`<title>${POST.title} \\| Pociecha</title>`))
  assert.match(html, /<meta name="description" content="Ryż, makaron, woda i garnki wystarczą[^"]*" \/>/)
  assert.match(html, new RegExp(`<link rel="canonical" href="https?://[^"]+/blog/${POST.slug}" />`))
  assert.match(html, /<link rel="alternate" type="application\/atom\+xml"/)
  const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json))
  const posting = data.find((item) => item["@type"] === "BlogPosting")
  assert.equal(posting?.headline, POST.title)
  assert.equal(posting?.author?.name, "Katarzyna Zielińska")
  assert.equal(posting?.articleSection, "Zabawy")
  for (const field of ["datePublished", "dateModified", "image", "timeRequired", "mainEntityOfPage"]) assert.ok(posting?.[field], field)
  assert.ok(data.some((item) => item["@type"] === "BreadcrumbList"))
  assert.match(html, /<h2>Kolorowy ryż i makaron<\/h2>/)

  // The lists as links a crawler follows: the blog's newest posts, a category's own.
  for (const [path, slug] of [["/blog", "alergia-pokarmowa-w-przedszkolu"], ["/blog/kategoria/zabawy", POST.slug]]) {
    const list = await (await fetch(url(path))).text()
    assert.match(list, /<title>[^<]+\| Pociecha<\/title>/)
    assert.match(list, /<meta name="description" content="[^"]+" \/>/)
    assert.match(list, new RegExp(`<link rel="canonical" href="https?://[^"]+${path}" />`))
    assert.match(list, new RegExp(`<a href="/blog/${slug}">`))
  }
})
