import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoAccount } from "../src/db/seed/demoAccounts"
import { jsonLdOf } from "../src/http/pages/servedPageTesting"
import { accountsOf } from "./support/accounts"
import { bareWebBuild } from "./support/bareWebBuild"
import { errorOf } from "./support/http"
import { manySignups, startTestServer, type TestServer } from "./support/testServer"

// The FAQ (issue 19; public-side 2.13, management 2.10) over real HTTP: a section's page in the
// reader's language, its search, its served HTML (answers, head, FAQPage JSON-LD), and content
// staff writing items in the CMS — drafts unseen, published and scheduled, sanitised, reordered,
// deleted, audited.

interface Item {
  readonly id: number
  readonly slug: string
  readonly title: string
  readonly body_html: string
  readonly language: string
  readonly translated: boolean
}

let server: TestServer
let webBuild: ReturnType<typeof bareWebBuild>
let editor: string
let support: string
let parent: string
const accounts = accountsOf(() => server.baseUrl)
const { call } = accounts

const signIn = accounts.demoToken

beforeAll(async () => {
  webBuild = bareWebBuild()
  server = await startTestServer({ config: { ...manySignups, webDist: webBuild.dir } })
  ;[editor, support, parent] = [await signIn("content"), await signIn("support"), await signIn("parent")]
})
afterAll(async () => {
  await server.close()
  webBuild.remove()
})

const page = async (path: string) => {
  const response = await call("GET", `/api/v1/faq/${path}`)
  expect(response.status).toBe(200)
  return response.body as { section: string; banner: Item | null; changes: Item | null; entries: ReadonlyArray<Item> }
}

const item = (overrides: Record<string, unknown> = {}) => ({
  section: "rodzic",
  kind: "entry",
  title: "Czy mogę zapisać dziecko w trakcie roku?",
  description: "",
  body_html: "<p>Tak, jeśli placówka ma wolne miejsca.</p>",
  translations: {},
  status: "draft",
  publish_at: null,
  ...overrides
})
const create = (body: unknown, token = editor) => call("POST", "/api/v1/cms/faq", { token, body })

describe("a FAQ page", () => {
  it("serves the section's banner, changes and answers in Polish, Ukrainian and English", async () => {
    const polish = await page("intro")
    expect(polish.banner).toMatchObject({ title: "Witaj w centrum pomocy Pociechy", language: "pl", translated: true })
    expect(polish.changes?.title).toBe("Co nowego w Pociesze")
    expect(polish.entries[0]).toMatchObject({ slug: "czym-jest-pociecha", title: "Czym jest Pociecha?" })

    const ukrainian = await page("intro?lang=ua")
    expect(ukrainian.entries[0]).toMatchObject({ slug: "czym-jest-pociecha", title: "Що таке Pociecha?", language: "ua", translated: true })
    const english = await page("rodzic?lang=en")
    expect(english.banner?.title).toBe("Parents' questions")
    expect(english.entries.map((entry) => entry.slug)).toContain("jak-zlozyc-zgloszenie")
  })

  it("finds answers by their words, accents and case aside, keeping the banner", async () => {
    const found = await page(`rodzic?q=${encodeURIComponent("ZGLOSZENIE")}`)
    expect(found.entries.map((entry) => entry.slug)).toEqual(["jak-zlozyc-zgloszenie"])
    expect(found.banner).not.toBeNull()
    expect((await page(`dyrektor?lang=en&q=${encodeURIComponent("premium package")}`)).entries.map((entry) => entry.slug))
      .toContain("co-daje-pakiet-premium")
    expect((await page("rodzic?q=zyrafa")).entries).toEqual([])
  })

  it("refuses an unknown section or language (400)", async () => {
    expect((await call("GET", "/api/v1/faq/babcia")).status).toBe(400)
    expect((await call("GET", "/api/v1/faq/intro?lang=de")).status).toBe(400)
  })
})

describe("a FAQ page as served", () => {
  it("carries its answers under their anchors, its title, description, canonical and FAQPage JSON-LD", async () => {
    const response = await fetch(`${server.baseUrl}/faq/rodzic`)
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(html).toContain("<title>Pytania rodziców | Pociecha</title>")
    expect(html).toMatch(/<meta name="description" content="Jak znaleźć żłobek/)
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"/]+\/faq\/rodzic" \/>/)
    expect(html).toContain(`<section class="faq-entry" id="jak-zlozyc-zgloszenie"><h2>Jak złożyć zgłoszenie do placówki?</h2>`)
    const [faqPage, breadcrumbs] = jsonLdOf(html)
    expect(faqPage).toMatchObject({ "@type": "FAQPage" })
    expect((faqPage!.mainEntity as ReadonlyArray<unknown>)[0]).toMatchObject({
      "@type": "Question",
      name: "Jak znaleźć przedszkole w mojej okolicy?",
      acceptedAnswer: { "@type": "Answer", text: expect.stringContaining("Wpisz miejscowość") }
    })
    expect(breadcrumbs).toMatchObject({ "@type": "BreadcrumbList" })
  })

  it("is in the reader's language, and /faq leads to the first section", async () => {
    const html = await (await fetch(`${server.baseUrl}/faq/nauczyciel?lang=en`)).text()
    expect(html).toContain("<title>Teachers' questions | Pociecha</title>")
    expect(html).toContain("<h2>Where can I find teaching materials?</h2>")
    const redirect = await fetch(`${server.baseUrl}/faq`, { redirect: "manual" })
    expect(redirect.status).toBe(301)
    expect(redirect.headers.get("location")).toBe("/faq/intro")
  })
})

describe("FAQ items in the CMS", () => {
  it("are for content staff and support only", async () => {
    expect((await call("GET", "/api/v1/cms/faq", { token: editor })).status).toBe(200)
    expect((await call("GET", "/api/v1/cms/faq?section=info", { token: support })).status).toBe(200)
    expect((await call("GET", "/api/v1/cms/faq", { token: parent })).status).toBe(403)
    expect((await call("GET", "/api/v1/cms/faq")).status).toBe(401)
    expect((await create(item(), parent)).status).toBe(403)
  })

  it("keep a draft out of the page, publish it (sanitised, with its translation), and keep its anchor through edits", async () => {
    const created = await create(item({ body_html: `<p onclick="x()">Tak, jeśli są <strong>wolne miejsca</strong>.</p><script>alert(1)</script>` }))
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ section: "rodzic", slug: "czy-moge-zapisac-dziecko-w-trakcie-roku", status: "draft", publish_at: null })
    expect(created.body.body_html).toBe("<p>Tak, jeśli są <strong>wolne miejsca</strong>.</p>")
    const id = created.body.id as number
    expect((await page("rodzic")).entries.map((entry) => entry.id)).not.toContain(id)
    const drafts = await call("GET", "/api/v1/cms/faq?section=rodzic", { token: editor })
    expect(drafts.body.items.at(-1)).toMatchObject({ id, status: "draft" })

    const english = { title: "Can I enrol my child during the year?", description: "", body_html: "<p>Yes, if there are vacancies.</p>" }
    const published = await call("PUT", `/api/v1/cms/faq/${id}`, {
      token: editor,
      body: item({ title: "Czy zapiszę dziecko w ciągu roku?", status: "published", translations: { en: english } })
    })
    expect(published.status).toBe(200)
    expect(published.body).toMatchObject({ slug: "czy-moge-zapisac-dziecko-w-trakcie-roku", status: "published" })
    expect(published.body.publish_at).not.toBeNull()
    expect((await page("rodzic")).entries.at(-1)).toMatchObject({ id, title: "Czy zapiszę dziecko w ciągu roku?" })
    expect((await page("rodzic?lang=en")).entries.at(-1)).toMatchObject({ id, title: english.title, translated: true })
    // No Ukrainian version: the Polish one, said to be untranslated.
    expect((await page("rodzic?lang=ua")).entries.at(-1)).toMatchObject({ id, language: "pl", translated: false })

    const trail = await call("GET", "/api/v1/support/audit", { token: support })
    expect(trail.body.items[0]).toMatchObject({ action: "faq.update", actor: { email: demoAccount("content").email } })
    expect(trail.body.items[0].before).toMatchObject({ id, status: "draft" })
    expect(trail.body.items[0].after).toMatchObject({ id, status: "published" })
  })

  it("keeps a scheduled item off the page until its moment", async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString()
    const scheduled = await create(item({ section: "dyrektor", title: "Kiedy ruszy nowy panel?", status: "published", publish_at: later }))
    expect(scheduled.status).toBe(200)
    expect(scheduled.body.slug).toBe("kiedy-ruszy-nowy-panel")
    expect((await page("dyrektor")).entries.map((entry) => entry.id)).not.toContain(scheduled.body.id)
  })

  it("reorders a section and deletes an item", async () => {
    const before = (await call("GET", "/api/v1/cms/faq?section=nauczyciel", { token: editor })).body.items as ReadonlyArray<{ id: number; kind: string }>
    const reversed = before.map((entry) => entry.id).reverse()
    const reordered = await call("PUT", "/api/v1/cms/faq/sections/nauczyciel/order", { token: editor, body: { ids: reversed } })
    expect(reordered.status).toBe(200)
    expect(reordered.body.items.map((entry: { id: number }) => entry.id)).toEqual(reversed)
    const entryIds = new Set(before.filter((entry) => entry.kind === "entry").map((entry) => entry.id))
    expect((await page("nauczyciel")).entries.map((entry) => entry.id)).toEqual(reversed.filter((id) => entryIds.has(id)))
    // Not every item of the section: refused, nothing changes.
    expect((await call("PUT", "/api/v1/cms/faq/sections/nauczyciel/order", { token: editor, body: { ids: reversed.slice(1) } })).status).toBe(400)

    const doomed = reversed[0]!
    expect((await call("DELETE", `/api/v1/cms/faq/${doomed}`, { token: editor })).status).toBe(204)
    expect((await call("GET", `/api/v1/cms/faq/${doomed}`, { token: editor })).status).toBe(404)
    expect((await call("DELETE", `/api/v1/cms/faq/${doomed}`, { token: editor })).status).toBe(404)
  })

  it("refuses a blank question or an unknown status with the fields named, and saves nothing", async () => {
    const count = async () => (await call("GET", "/api/v1/cms/faq", { token: editor })).body.items.length as number
    const before = await count()
    const refused = await create(item({ title: "  ", status: "hidden" }))
    expect(refused.status).toBe(400)
    expect(Object.keys(errorOf(refused).data.error.schema ?? {})).toEqual(expect.arrayContaining(["title", "status"]))
    expect(await count()).toBe(before)
  })
})
