import { MAX_FILE_BYTES, PUBLICATION_TITLE_MAX } from "@pociecha/core"
import sharp from "sharp"
import { describe, expect, it } from "vitest"
import { errorOf } from "./support/http"
import { opinionWorld, type Person } from "./support/opinions"
import { staffedFacilities } from "./support/staffedFacility"
import { manySignups, serverForTests } from "./support/testServer"
import { fileForm } from "./support/uploads"

const server = serverForTests(() => ({ facilities: 600, config: manySignups }))
const world = opinionWorld(() => server)
const support = world.demoForTests("support")
const staffed = staffedFacilities(() => server, world)
const { call } = world

const news = (facilityRef: number | string) => `/api/facility/list/${facilityRef}/publications`
const item = (overrides: Record<string, unknown> = {}) => ({
  title: "Dzień Dziecka w ogrodzie",
  content: "<p>Zapraszamy rodziców na <strong>piknik</strong>.</p>",
  category: "relation",
  ...overrides
})
const publish = (person: Person, facilityRef: number | string, body: Record<string, unknown>) =>
  call("POST", news(facilityRef), { token: person.jwt, body })
const published = async (person: Person, facilityRef: number | string, body: Record<string, unknown>) => {
  const response = await publish(person, facilityRef, body)
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}
/** The titles a reader sees on the facility's news (a guest without a person). */
const titlesSeenBy = async (facilityRef: number | string, person?: Person) => {
  const response = await call("GET", news(facilityRef), person === undefined ? {} : { token: person.jwt })
  expect(response.status).toBe(200)
  return response.body.items.map((entry: { title: string }) => entry.title)
}
const upload = (person: Person, facilityRef: number | string, bytes: Uint8Array, name: string, type: string) =>
  call("POST", `${news(facilityRef)}/attachments`, { token: person.jwt, form: fileForm(bytes, name, type) })
const fetchFile = (url: string) => fetch(`${server.baseUrl}${url}`)

describe("a facility's news", () => {
  it("is published by a premium facility's owner, and each reader sees what the visibility allows", async () => {
    const { facility, owner } = await staffed.ownedFacility()
    const everyone = await published(owner, facility.slug!, item({ title: "Dla wszystkich" }))
    expect(everyone).toMatchObject({
      facility_id: facility.id,
      title: "Dla wszystkich",
      content: "<p>Zapraszamy rodziców na <strong>piknik</strong>.</p>",
      category: "relation",
      visibility: "public",
      holiday: null,
      attachments: [],
      account_id: owner.id,
      account: { id: owner.id, name: "Joanna", surname: "Zielińska" },
      created_at: expect.any(Number)
    })
    const members = await published(owner, facility.id, item({ title: "Dla członków", visibility: "private", category: "menu" }))
    await published(owner, facility.id, item({ title: "Dla kadry", visibility: "admin_only", category: "payment" }))

    const parent = await staffed.parent(facility.id)
    const teacher = await staffed.teacher(facility.id)
    const waiting = await world.newParent()
    expect((await call("POST", `/api/facility/list/${facility.id}/membership`, { token: waiting.jwt, body: { role: "parent" } })).status).toBe(201)
    const stranger = await world.newParent()

    const all = ["Dla kadry", "Dla członków", "Dla wszystkich"]
    expect(await titlesSeenBy(facility.slug!)).toEqual(["Dla wszystkich"])
    expect(await titlesSeenBy(facility.id, stranger)).toEqual(["Dla wszystkich"])
    expect(await titlesSeenBy(facility.id, waiting)).toEqual(["Dla wszystkich"])
    expect(await titlesSeenBy(facility.id, parent)).toEqual(["Dla członków", "Dla wszystkich"])
    expect(await titlesSeenBy(facility.id, teacher)).toEqual(all)
    expect(await titlesSeenBy(facility.id, owner)).toEqual(all)
    expect(await titlesSeenBy(facility.id, support)).toEqual(all)

    // One item: as the list would show it, or 404 to whoever may not read it.
    expect((await call("GET", `${news(facility.id)}/${members.id}`)).status).toBe(404)
    const read = await call("GET", `${news(facility.id)}/${members.id}`, { token: parent.jwt })
    expect(read.status).toBe(200)
    expect(read.body).toEqual(members)
    expect((await call("GET", `${news(facility.id + 1)}/${members.id}`, { token: support.jwt })).status).toBe(404)
    expect((await call("GET", news("no-such-facility"))).status).toBe(404)
  })

  it("comes twenty a page, newest first, with the page object's links; a guest's pages count the public items alone", async () => {
    const { facility, owner } = await staffed.ownedFacility()
    // Twenty-two items a minute apart (every third for the staff only), written straight to the database: paging is the point here.
    await server.query(
      `insert into publications (facility_id, account_id, title, content, category, visibility, created_at)
       select $1, $2, 'Wpis ' || n, '<p>Treść</p>', 'relation', case when n % 3 = 0 then 'admin_only' else 'public' end,
         now() - n * interval '1 minute'
       from generate_series(1, 22) n`,
      [facility.id, owner.id]
    )
    const pageOf = async (page: number, person?: Person) => {
      const response = await call("GET", `${news(facility.id)}?page=${page}`, person === undefined ? {} : { token: person.jwt })
      expect(response.status).toBe(200)
      return response.body
    }
    const first = await pageOf(1, owner)
    expect(first).toMatchObject({ itemsReceived: 20, curPage: 1, nextPage: 2, prevPage: null, offset: 0, itemsTotal: 22, pageTotal: 2 })
    const second = await pageOf(2, owner)
    expect(second).toMatchObject({ itemsReceived: 2, curPage: 2, nextPage: null, prevPage: 1, offset: 20, itemsTotal: 22, pageTotal: 2 })
    const numbers = [...first.items, ...second.items].map((entry: { title: string }) => Number(entry.title.slice("Wpis ".length)))
    expect(numbers).toEqual(Array.from({ length: 22 }, (_, index) => index + 1))
    expect(await pageOf(3, owner)).toMatchObject({ items: [], curPage: 3 })
    // Fifteen of the twenty-two are public: one page for a guest.
    expect(await pageOf(1)).toMatchObject({ itemsReceived: 15, itemsTotal: 15, pageTotal: 1, nextPage: null })
    expect((await call("GET", `${news(facility.id)}?page=0`, { token: owner.jwt })).status).toBe(400)
  })

  it("is closed to a facility that is not premium, with the key of the premium upsell; support is exempt", async () => {
    const { facility, owner } = await staffed.ownedFacility("registered")
    const refused = await publish(owner, facility.id, item())
    expect(refused.status).toBe(403)
    expect(errorOf(refused).data.error).toMatchObject({ type: "error/premium-required", msg: "ERROR_PREMIUM_REQUIRED" })
    const pdf = new TextEncoder().encode("%PDF-1.4\n%%EOF\n")
    expect(errorOf(await upload(owner, facility.id, pdf, "a.pdf", "application/pdf")).data.error.msg).toBe("ERROR_PREMIUM_REQUIRED")

    const bySupport = await published(support, facility.id, item())
    expect(errorOf(await call("PATCH", `${news(facility.id)}/${bySupport.id}`, { token: owner.jwt, body: { title: "Nowy" } })).data.error.msg)
      .toBe("ERROR_PREMIUM_REQUIRED")
    expect(await titlesSeenBy(facility.id)).toEqual([bySupport.title])
    // What was published stays the facility's to take down.
    expect((await call("DELETE", `${news(facility.id)}/${bySupport.id}`, { token: owner.jwt })).status).toBe(204)
    expect(await titlesSeenBy(facility.id)).toEqual([])
  })

  it("is written by moderator teachers too; a plain teacher, a parent or another facility's owner may not", async () => {
    const { facility, owner } = await staffed.ownedFacility()
    const other = await staffed.ownedFacility()
    const moderator = await staffed.teacher(facility.id, true)
    const teacher = await staffed.teacher(facility.id)
    const parent = await staffed.parent(facility.id)

    const byModerator = await published(moderator, facility.id, item({ visibility: "private" }))
    expect(byModerator).toMatchObject({ visibility: "private", account_id: moderator.id })
    const changed = await call("PATCH", `${news(facility.id)}/${byModerator.id}`, { token: moderator.jwt, body: { visibility: "admin_only", title: "Zmiana" } })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ visibility: "admin_only", title: "Zmiana", content: byModerator.content })
    expect(changed.body.updated_at).toBeGreaterThanOrEqual(byModerator.updated_at)

    for (const person of [teacher, parent, other.owner]) {
      const refused = await publish(person, facility.id, item())
      expect(refused.status).toBe(403)
      expect(errorOf(refused).data.error.msg).toBe("ERROR_INSUFFICIENT_PERMISSIONS")
      expect((await call("PATCH", `${news(facility.id)}/${byModerator.id}`, { token: person.jwt, body: { visibility: "public" } })).status).toBe(403)
      expect((await call("DELETE", `${news(facility.id)}/${byModerator.id}`, { token: person.jwt })).status).toBe(403)
    }
    expect((await publish({ ...parent, jwt: "" }, facility.id, item())).status).toBe(401)
    // An item of another facility is no item of this one.
    expect((await call("PATCH", `${news(other.facility.id)}/${byModerator.id}`, { token: other.owner.jwt, body: { title: "x" } })).status).toBe(404)
    expect((await call("DELETE", `${news(facility.id)}/${byModerator.id}`, { token: owner.jwt })).status).toBe(204)
    expect((await call("DELETE", `${news(facility.id)}/${byModerator.id}`, { token: owner.jwt })).status).toBe(404)
  })

  it("keeps nothing executable of the content, bounds the title and takes only holidays as holidays", async () => {
    const { facility, owner } = await staffed.ownedFacility()
    const hostile = await published(owner, facility.id, item({
      content: '<p onclick="alert(1)">Hej<script>alert(2)</script></p><img src="x" onerror="alert(3)">' +
        '<a href="javascript:alert(4)">link</a><iframe src="https://evil.example"></iframe>'
    }))
    expect(hostile.content).toBe('<p>Hej</p><a href="" rel="noopener noreferrer nofollow" target="_blank">link</a>')

    const tooLong = await publish(owner, facility.id, item({ title: "a".repeat(PUBLICATION_TITLE_MAX + 1) }))
    expect(errorOf(tooLong).data.error.schema).toEqual({ title: ["TEXT_TOO_LONG"] })
    expect(errorOf(await publish(owner, facility.id, item({ title: "   " }))).data.error.schema).toEqual({ title: ["FIELD_REQUIRED"] })
    expect((await publish(owner, facility.id, item({ category: "gossip" }))).status).toBe(400)

    const [holiday] = await server.query<{ id: string }>("select id::text as id from tags where type = 'type_date_event' and key = 'childrens_day'")
    const [specialization] = await server.query<{ id: string }>("select id::text as id from tags where type = 'specialization' limit 1")
    expect((await published(owner, facility.id, item({ holiday: holiday!.id }))).holiday).toBe(holiday!.id)
    for (const notHoliday of [specialization!.id, crypto.randomUUID()]) {
      expect(errorOf(await publish(owner, facility.id, item({ holiday: notHoliday }))).data.error.schema).toEqual({ holiday: ["FIELD_INVALID"] })
    }
    expect(await titlesSeenBy(facility.id)).toHaveLength(2)
  })

  /** A file as a public item lists it: the URL without the signature its upload was answered with. */
  const plainFile = (file: { readonly url: string }) => ({ ...file, url: file.url.replace(/\?.*$/, "") })

  it("takes attachments: classified by what they are, served safely, taken only by an item of their facility", async () => {
    const { facility, owner } = await staffed.ownedFacility()
    const other = await staffed.ownedFacility()
    const pdfBytes = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n")
    const pdf = await upload(owner, facility.id, pdfBytes, "regulamin.pdf", "application/pdf")
    expect(pdf.status).toBe(201)
    // No item holds it yet: its URL is signed for the uploader (storedFiles serves it to nobody else).
    expect(pdf.body).toEqual({
      name: "regulamin.pdf",
      url: expect.stringMatching(/^\/files\/publications\/\d+\/[0-9a-f-]+\.pdf\?expires=\d+&signature=[\w-]+$/),
      type: "pdf",
      size: pdfBytes.length
    })
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#336699" } }).png().toBuffer()
    const photo = await upload(owner, facility.id, new Uint8Array(png), "wycieczka.png", "image/png")
    expect(photo.body).toMatchObject({ name: "wycieczka.jpg", url: expect.stringMatching(/\.jpg\?/), type: "image" })
    const disguised = await upload(owner, facility.id, new TextEncoder().encode("<html><script>alert(1)</script></html>"), "plan.pdf", "application/pdf")
    expect(disguised.body).toMatchObject({ name: "plan.pdf", url: expect.stringMatching(/\.bin\?/), type: "file" })

    const image = await fetchFile(photo.body.url)
    expect(image.headers.get("content-type")).toBe("image/jpeg")
    expect(image.headers.get("content-disposition")).toBeNull()
    expect(await sharp(new Uint8Array(await image.arrayBuffer())).metadata()).toMatchObject({ format: "jpeg", width: 1600, height: 800 })
    const document = await fetchFile(pdf.body.url)
    expect(document.headers.get("content-type")).toBe("application/pdf")
    expect(document.headers.get("content-disposition")).toBe("attachment")
    expect(new Uint8Array(await document.arrayBuffer())).toEqual(pdfBytes)
    const download = await fetchFile(disguised.body.url)
    expect([download.headers.get("content-type"), download.headers.get("content-disposition"), download.headers.get("x-content-type-options")])
      .toEqual(["application/octet-stream", "attachment", "nosniff"])

    const withFiles = await published(owner, facility.id, item({ attachments: [pdf.body.url, photo.body.url, pdf.body.url] }))
    // A public item's files are everyone's, at their plain URLs.
    expect(withFiles.attachments).toEqual([plainFile(pdf.body), plainFile(photo.body)])
    // A file is one item's, of its own facility; a URL that is no upload of ours is refused.
    for (const [person, ref, url] of [[owner, facility.id, pdf.body.url], [other.owner, other.facility.id, disguised.body.url],
      [owner, facility.id, "https://example.com/plik.pdf"], [owner, facility.id, "/files/publications/1/x.pdf"]] as const) {
      expect(errorOf(await publish(person, ref, item({ attachments: [url] }))).data.error.schema, url).toEqual({ attachments: ["FIELD_INVALID"] })
    }

    const trimmed = await call("PATCH", `${news(facility.id)}/${withFiles.id}`, { token: owner.jwt, body: { attachments: [photo.body.url] } })
    expect(trimmed.body.attachments).toEqual([plainFile(photo.body)])
    expect((await fetchFile(pdf.body.url)).status).toBe(404)
    expect((await call("DELETE", `${news(facility.id)}/${withFiles.id}`, { token: owner.jwt })).status).toBe(204)
    expect((await fetchFile(photo.body.url)).status).toBe(404)

    const tooLarge = await upload(owner, facility.id, new Uint8Array(MAX_FILE_BYTES + 1).fill(0x25), "big.pdf", "application/pdf")
    expect(errorOf(tooLarge).data.error.schema).toEqual({ file: ["FILE_TOO_LARGE"] })
  })
})
