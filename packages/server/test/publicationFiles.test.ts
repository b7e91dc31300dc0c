import sharp from "sharp"
import { beforeAll, describe, expect, it } from "vitest"
import { fileStores, serverOverStore } from "./support/fileStores"
import { errorOf } from "./support/http"
import { opinionWorld, type Person } from "./support/opinions"
import { staffedFacilities } from "./support/staffedFacility"
import { fileForm } from "./support/uploads"

const pdfBytes = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n")

describe.each(fileStores)("a news item's attachments, kept in $name", ({ start }) => {
  let pngBytes: Uint8Array
  beforeAll(async () => {
    pngBytes = new Uint8Array(await sharp({ create: { width: 600, height: 400, channels: 3, background: "#993366" } }).png().toBuffer())
  })
  const { store, server } = serverOverStore(start)
  const world = opinionWorld(() => server)
  const staffed = staffedFacilities(() => server, world)
  const { call } = world

  const news = (facilityId: number) => `/api/facility/list/${facilityId}/publications`
  const upload = (person: Person, facilityId: number, bytes: Uint8Array, name: string, type: string) =>
    call("POST", `${news(facilityId)}/attachments`, { token: person.jwt, form: fileForm(bytes, name, type) })
  const keysOf = async (facilityId: number) => (await store.keys()).filter((key) => key.startsWith(`publications/${facilityId}/`))
  const keyOf = (url: string) => url.replace(/^\/files\//, "")

  it("are stored as uploaded, served back, and deleted from the store once no item holds them", async () => {
    const { facility, owner } = await staffed.ownedFacility("premium")
    const pdf = (await upload(owner, facility.id, pdfBytes, "regulamin.pdf", "application/pdf")).body
    const photo = (await upload(owner, facility.id, pngBytes, "wycieczka.png", "image/png")).body
    expect(await keysOf(facility.id)).toEqual([keyOf(pdf.url), keyOf(photo.url)].sort())
    expect(new Uint8Array(await (await fetch(`${server.baseUrl}${pdf.url}`)).arrayBuffer())).toEqual(pdfBytes)

    const created = await call("POST", news(facility.id), {
      token: owner.jwt,
      body: { title: "Wycieczka do zoo", content: "<p>Zgody do podpisania.</p>", category: "relation", attachments: [pdf.url, photo.url] }
    })
    expect(created.status).toBe(201)
    const dropped = await call("PATCH", `${news(facility.id)}/${created.body.id}`, { token: owner.jwt, body: { attachments: [photo.url] } })
    expect(dropped.body.attachments).toEqual([photo])
    expect(await keysOf(facility.id)).toEqual([keyOf(photo.url)])
    expect((await call("DELETE", `${news(facility.id)}/${created.body.id}`, { token: owner.jwt })).status).toBe(204)
    expect(await keysOf(facility.id)).toEqual([])
  })

  it("are refused to a facility that is not premium, and nothing is stored", async () => {
    const { facility, owner } = await staffed.ownedFacility("registered")
    const refused = await upload(owner, facility.id, pdfBytes, "regulamin.pdf", "application/pdf")
    expect(refused.status).toBe(403)
    expect(errorOf(refused).data.error.msg).toBe("ERROR_PREMIUM_REQUIRED")
    expect(await keysOf(facility.id)).toEqual([])
  })
})
