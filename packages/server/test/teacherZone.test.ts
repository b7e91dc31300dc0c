import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { jsonLdOf } from "../src/http/pages/servedPageTesting"
import { accountsOf } from "./support/accounts"
import { bareWebBuild } from "./support/bareWebBuild"
import { fileForm } from "./support/uploads"
import { manySignups, startTestServer, type TestServer } from "./support/testServer"

// The teacher zone (issue 19) over real HTTP: the Polish search, the filters and paging, what
// readers never see, the reader's language, and the CMS's writes, allowed to content staff only.

interface Summary {
  readonly slug: string
  readonly title: string
  readonly material_type: string
  readonly topics: ReadonlyArray<string>
  readonly age_groups: ReadonlyArray<number>
  readonly event: { readonly slug: string } | null
  readonly language: string
  readonly translated: boolean
}
interface MaterialPage {
  readonly items: ReadonlyArray<Summary>
  readonly itemsTotal: number
  readonly curPage: number
  readonly nextPage: number | null
  readonly pageTotal: number
}

/** Where the portal says it is, in canonical URLs and schema.org data. */
const PUBLIC_URL = "https://pociecha.example"

let server: TestServer
let webBuild: ReturnType<typeof bareWebBuild>
let editor: string
let parent: string
const accounts = accountsOf(() => server.baseUrl)
const { call } = accounts

const signIn = accounts.demoToken

beforeAll(async () => {
  webBuild = bareWebBuild()
  server = await startTestServer({ facilities: 600, config: { ...manySignups, webDist: webBuild.dir, publicUrl: PUBLIC_URL } })
  ;[editor, parent] = [await signIn("content"), await signIn("parent")]
})
afterAll(async () => {
  await server.close()
  webBuild.remove()
})

const materials = async (query: string): Promise<MaterialPage> => {
  const response = await call("GET", `/api/v1/materials?${query}`)
  expect(response.status).toBe(200)
  return response.body
}

const text = (title: string) => ({ title, description: `${title} – opis.`, body_html: `<p>${title}</p>` })
const material = (slug: string, overrides: Record<string, unknown> = {}) => ({
  slug,
  material_crumb_display: "Wyliczanka",
  entry_kind: "material",
  visibility: "public",
  material_type: "poem",
  topics: ["speech_development"],
  age_groups: [5],
  event: null,
  attachments: [{ url: "/media/strefa-nauczyciela/wyliczanka.docx", name: "Wyliczanka.docx" }],
  ...text("Wyliczanka o żabkach"),
  translations: {},
  status: "published",
  publish_at: null,
  ...overrides
})

describe("the demo seed", () => {
  it("has at least 40 materials over every topic, type and age group, some for an event, and the calendar with contests", async () => {
    const [seeded] = await server.query<{ materials: number; topics: number; types: number; ages: number; with_event: number }>(`
      select count(*)::int as materials, (select count(distinct topic)::int from materials, unnest(topics) topic) as topics,
        count(distinct material_type)::int as types, (select count(distinct age)::int from materials, unnest(age_groups) age) as ages,
        count(event_id)::int as with_event
      from materials where status = 'published'`)
    expect(seeded!.materials).toBeGreaterThanOrEqual(40)
    expect(seeded).toMatchObject({ topics: 14, types: 5, ages: 4 })
    expect(seeded!.with_event).toBeGreaterThan(0)
    const kinds = await server.query<{ kind: string; n: number }>("select kind, count(*)::int as n from teacher_events group by kind order by kind")
    expect(kinds).toEqual([{ kind: "calendar", n: 11 }, { kind: "contest", n: 3 }])
  })
})

describe("the materials list", () => {
  it("finds 'Piosenki jesienne' for 'piosenka o jesieni', without diacritics too", async () => {
    for (const q of ["piosenka o jesieni", "PIOSENKA JESIEŃ", "piosenki jesienne"]) {
      const found = await materials(`q=${encodeURIComponent(q)}`)
      expect(found.items[0]?.title).toBe("Piosenki jesienne")
    }
    expect((await materials("q=kaszalot")).itemsTotal).toBe(0)
  })

  it("combines the search with the filters by type, age group, topic and event", async () => {
    const songs = await materials(`q=${encodeURIComponent("piosenka o jesieni")}&type=song&age_group=4`)
    expect(songs.items.map((item) => item.title)).toContain("Piosenki jesienne")
    expect(songs.items.every((item) => item.material_type === "song" && item.age_groups.includes(4))).toBe(true)
    expect((await materials(`q=${encodeURIComponent("piosenka o jesieni")}&type=poem`)).itemsTotal).toBe(0)

    const safety = await materials("topic=safety&age_group=6")
    expect(safety.itemsTotal).toBeGreaterThan(0)
    expect(safety.items.every((item) => item.topics.includes("safety") && item.age_groups.includes(6))).toBe(true)
    const mothers = await materials("event=dzien-matki&type=song")
    expect(mothers.items.map((item) => item.slug)).toEqual(["piosenka-dla-mamy"])
  })

  it("pages on the server, twelve a page", async () => {
    const first = await materials("")
    expect(first.itemsTotal).toBeGreaterThanOrEqual(40)
    expect(first.items).toHaveLength(12)
    expect(first.nextPage).toBe(2)
    const last = await materials(`page=${first.pageTotal}`)
    expect(last.nextPage).toBeNull()
    const second = await materials("page=2")
    expect(second.items.map((item) => item.slug)).not.toContain(first.items[0]?.slug)
  })

  it("puts the next event's materials first when nothing is searched", async () => {
    const { events } = (await call("GET", "/api/v1/events")).body as { events: ReadonlyArray<{ slug: string; next_on: string | null }> }
    const first = await materials("")
    const withMaterials = new Set(first.items.flatMap((item) => item.event === null ? [] : [item.event.slug]))
    const upcoming = events.find((event) => event.next_on !== null && withMaterials.has(event.slug))
    expect(upcoming).toBeDefined()
    expect(first.items[0]?.event?.slug).toBe(upcoming?.slug)
  })

  it("refuses a topic, type or age group that is not the spec's, in the catalogue's shape (400)", async () => {
    const response = await call("GET", "/api/v1/materials?type=dance&age_group=7")
    expect(response.status).toBe(400)
    expect(response.body.data.error.msg).toBe("ERROR_BAD_REQUEST")
    expect(Object.keys(response.body.data.error.schema).sort()).toEqual(["age_group", "type"])
  })
})

describe("the calendar", () => {
  it("lists the calendar events and contests with their dates, the next first", async () => {
    const { events } = (await call("GET", "/api/v1/events")).body as { events: ReadonlyArray<{ slug: string; kind: string; next_on: string | null }> }
    expect(events.map((event) => event.slug)).toEqual(expect.arrayContaining(["dzien-matki", "dzien-przedszkolaka", "konkurs-zimowy-pejzaz"]))
    const dated = events.filter((event) => event.next_on !== null).map((event) => event.next_on as string)
    expect(dated).toEqual([...dated].sort())
    expect(events.at(-1)?.next_on).toBeNull()
  })
})

describe("one material", () => {
  it("is served with its attachments classified, and 404 for an unknown slug", async () => {
    const song = await call("GET", "/api/v1/materials/piosenki-jesienne")
    expect(song.status).toBe(200)
    expect(song.body).toMatchObject({ title: "Piosenki jesienne", material_crumb_display: "Piosenki jesienne", language: "pl", translated: true })
    expect(song.body.attachments.map((attachment: { kind: string }) => attachment.kind)).toEqual(["pdf", "word"])
    const missing = await call("GET", "/api/v1/materials/nie-ma-takiego")
    expect(missing.status).toBe(404)
    expect(missing.body.data.error.msg).toBe("ERROR_NOT_FOUND")
  })

  it("serves the reader's language, or the Polish text saying it is not translated", async () => {
    expect((await call("GET", "/api/v1/materials/piosenka-dla-mamy?lang=ua")).body).toMatchObject({ title: "Пісня для мами", language: "ua", translated: true })
    expect((await call("GET", "/api/v1/materials/piosenki-jesienne?lang=en")).body).toMatchObject({ title: "Piosenki jesienne", language: "pl", translated: false })
    const list = await materials("event=dzien-matki&type=song&lang=en")
    expect(list.items[0]).toMatchObject({ title: "A song for Mum", language: "en", translated: true })
  })
})

describe("the CMS's materials", () => {
  it("refuses a parent (403) and a guest (401), and changes nothing", async () => {
    expect((await call("POST", "/api/v1/cms/materials", { token: parent, body: material("wyliczanka-rodzica") })).status).toBe(403)
    expect((await call("POST", "/api/v1/cms/materials", { body: material("wyliczanka-goscia") })).status).toBe(401)
    expect((await call("GET", "/api/v1/cms/materials", { token: parent })).status).toBe(403)
    expect((await call("GET", "/api/v1/cms/events")).status).toBe(401)
    expect(await server.query("select id from materials where slug like 'wyliczanka-%'")).toEqual([])
  })

  it("keeps drafts and scheduled materials from readers, and lists them in the CMS", async () => {
    const draft = await call("POST", "/api/v1/cms/materials", {
      token: editor, body: material("wyliczanka-szkic", { ...text("Szkicowa wyliczanka"), status: "draft", publish_at: null })
    })
    expect(draft.status).toBe(201)
    const scheduled = await call("POST", "/api/v1/cms/materials", {
      token: editor,
      body: material("wyliczanka-pozniej", { ...text("Zaplanowana wyliczanka"), status: "published", publish_at: "2099-01-01T08:00:00Z" })
    })
    expect(scheduled.status).toBe(201)
    for (const slug of ["wyliczanka-szkic", "wyliczanka-pozniej"]) {
      expect((await call("GET", `/api/v1/materials/${slug}`)).status).toBe(404)
    }
    expect((await materials("q=wyliczanka")).itemsTotal).toBe(0)
    const cms = await call("GET", "/api/v1/cms/materials?q=wyliczanka", { token: editor })
    expect(cms.body.items.map((item: { slug: string }) => item.slug).sort()).toEqual(["wyliczanka-pozniej", "wyliczanka-szkic"])
  })

  it("creates, replaces (sanitised) and deletes a material, each write audited", async () => {
    const created = await call("POST", "/api/v1/cms/materials", { token: editor, body: material("wyliczanka-o-zabkach", { event: "dzien-dziecka" }) })
    expect(created.status).toBe(201)
    const id = created.body.id as number
    expect((await call("GET", "/api/v1/materials/wyliczanka-o-zabkach")).body).toMatchObject({ title: "Wyliczanka o żabkach", event: { slug: "dzien-dziecka" } })

    const saved = await call("PUT", `/api/v1/cms/materials/${id}`, {
      token: editor,
      body: material("wyliczanka-o-zabkach", { body_html: `<p onclick="x()">Kum, kum</p><script>alert(1)</script>` })
    })
    expect(saved.status).toBe(200)
    expect(saved.body.body_html).toBe("<p>Kum, kum</p>")
    expect((await call("GET", "/api/v1/materials/wyliczanka-o-zabkach")).body.body_html).toBe("<p>Kum, kum</p>")

    expect((await call("POST", "/api/v1/cms/materials", { token: editor, body: material("wyliczanka-o-zabkach") })).status).toBe(409)
    expect((await call("DELETE", `/api/v1/cms/materials/${id}`, { token: editor })).status).toBe(204)
    expect((await call("GET", "/api/v1/materials/wyliczanka-o-zabkach")).status).toBe(404)
    const actions = await server.query<{ action: string }>("select action from support_audit where action like 'material.%' order by id")
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(["material.create", "material.save", "material.delete"]))
  })

  it("takes a file for a material, classified by its bytes, which readers then download from the material", async () => {
    const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n")
    const uploaded = await call("POST", "/api/v1/cms/materials/attachments", { token: editor, form: fileForm(pdf, "karta pracy.pdf", "application/pdf") })
    expect(uploaded.status).toBe(201)
    expect(uploaded.body).toMatchObject({ name: "karta pracy.pdf", type: "pdf", size: pdf.byteLength })
    expect(uploaded.body.url).toMatch(/^\/files\/materials\/[0-9a-f-]{36}\.pdf$/)
    // A name lies about nothing: a "picture" whose bytes are no picture is an untyped download.
    const disguised = await call("POST", "/api/v1/cms/materials/attachments", { token: editor, form: fileForm(pdf.slice(4), "obrazek.jpg", "image/jpeg") })
    expect(disguised.body).toMatchObject({ type: "file" })
    expect(disguised.body.url).toMatch(/\.bin$/)

    const attachments = [{ url: uploaded.body.url, name: "Karta pracy" }]
    expect((await call("POST", "/api/v1/cms/materials", { token: editor, body: material("karta-pracy-jesien", { attachments }) })).status).toBe(201)
    const read = await call("GET", "/api/v1/materials/karta-pracy-jesien")
    expect(read.body.attachments).toEqual([{ url: uploaded.body.url, name: "Karta pracy", kind: "pdf" }])
    const served = await fetch(`${server.baseUrl}${uploaded.body.url}`)
    expect(served.headers.get("content-type")).toBe("application/pdf")
    expect(served.headers.get("content-disposition")).toBe("attachment")
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf)
  })

  it("refuses a material's file to a parent (403) and a guest (401), and a file over 5 MB (400 under `file`)", async () => {
    const pdf = new TextEncoder().encode("%PDF-1.4\n%%EOF\n")
    expect((await call("POST", "/api/v1/cms/materials/attachments", { token: parent, form: fileForm(pdf, "a.pdf", "application/pdf") })).status).toBe(403)
    expect((await call("POST", "/api/v1/cms/materials/attachments", { form: fileForm(pdf, "a.pdf", "application/pdf") })).status).toBe(401)
    const tooLarge = await call("POST", "/api/v1/cms/materials/attachments", {
      token: editor, form: fileForm(new Uint8Array(5 * 1024 * 1024 + 1), "duzy.pdf", "application/pdf")
    })
    expect(tooLarge.status).toBe(400)
    expect(tooLarge.body.data.error.schema).toEqual({ file: ["FILE_TOO_LARGE"] })
  })

  it("refuses bad input in the catalogue's shape (400) and changes nothing", async () => {
    const response = await call("POST", "/api/v1/cms/materials", {
      token: editor, body: material("Zły Slug", { topics: ["dance"], age_groups: [], attachments: [{ url: "javascript:alert(1)", name: "x" }] })
    })
    expect(response.status).toBe(400)
    expect(response.body.data.error.msg).toBe("ERROR_BAD_REQUEST")
    expect(Object.keys(response.body.data.error.schema)).toEqual(expect.arrayContaining(["slug", "age_groups"]))
    const unknownEvent = await call("POST", "/api/v1/cms/materials", { token: editor, body: material("wyliczanka-bez-swieta", { event: "dzien-kota" }) })
    expect(unknownEvent.status).toBe(400)
    expect(unknownEvent.body.data.error.schema).toEqual({ event: ["FIELD_INVALID"] })
    expect(await server.query("select id from materials where slug = 'wyliczanka-bez-swieta'")).toEqual([])
  })
})

describe("the CMS's events and contests", () => {
  const contest = (overrides: Record<string, unknown> = {}) => ({
    slug: "konkurs-jesienne-liscie", kind: "contest", day: null, month: null, starts_on: "2099-09-01", ends_on: "2099-10-31",
    ...text("Konkurs „Jesienne liście”"), translations: {}, status: "published", publish_at: null, ...overrides
  })

  it("creates a contest readers then see with its dates, checks the dates, and deletes it", async () => {
    expect((await call("POST", "/api/v1/cms/events", { token: editor, body: contest({ ends_on: "2099-08-01" }) })).body.data.error.schema)
      .toEqual({ ends_on: ["END_BEFORE_START"] })
    const created = await call("POST", "/api/v1/cms/events", { token: editor, body: contest() })
    expect(created.status).toBe(201)
    const { events } = (await call("GET", "/api/v1/events?lang=ua")).body as { events: ReadonlyArray<Record<string, unknown>> }
    expect(events.find((event) => event.slug === "konkurs-jesienne-liscie"))
      .toMatchObject({ kind: "contest", starts_on: "2099-09-01", ends_on: "2099-10-31", next_on: "2099-09-01", language: "pl", translated: false })
    expect((await call("PUT", `/api/v1/cms/events/${created.body.id}`, { token: parent, body: contest() })).status).toBe(403)
    expect((await call("DELETE", `/api/v1/cms/events/${created.body.id}`, { token: editor })).status).toBe(204)
    expect((await call("GET", `/api/v1/cms/events/${created.body.id}`, { token: editor })).status).toBe(404)
  })
})

describe("the served pages", () => {
  const page = async (path: string) => {
    const response = await fetch(`${server.baseUrl}${path}`)
    return { status: response.status, html: await response.text() }
  }

  it("serve the list with its title, description, canonical, schema.org data, links and the app's reads", async () => {
    for (const path of ["/strefa-nauczyciela?type=song&age_group=4", "/strefa-nauczyciela/materialy-dydaktyczne?type=song&age_group=4"]) {
      const { status, html } = await page(path)
      expect(status).toBe(200)
      expect(html).toContain("<title>Materiały dydaktyczne dla nauczycieli przedszkoli | Pociecha</title>")
      expect(html).toMatch(/<meta name="description" content="Scenariusze zajęć, piosenki/)
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/strefa-nauczyciela" />`)
      expect(jsonLdOf(html).map((data) => data["@type"])).toEqual(["BreadcrumbList", "CollectionPage", "ItemList"])
      expect(html).toContain(`<a href="/strefa-nauczyciela/piosenki-jesienne">Piosenki jesienne</a>`)
      expect(html).toContain(`data-served-read="${JSON.stringify(["teacher-zone", "materials", "pl", { type: "song", age_group: 4 }]).replace(/"/g, "&quot;")}"`)
    }
  })

  it("serve a material with its own title, crumb, canonical and LearningResource, and 404 one readers may not see", async () => {
    const { status, html } = await page("/strefa-nauczyciela/piosenki-jesienne")
    expect(status).toBe(200)
    expect(html).toContain("<title>Piosenki jesienne | Pociecha</title>")
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/strefa-nauczyciela/piosenki-jesienne" />`)
    const [trail, resource] = jsonLdOf(html)
    expect(trail).toMatchObject({ "@type": "BreadcrumbList" })
    expect((trail?.itemListElement as ReadonlyArray<{ name: string }>).map((step) => step.name)).toEqual(["Strona główna", "Strefa nauczyciela", "Piosenki jesienne"])
    expect(resource).toMatchObject({ "@type": "LearningResource", name: "Piosenki jesienne", typicalAgeRange: "4-4", learningResourceType: "song" })
    expect(html).toContain("Zbiór prostych piosenek o jesieni")
    expect((await page("/strefa-nauczyciela/nie-ma-takiego")).status).toBe(404)
    expect((await page("/strefa-nauczyciela/wyliczanka-szkic")).status).toBe(404)
  })

  it("say when a material is not translated, and serve the placeholder", async () => {
    expect((await page("/strefa-nauczyciela/piosenki-jesienne?lang=en")).html).toContain("This material has no version in your language yet")
    expect((await page("/landing/strefa-nauczyciela/cokolwiek/dalej")).status).toBe(200)
  })
})
