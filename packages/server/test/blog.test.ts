import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoAccount } from "../src/db/seed/demoAccounts"
import { accountsOf } from "./support/accounts"
import { manySignups, startTestServer, type TestServer } from "./support/testServer"

// The blog (issue 19) over real HTTP: the public list and post (paging, categories, languages,
// neighbours, publication moments) and the CMS's writes (who may, sanitising, slugs, the audit).

let server: TestServer
let editor: string
let support: string
let parent: string
const accounts = accountsOf(() => server.baseUrl)
const { call } = accounts

const signIn = accounts.demoToken

beforeAll(async () => {
  server = await startTestServer({ facilities: 600, config: manySignups })
  ;[editor, support, parent] = [await signIn("content"), await signIn("support"), await signIn("parent")]
})
afterAll(() => server.close())

const newPost = (overrides: Record<string, unknown> = {}) => ({
  slug: `wpis-${Math.random().toString(36).slice(2, 8)}`,
  category: "games",
  author: "Zofia Testowa",
  cover_url: "/blog/okladka-zabawy.svg",
  cover_alt: "Klocki na dywanie",
  title: "Zabawa w chowanego po nowemu",
  description: "Trzy warianty starej zabawy.",
  body_html: "<p>Pierwszy akapit o zabawie.</p>",
  translations: {},
  status: "published",
  publish_at: null,
  ...overrides
})
/** A post created by `token` (content staff unless told; null: a guest). */
const create = (body: unknown, token: string | null = editor) =>
  call("POST", "/api/v1/cms/blog/posts", { ...(token === null ? {} : { token }), body })

describe("the blog's list", () => {
  it("pages the published posts on the server, newest first", async () => {
    const first = await call("GET", "/api/v1/blog/posts")
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ curPage: 1, nextPage: 2, prevPage: null, itemsTotal: 12, pageTotal: 2, itemsReceived: 9 })
    const dates = first.body.items.map((post: { published_at: string }) => Date.parse(post.published_at))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(first.body.items[0]).toMatchObject({ slug: "alergia-pokarmowa-w-przedszkolu", category: "child_health", language: "pl", translated: true })
    expect(first.body.items[0].reading_minutes).toBeGreaterThanOrEqual(1)
    const second = await call("GET", "/api/v1/blog/posts?page=2")
    expect(second.body).toMatchObject({ curPage: 2, nextPage: null, prevPage: 1, itemsReceived: 3 })
    expect(Date.parse(second.body.items[0].published_at)).toBeLessThan(dates.at(-1))
  })

  it("narrows to a category, and answers a category it does not know with the catalogue's 400", async () => {
    const games = await call("GET", "/api/v1/blog/posts?category=games")
    expect(games.body.itemsTotal).toBe(2)
    expect(games.body.items.every((post: { category: string }) => post.category === "games")).toBe(true)
    const wrong = await call("GET", "/api/v1/blog/posts?category=plotki&page=0")
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ statusCode: 400, data: { error: { type: "error/bad-request", msg: "ERROR_BAD_REQUEST" } } })
    expect(Object.keys(wrong.body.data.error.schema).sort()).toEqual(["category", "page"])
  })
})

describe("a post", () => {
  it("carries its body, the older and newer post and others of its category", async () => {
    const post = await call("GET", "/api/v1/blog/posts/zabawy-sensoryczne-w-domu-z-tego-co-masz-pod-reka")
    expect(post.status).toBe(200)
    expect(post.body).toMatchObject({
      title: "Zabawy sensoryczne w domu – z tego, co masz pod ręką",
      author: "Katarzyna Zielińska",
      cover_url: "/blog/okladka-zabawy.svg",
      previous: { slug: "drugie-sniadanie-do-przedszkola-zdrowe-pomysly" },
      next: { slug: "dzien-przedszkolaka-jak-swietowac" }
    })
    expect(post.body.body_html).toContain("<h2>Kolorowy ryż i makaron</h2>")
    expect(post.body.related.map((other: { slug: string }) => other.slug)).toEqual(["zabawy-ruchowe-na-deszczowy-dzien"])
    const newest = await call("GET", "/api/v1/blog/posts/alergia-pokarmowa-w-przedszkolu")
    expect(newest.body.next).toBeNull()
  })

  it("is served in the reader's language when translated, else in Polish marked untranslated", async () => {
    const slug = "jak-przygotowac-dziecko-do-pierwszego-dnia-w-przedszkolu"
    const english = await call("GET", `/api/v1/blog/posts/${slug}?lang=en`)
    expect(english.body).toMatchObject({ language: "en", translated: true, title: "How to prepare your child for the first day at kindergarten" })
    const fallback = await call("GET", "/api/v1/blog/posts/ospa-wietrzna-u-przedszkolaka?lang=ua")
    expect(fallback.body).toMatchObject({ language: "pl", translated: false, title: "Ospa wietrzna u przedszkolaka – objawy, przebieg i powrót do grupy" })
    expect((await call("GET", "/api/v1/blog/posts/ospa-wietrzna-u-przedszkolaka?lang=de")).status).toBe(400)
  })

  it("is a 404 in the catalogue's shape when unknown, a draft, or scheduled until its moment", async () => {
    const unknown = await call("GET", "/api/v1/blog/posts/nie-ma-takiego-wpisu")
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ statusCode: 404, data: { error: { type: "error/not-found", msg: "ERROR_NOT_FOUND" } } })

    const draft = await create(newPost({ status: "draft" }))
    expect(draft.body.state).toBe("draft")
    expect((await call("GET", `/api/v1/blog/posts/${draft.body.slug}`)).status).toBe(404)

    const later = new Date(Date.now() + 3_600_000).toISOString()
    const scheduled = await create(newPost({ publish_at: later }))
    expect(scheduled.body).toMatchObject({ state: "scheduled", status: "published" })
    expect((await call("GET", `/api/v1/blog/posts/${scheduled.body.slug}`)).status).toBe(404)
    expect((await call("GET", "/api/v1/blog/posts?category=games")).body.itemsTotal).toBe(2)
    // Its moment comes: it is read like any other, first in its category.
    await server.query("update blog_posts set publish_at = now() - interval '1 second' where id = $1", [scheduled.body.id])
    expect((await call("GET", `/api/v1/blog/posts/${scheduled.body.slug}`)).status).toBe(200)
    expect((await call("GET", "/api/v1/blog/posts?category=games")).body.items[0].slug).toBe(scheduled.body.slug)
    await server.query("delete from blog_posts where id = any($1)", [[draft.body.id, scheduled.body.id]])
  })
})

describe("the CMS's blog", () => {
  it("is for content staff and support: a guest gets 401, a parent 403, and nothing changes", async () => {
    expect((await call("GET", "/api/v1/cms/blog/posts", { token: support })).status).toBe(200)
    expect((await call("GET", "/api/v1/cms/blog/posts")).status).toBe(401)
    expect((await create(newPost(), null)).status).toBe(401)
    expect((await create(newPost(), parent)).status).toBe(403)
    const [{ id }] = await server.query<{ id: number }>("select id from blog_posts where slug = 'ospa-wietrzna-u-przedszkolaka'") as [{ id: number }]
    expect((await call("PUT", `/api/v1/cms/blog/posts/${id}`, { token: parent, body: newPost() })).status).toBe(403)
    expect((await call("DELETE", `/api/v1/cms/blog/posts/${id}`, { token: parent })).status).toBe(403)
    expect((await call("DELETE", `/api/v1/cms/blog/posts/${id}`)).status).toBe(401)
    expect((await call("GET", "/api/v1/blog/posts")).body.itemsTotal).toBe(12)
  })

  it("lists drafts too, saves bodies sanitised, keeps slugs unique and records each write", async () => {
    const created = await create(newPost({
      body_html: `<p onclick="alert(1)">Bez <strong>skryptów</strong>.</p><script>alert(2)</script>`,
      translations: { en: { title: "Hide and seek", description: "Three variants.", body_html: "<p>English<img src=x onerror=alert(3)></p>" } },
      status: "draft"
    }))
    expect(created.status).toBe(200)
    expect(created.body.body_html).toBe("<p>Bez <strong>skryptów</strong>.</p>")
    expect(created.body.translations.en.body_html).not.toContain("onerror")
    const list = await call("GET", "/api/v1/cms/blog/posts", { token: editor })
    expect(list.body.items[0]).toMatchObject({ id: created.body.id, state: "draft" })

    const taken = await create(newPost({ slug: "ospa-wietrzna-u-przedszkolaka" }))
    expect(taken.status).toBe(400)
    expect(taken.body.data.error.schema).toEqual({ slug: ["SLUG_TAKEN"] })

    const published = await call("PUT", `/api/v1/cms/blog/posts/${created.body.id}`, { token: editor, body: newPost({ slug: created.body.slug, title: "Nowy tytuł" }) })
    expect(published.body).toMatchObject({ state: "published", title: "Nowy tytuł", translations: {} })
    expect((await call("GET", `/api/v1/blog/posts/${created.body.slug}`)).body.title).toBe("Nowy tytuł")

    expect((await call("DELETE", `/api/v1/cms/blog/posts/${created.body.id}`, { token: editor })).status).toBe(204)
    expect((await call("GET", `/api/v1/blog/posts/${created.body.slug}`)).status).toBe(404)
    expect((await call("GET", `/api/v1/cms/blog/posts/${created.body.id}`, { token: editor })).status).toBe(404)

    const trail = await call("GET", "/api/v1/support/audit", { token: support })
    expect(trail.body.items.slice(0, 3).map((entry: { action: string }) => entry.action)).toEqual(["blog.delete", "blog.update", "blog.create"])
    expect(trail.body.items[1]).toMatchObject({ actor: { email: demoAccount("content").email }, before: { title: "Zabawa w chowanego po nowemu" }, after: { title: "Nowy tytuł" } })
  })

  it("refuses bad input with the catalogue's 400 under each field, and saves nothing", async () => {
    const bad = await create(newPost({ slug: "Zły Adres!", category: "plotki", cover_url: "javascript:alert(1)", title: " ", publish_at: "jutro" }))
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ statusCode: 400, data: { error: { msg: "ERROR_BAD_REQUEST" } } })
    expect(Object.keys(bad.body.data.error.schema).sort()).toEqual(["category", "cover_url", "publish_at", "slug", "title"])
    const [count] = await server.query<{ n: number }>("select count(*)::int as n from blog_posts")
    expect(count?.n).toBe(12)
  })
})
