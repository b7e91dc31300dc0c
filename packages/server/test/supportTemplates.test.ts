import type { PageTemplate } from "@pociecha/core"
import sharp from "sharp"
import { describe, expect, it } from "vitest"
import { errorOf } from "./support/http"
import { opinionWorld } from "./support/opinions"
import { staffedFacilities } from "./support/staffedFacility"
import { manySignups, serverForTests } from "./support/testServer"
import { fileForm } from "./support/uploads"

const server = serverForTests(() => ({ facilities: 600, config: manySignups }))
const world = opinionWorld(() => server)
const support = world.demoForTests("support")
const staffed = staffedFacilities(() => server, world)
const { call } = world

const templateBody = (overrides: Record<string, unknown> = {}) => ({
  key: "rainbow",
  name: `Tęcza ${crypto.randomUUID().slice(0, 6)}`,
  description: "Kolorowy motyw dla przedszkoli.",
  image: "/themes/rainbow/hero.jpg",
  is_visible: true,
  ...overrides
})
const created = async (overrides: Record<string, unknown> = {}): Promise<PageTemplate> => {
  const response = await call("POST", "/api/v1/page-templates", { token: support.jwt, body: templateBody(overrides) })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}
const offered = async (): Promise<ReadonlyArray<number>> => (await call("GET", "/api/v1/page-templates")).body.map(({ id }: PageTemplate) => id)
const everyTemplate = async (): Promise<ReadonlyArray<number>> =>
  (await call("GET", "/api/v1/page-templates?all=true", { token: support.jwt })).body.map(({ id }: PageTemplate) => id)
const lastAudit = async () => (await call("GET", `/api/v1/support/audit?account=${support.id}`, { token: support.jwt })).body.items[0]

describe("support's website templates", () => {
  it("a new visible one is offered to owners, and an owner's site may use it", async () => {
    const template = await created()
    expect(await offered()).toContain(template.id)
    expect(await lastAudit()).toMatchObject({ action: "template.create", after: { id: template.id, key: "rainbow" } })
    const { facility, owner } = await staffed.ownedFacility()
    const site = await call("POST", `/api/v1/web-pages/${facility.id}`, { token: owner.jwt, body: { template_id: template.id, name: `t-${crypto.randomUUID().slice(0, 8)}` } })
    expect(site.status, JSON.stringify(site.body)).toBe(201)
  })

  it("a hidden one is not offered to owners, but support lists it to edit it", async () => {
    const template = await created({ is_visible: false })
    expect(await offered()).not.toContain(template.id)
    expect(await everyTemplate()).toContain(template.id)
    const shown = await call("PATCH", `/api/v1/page-templates/${template.id}`, { token: support.jwt, body: { is_visible: true, name: "Widoczny" } })
    expect(shown.body).toMatchObject({ id: template.id, is_visible: true, name: "Widoczny" })
    expect(await offered()).toContain(template.id)
    expect(await lastAudit()).toMatchObject({ action: "template.update", before: { is_visible: false }, after: { is_visible: true, name: "Widoczny" } })
  })

  it("only support lists the hidden ones", async () => {
    const parent = await world.newParent()
    expect((await call("GET", "/api/v1/page-templates?all=true", { token: parent.jwt })).status).toBe(403)
    expect((await call("GET", "/api/v1/page-templates?all=true")).status).toBe(401)
  })

  it("one no site uses is deleted, audited; unknown ids answer 404; the fields are checked", async () => {
    const template = await created()
    expect((await call("DELETE", `/api/v1/page-templates/${template.id}`, { token: support.jwt })).status).toBe(204)
    expect(await everyTemplate()).not.toContain(template.id)
    expect(await lastAudit()).toMatchObject({ action: "template.delete", before: { id: template.id } })
    expect((await call("DELETE", `/api/v1/page-templates/${template.id}`, { token: support.jwt })).status).toBe(404)
    expect((await call("PATCH", `/api/v1/page-templates/${template.id}`, { token: support.jwt, body: { name: "x" } })).status).toBe(404)
    const bad = await call("POST", "/api/v1/page-templates", { token: support.jwt, body: templateBody({ key: "disco", name: " " }) })
    expect(Object.keys(errorOf(bad).data.error.schema ?? {}).sort()).toEqual(["key", "name"])
  })

  it("one a site uses is refused: it is hidden instead", async () => {
    const template = await created()
    const { facility, owner } = await staffed.ownedFacility()
    await call("POST", `/api/v1/web-pages/${facility.id}`, { token: owner.jwt, body: { template_id: template.id, name: `t-${crypto.randomUUID().slice(0, 8)}` } })
    const refused = await call("DELETE", `/api/v1/page-templates/${template.id}`, { token: support.jwt })
    expect(refused.status).toBe(400)
    expect(errorOf(refused).data.error.schema).toEqual({ id: ["TEMPLATE_IN_USE"] })
  })
})

describe("a template's picture", () => {
  const imagesPath = "/api/v1/page-templates/images"
  /** A wide PNG, as the avatar input's free crop may leave it: its proportions are kept. */
  const widePng = async () => new Uint8Array(await sharp({ create: { width: 300, height: 120, channels: 3, background: "#d94f70" } }).png().toBuffer())
  const upload = async (token: string | undefined, bytes: Uint8Array, name = "szablon.png", type = "image/png") =>
    call("POST", imagesPath, { ...(token === undefined ? {} : { token }), form: fileForm(bytes, name, type) })

  it("is uploaded by support under /files/templates/ as a JPEG of its proportions, which a template then shows", async () => {
    const uploaded = await upload(support.jwt, await widePng())
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200)
    expect(uploaded.body).toEqual({ url: expect.stringMatching(/^\/files\/templates\/[0-9a-f-]+\.jpg$/) })
    const served = await fetch(`${server.baseUrl}${uploaded.body.url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get("content-type")).toBe("image/jpeg")
    const metadata = await sharp(new Uint8Array(await served.arrayBuffer())).metadata()
    expect(metadata).toMatchObject({ format: "jpeg", width: 300, height: 120 })
    expect(metadata.exif).toBeUndefined()
    const template = await created({ image: uploaded.body.url })
    expect(template.image).toBe(uploaded.body.url)
  })

  it("is deleted once a template no longer points at it: replaced by another, or the template deleted", async () => {
    const uploadedUrl = async () => {
      const response = await upload(support.jwt, await widePng())
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      return response.body.url as string
    }
    const servedStatus = async (url: string) => (await fetch(`${server.baseUrl}${url}`)).status
    const [first, second] = [await uploadedUrl(), await uploadedUrl()]
    const template = await created({ image: first })
    expect((await call("PATCH", `/api/v1/page-templates/${template.id}`, { token: support.jwt, body: { image: second } })).status).toBe(200)
    expect(await servedStatus(first)).toBe(404)
    expect(await servedStatus(second)).toBe(200)
    expect((await call("DELETE", `/api/v1/page-templates/${template.id}`, { token: support.jwt })).status).toBe(204)
    expect(await servedStatus(second)).toBe(404)
  })

  it("is for support only: 403 for an owner or a parent, 401 signed out", async () => {
    const png = await widePng()
    const { owner } = await staffed.ownedFacility()
    for (const person of [owner, await world.newParent()]) expect((await upload(person.jwt, png)).status).toBe(403)
    expect((await upload(undefined, png)).status).toBe(401)
  })

  it("refuses what is not an image with the catalogue error", async () => {
    const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n")
    const refused = await upload(support.jwt, pdf, "szablon.pdf", "application/pdf")
    expect(refused.status).toBe(400)
    expect(errorOf(refused).data.error).toMatchObject({ msg: "ERROR_BAD_REQUEST", schema: { file: ["INVALID_FILE_FORMAT"] } })
  })
})
