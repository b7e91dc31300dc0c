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
  const keyOf = (url: string) => url.replace(/^\/files\//, "").replace(/\?.*$/, "")

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
    expect(dropped.body.attachments).toEqual([{ ...photo, url: `/files/${keyOf(photo.url)}` }])
    expect(await keysOf(facility.id)).toEqual([keyOf(photo.url)])
    expect((await call("DELETE", `${news(facility.id)}/${created.body.id}`, { token: owner.jwt })).status).toBe(204)
    expect(await keysOf(facility.id)).toEqual([])
  })

  it("of an item for members are served to its readers alone, through a short-lived signed URL kept in no cache, and go with it", async () => {
    const { facility, owner } = await staffed.ownedFacility("premium")
    const member = await staffed.parent(facility.id)
    const stranger = await world.newParent()
    const pdf = (await upload(owner, facility.id, pdfBytes, "zgoda.pdf", "application/pdf")).body
    const photo = (await upload(owner, facility.id, pngBytes, "grupa.png", "image/png")).body
    const plain = (url: string) => `/files/${keyOf(url)}`
    const fetched = (url: string) => fetch(`${server.baseUrl}${url}`)

    // Not yet any item's: the uploader's preview is signed, the file itself served to nobody.
    expect((await fetched(photo.url)).status).toBe(200)
    expect((await fetched(plain(photo.url))).status).toBe(404)

    const created = await call("POST", news(facility.id), {
      token: owner.jwt,
      body: { title: "Zgody na wycieczkę", content: "<p>Do podpisania.</p>", category: "relation", visibility: "private", attachments: [pdf.url, photo.url] }
    })
    expect(created.status).toBe(201)
    const item = `${news(facility.id)}/${created.body.id}`
    const read = await call("GET", item, { token: member.jwt })
    expect(read.body.attachments.map((file: { name: string }) => file.name)).toEqual(["zgoda.pdf", "grupa.jpg"])
    for (const file of read.body.attachments as ReadonlyArray<{ url: string }>) {
      const served = await fetched(file.url)
      expect(served.status, file.url).toBe(200)
      expect(served.headers.get("cache-control")).toBe("private, no-store")
    }
    const [signedPdf, signedPhoto] = read.body.attachments as ReadonlyArray<{ url: string }>
    expect(new Uint8Array(await (await fetched(signedPdf!.url)).arrayBuffer())).toEqual(pdfBytes)

    // A guest and a parent of no membership read neither the item nor its files.
    expect((await call("GET", item)).status).toBe(404)
    expect((await call("GET", item, { token: stranger.jwt })).status).toBe(404)
    for (const url of [plain(signedPdf!.url), plain(signedPhoto!.url)]) expect((await fetched(url)).status, url).toBe(404)
    // A signature is its own key's, unchanged.
    const [, query] = signedPdf!.url.split("?")
    expect((await fetched(`${plain(signedPhoto!.url)}?${query}`)).status).toBe(404)
    expect((await fetched(signedPdf!.url.replace(/signature=./, (found) => `${found.slice(0, -1)}${found.endsWith("A") ? "B" : "A"}`))).status).toBe(404)

    // Saved with the signed URLs it was read with, the item keeps its files.
    const saved = await call("PATCH", item, { token: owner.jwt, body: { title: "Zgody", attachments: [signedPdf!.url, signedPhoto!.url] } })
    expect(saved.status).toBe(200)
    expect(saved.body.attachments.map((file: { url: string }) => keyOf(file.url))).toEqual([keyOf(pdf.url), keyOf(photo.url)])

    expect((await call("DELETE", item, { token: owner.jwt })).status).toBe(204)
    expect(await keysOf(facility.id)).toEqual([])
    expect((await fetched(signedPdf!.url)).status).toBe(404)
  })

  it("are refused to a facility that is not premium, and nothing is stored", async () => {
    const { facility, owner } = await staffed.ownedFacility("registered")
    const refused = await upload(owner, facility.id, pdfBytes, "regulamin.pdf", "application/pdf")
    expect(refused.status).toBe(403)
    expect(errorOf(refused).data.error.msg).toBe("ERROR_PREMIUM_REQUIRED")
    expect(await keysOf(facility.id)).toEqual([])
  })
})
