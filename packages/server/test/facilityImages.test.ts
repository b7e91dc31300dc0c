import sharp from "sharp"
import { defaultAbuseLimits } from "../src/abuse/abuseLimits"
import { beforeAll, describe, expect, it } from "vitest"
import { fileStores, serverOverStore } from "./support/fileStores"
import { errorOf } from "./support/http"
import { opinionWorld, type Person } from "./support/opinions"
import { staffedFacilities } from "./support/staffedFacility"
import { manySignups } from "./support/testServer"
import { fileForm } from "./support/uploads"

/** A wide photo (2400 × 1200) with EXIF, as a camera saves it: larger than either image keeps. */
const cameraPhoto = async () =>
  new Uint8Array(
    await sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#3a7d44" } })
      .withExifMerge({ IFD0: { Make: "Pociecha Camera", Copyright: "Anna Kowalska" } })
      .jpeg()
      .toBuffer()
  )

describe.each(fileStores)("a facility's logo and description images, kept in $name", ({ start }) => {
  let photoBytes: Uint8Array
  beforeAll(async () => {
    photoBytes = await cameraPhoto()
  })
  const { store, server } = serverOverStore(start)
  const world = opinionWorld(() => server)
  const support = world.demoForTests("support")
  const staffed = staffedFacilities(() => server, world)
  const { call } = world

  const logoPath = (facilityRef: number | string) => `/api/facility/list/${facilityRef}/logo`
  const imagesPath = (facilityRef: number | string) => `/api/facility/list/${facilityRef}/description/images`
  const send = (path: string, person: Person, bytes: Uint8Array = photoBytes, name = "zdjecie.jpg", type = "image/jpeg") =>
    call("POST", path, { token: person.jwt, form: fileForm(bytes, name, type) })
  const profileLogo = async (facilityRef: number | string) => {
    const profile = await call("GET", `/api/facility/list/${facilityRef}`)
    expect(profile.status).toBe(200)
    return profile.body.avatar as string | null
  }
  const served = async (url: string) => {
    const response = await fetch(`${server.baseUrl}${url}`)
    expect(response.status).toBe(200)
    return new Uint8Array(await response.arrayBuffer())
  }
  const keysOf = async (folder: string, facilityId: number) => (await store.keys()).filter((key) => key.startsWith(`${folder}/${facilityId}/`))

  it("keeps a logo as a square JPEG without EXIF, shows it on the profile, replaces it and takes it away with its file", async () => {
    const { facility, owner } = await staffed.ownedFacility("registered")
    const first = await send(logoPath(facility.slug!), owner)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const logo = first.body.avatar as string
    expect(logo).toMatch(/^\/files\/logos\//)
    const metadata = await sharp(await served(logo)).metadata()
    expect(metadata).toMatchObject({ format: "jpeg", width: 512, height: 512 })
    expect(metadata.exif).toBeUndefined()
    expect(await profileLogo(facility.slug!)).toBe(logo)

    // Support may change it too; the replaced file goes.
    const second = await send(logoPath(facility.id), support)
    expect(second.status).toBe(200)
    expect(second.body.avatar).not.toBe(logo)
    expect(await keysOf("logos", facility.id)).toEqual([second.body.avatar.slice("/files/".length)])
    expect((await fetch(`${server.baseUrl}${logo}`)).status).toBe(404)

    const removed = await call("DELETE", logoPath(facility.id), { token: owner.jwt })
    expect(removed.status).toBe(200)
    expect(removed.body).toEqual({ avatar: null })
    expect(await keysOf("logos", facility.id)).toEqual([])
    expect(await profileLogo(facility.id)).toBeNull()
  })

  it("takes description images on the basic package, within 1600 px and without EXIF", async () => {
    const { facility, owner } = await staffed.ownedFacility("registered")
    const uploaded = await send(imagesPath(facility.id), owner)
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200)
    expect(uploaded.body).toEqual({ url: expect.stringMatching(new RegExp(`^/files/descriptions/${facility.id}/`)) })
    const metadata = await sharp(await served(uploaded.body.url)).metadata()
    expect(metadata).toMatchObject({ format: "jpeg", width: 1600, height: 800 })
    expect(metadata.exif).toBeUndefined()
    // The editor inserts it by its URL; the saved description keeps it and the profile shows it.
    const html = `<p>Nasz ogród</p><p><img src="${uploaded.body.url}" alt="ogród"></p>`
    expect((await call("PATCH", `/api/facility/list/${facility.id}`, { token: owner.jwt, body: { description: html } })).status).toBe(200)
    const profile = await call("GET", `/api/facility/list/${facility.id}`)
    expect(profile.body.description).toContain(`<img src="${uploaded.body.url}"`)
  })

  it("refuses what is not an image with the catalogue error, storing and changing nothing", async () => {
    const { facility, owner } = await staffed.ownedFacility("registered")
    const before = await profileLogo(facility.id)
    const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n")
    for (const path of [logoPath(facility.id), imagesPath(facility.id)]) {
      const refused = await send(path, owner, pdf, "statut.pdf", "application/pdf")
      expect(refused.status).toBe(400)
      expect(errorOf(refused).data.error).toMatchObject({ msg: "ERROR_BAD_REQUEST", schema: { file: ["INVALID_FILE_FORMAT"] } })
    }
    expect(await keysOf("logos", facility.id)).toEqual([])
    expect(await keysOf("descriptions", facility.id)).toEqual([])
    expect(await profileLogo(facility.id)).toBe(before)
  })

  it("is for those who edit the facility's data: not its parents, teachers, or another facility's owner", async () => {
    const { facility, owner } = await staffed.ownedFacility("premium")
    const logo = (await send(logoPath(facility.id), owner)).body.avatar as string
    const other = await staffed.ownedFacility()
    const outsiders = [await staffed.parent(facility.id), await staffed.teacher(facility.id), await staffed.teacher(facility.id, true), other.owner]
    for (const person of outsiders) {
      expect((await send(logoPath(facility.id), person)).status).toBe(403)
      expect((await call("DELETE", logoPath(facility.id), { token: person.jwt })).status).toBe(403)
      expect((await send(imagesPath(facility.id), person)).status).toBe(403)
    }
    expect((await call("POST", logoPath(facility.id), { form: fileForm(photoBytes, "a.jpg", "image/jpeg") })).status).toBe(401)
    expect((await send(logoPath("nie-ma-takiej-placowki"), owner)).status).toBe(404)
    expect(await profileLogo(facility.id)).toBe(logo)
    expect(await keysOf("logos", facility.id)).toHaveLength(1)
    expect(await keysOf("descriptions", facility.id)).toEqual([])
  })
})

describe("the uploads' abuse limit", () => {
  // Three uploads an hour for this file's server: the same budget as avatars, gallery and staff photos.
  const abuseLimits = { ...manySignups.abuseLimits!, imageUploadsPerUser: { ...defaultAbuseLimits.imageUploadsPerUser, points: 3 } }
  const { store, server } = serverOverStore(fileStores[0].start, { abuseLimits })
  const world = opinionWorld(() => server)
  const staffed = staffedFacilities(() => server, world)

  it("counts logos and description images per user in the image uploads' budget: past it, 429 and nothing stored", async () => {
    const photo = new Uint8Array(await sharp({ create: { width: 300, height: 200, channels: 3, background: "#aa4455" } }).png().toBuffer())
    const { facility, owner } = await staffed.ownedFacility("registered")
    const upload = (person: Person, path: string) => world.call("POST", `/api/facility/list/${facility.id}/${path}`, { token: person.jwt, form: fileForm(photo, "a.png", "image/png") })
    expect((await upload(owner, "logo")).status).toBe(200)
    expect((await upload(owner, "description/images")).status).toBe(200)
    expect((await upload(owner, "description/images")).status).toBe(200)
    const keys = await store.keys()
    for (const path of ["logo", "description/images"]) {
      const refused = await upload(owner, path)
      expect(refused.status).toBe(429)
      expect(errorOf(refused).data.error.msg).toBe("ERROR_TOO_MANY_REQUESTS")
    }
    expect(await store.keys()).toEqual(keys)
    // The budget is the user's: support still uploads for this facility.
    expect((await upload(await world.demo("support"), "description/images")).status).toBe(200)
  })
})
