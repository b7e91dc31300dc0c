import { MAX_FILE_BYTES, TOO_MANY_PHOTOS } from "@pociecha/core"
import sharp from "sharp"
import { beforeAll, describe, expect, it } from "vitest"
import { fileStores, serverOverStore } from "./support/fileStores"
import { errorOf } from "./support/http"
import { opinionWorld, type Person } from "./support/opinions"
import { staffedFacilities } from "./support/staffedFacility"
import { fileForm } from "./support/uploads"

/** A wide photo (2400 × 1200) as a camera saves it: larger than the gallery keeps. */
const widePhoto = async () =>
  new Uint8Array(await sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#3a7d44" } }).png().toBuffer())

/** `size` bytes that start as a JPEG does: passes the magic-bytes check, so only the size decides. */
const jpegSized = (size: number) => {
  const bytes = new Uint8Array(size)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  return bytes
}

interface Photo {
  readonly id: number
  readonly url: string
  readonly thumb_url: string
  readonly order: number
}

describe.each(fileStores)("the gallery, its files kept in $name", ({ start }) => {
  let photoBytes: Uint8Array
  beforeAll(async () => {
    photoBytes = await widePhoto()
  })
  const { store, server } = serverOverStore(start)
  const world = opinionWorld(() => server)
  const support = world.demoForTests("support")
  const staffed = staffedFacilities(() => server, world)
  const { call } = world

  const galleryPath = (facilityRef: number | string) => `/api/facility/list/${facilityRef}/gallery`
  const upload = (person: Person, facilityRef: number | string, bytes: Uint8Array = photoBytes, name = "ogrod.png", type = "image/png") =>
    call("POST", galleryPath(facilityRef), { token: person.jwt, form: fileForm(bytes, name, type) })
  const uploaded = async (person: Person, facilityRef: number | string) => {
    const response = await upload(person, facilityRef)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    return response.body as ReadonlyArray<Photo>
  }
  const reorder = (person: Person, facilityRef: number | string, ids: ReadonlyArray<number>) =>
    call("PUT", `${galleryPath(facilityRef)}/order`, { token: person.jwt, body: { ids } })
  const remove = (person: Person, facilityRef: number | string, photoId: number) =>
    call("DELETE", `${galleryPath(facilityRef)}/${photoId}`, { token: person.jwt })
  /** The gallery as the public profile shows it. */
  const profileGallery = async (facilityRef: number | string) => {
    const profile = await call("GET", `/api/facility/list/${facilityRef}`)
    expect(profile.status).toBe(200)
    return profile.body.gallery as ReadonlyArray<Photo>
  }
  const served = async (url: string) => {
    const response = await fetch(`${server.baseUrl}${url}`)
    expect(response.status).toBe(200)
    return new Uint8Array(await response.arrayBuffer())
  }
  /** A facility of the status given with an empty gallery (the seed's static photos taken away), and its owner. */
  const emptyGallery = async (status: "registered" | "premium" = "registered") => {
    const owned = await staffed.ownedFacility(status)
    await server.query("delete from facility_photos where facility_id = $1", [owned.facility.id])
    return owned
  }
  const galleryKeys = async (facilityId: number) => (await store.keys()).filter((key) => key.startsWith(`gallery/${facilityId}/`))

  it("takes one `file` image part, keeps it re-encoded with a thumbnail, and answers the gallery the profile shows", async () => {
    const { facility, owner } = await emptyGallery()
    const gallery = await uploaded(owner, facility.slug!)
    expect(gallery).toEqual([{ id: expect.any(Number), url: expect.stringMatching(/^\/files\/gallery\//), thumb_url: expect.stringMatching(/^\/files\/gallery\//), order: 0 }])
    const [photo] = gallery
    // Shrunk to 1600 px on the long side, its thumbnail to 400 px, both JPEG with the proportions kept.
    expect(await sharp(await served(photo!.url)).metadata()).toMatchObject({ format: "jpeg", width: 1600, height: 800 })
    expect(await sharp(await served(photo!.thumb_url)).metadata()).toMatchObject({ format: "jpeg", width: 400, height: 200 })
    expect(await galleryKeys(facility.id)).toHaveLength(2)
    expect(await profileGallery(facility.slug!)).toEqual(gallery)
    expect((await call("GET", galleryPath(facility.id), { token: owner.jwt })).body).toEqual(gallery)
  })

  it("holds what the package allows: the basic package's fourth photo is refused and leaves no file; premium and support go on", async () => {
    const { facility, owner } = await emptyGallery("registered")
    for (let i = 0; i < 3; i++) await uploaded(owner, facility.id)
    const keys = await galleryKeys(facility.id)
    const fourth = await upload(owner, facility.id)
    expect(fourth.status).toBe(403)
    expect(errorOf(fourth).data.error).toMatchObject({ msg: "ERROR_ACTION_LIMIT_MET", schema: { file: [TOO_MANY_PHOTOS] } })
    expect(await galleryKeys(facility.id)).toEqual(keys)
    expect(await profileGallery(facility.id)).toHaveLength(3)
    // Support has no package limit (management 6).
    expect((await upload(support, facility.id)).status).toBe(200)

    const premium = await emptyGallery("premium")
    for (let i = 0; i < 4; i++) await uploaded(premium.owner, premium.facility.id)
    expect(await profileGallery(premium.facility.id)).toHaveLength(4)
  })

  it("lets only one of parallel uploads take the last place", async () => {
    const { facility, owner } = await emptyGallery("registered")
    await uploaded(owner, facility.id)
    await uploaded(owner, facility.id)
    const statuses = (await Promise.all([1, 2, 3].map(() => upload(owner, facility.id)))).map((response) => response.status).sort()
    expect(statuses).toEqual([200, 403, 403])
    expect(await profileGallery(facility.id)).toHaveLength(3)
    // The refused uploads' files went again: two files a photo.
    expect(await galleryKeys(facility.id)).toHaveLength(6)
  })

  it("is put in a new order given exactly its photos; any other list changes nothing", async () => {
    const { facility, owner } = await emptyGallery("premium")
    await uploaded(owner, facility.id)
    await uploaded(owner, facility.id)
    const ids = (await uploaded(owner, facility.id)).map((photo) => photo.id)
    const reversed = [...ids].reverse()

    const reordered = await reorder(owner, facility.id, reversed)
    expect(reordered.status).toBe(200)
    expect(reordered.body.map((photo: Photo) => [photo.id, photo.order])).toEqual(reversed.map((id, index) => [id, index]))
    expect((await profileGallery(facility.slug!)).map((photo) => photo.id)).toEqual(reversed)

    const other = await emptyGallery("premium")
    const [foreign] = await uploaded(other.owner, other.facility.id)
    // A photo missing, another facility's photo, a photo twice, no photo ids at all.
    expect((await reorder(owner, facility.id, ids.slice(1))).status).toBe(409)
    expect((await reorder(owner, facility.id, [foreign!.id, ...ids.slice(1)])).status).toBe(409)
    const twice = await reorder(owner, facility.id, [ids[0]!, ids[0]!, ids[1]!])
    expect(twice.status).toBe(400)
    expect(errorOf(twice).data.error.msg).toBe("ERROR_BAD_REQUEST")
    expect((await reorder(owner, facility.id, ["pierwsze"] as never)).status).toBe(400)
    expect((await profileGallery(facility.id)).map((photo) => photo.id)).toEqual(reversed)
  })

  it("deletes a photo with its files; another facility's photo is not found there", async () => {
    const { facility, owner } = await emptyGallery("premium")
    const [first] = await uploaded(owner, facility.id)
    const [, second] = await uploaded(owner, facility.id)
    const other = await emptyGallery("premium")
    const [foreign] = await uploaded(other.owner, other.facility.id)

    const removed = await remove(owner, facility.id, first!.id)
    expect(removed.status).toBe(200)
    expect(removed.body).toEqual([second])
    expect(await galleryKeys(facility.id)).toHaveLength(2)
    expect((await fetch(`${server.baseUrl}${first!.url}`)).status).toBe(404)
    expect((await remove(owner, facility.id, first!.id)).status).toBe(404)

    expect((await remove(owner, facility.id, foreign!.id)).status).toBe(404)
    expect(await profileGallery(other.facility.id)).toEqual([foreign])
  })

  it("refuses what is not an image, a file over 5 MB and a body without a file, storing nothing", async () => {
    const { facility, owner } = await emptyGallery("premium")
    const text = await upload(owner, facility.id, new TextEncoder().encode("<script>alert(1)</script>"), "zdjecie.jpg", "image/jpeg")
    expect(text.status).toBe(400)
    expect(errorOf(text).data.error).toMatchObject({ msg: "ERROR_BAD_REQUEST", schema: { file: ["INVALID_FILE_FORMAT"] } })
    const big = await upload(owner, facility.id, jpegSized(MAX_FILE_BYTES + 1), "duze.jpg", "image/jpeg")
    expect(big.status).toBe(400)
    expect(errorOf(big).data.error.schema).toEqual({ file: ["FILE_TOO_LARGE"] })
    const empty = await call("POST", galleryPath(facility.id), { token: owner.jwt, form: new FormData() })
    expect(empty.status).toBe(400)
    expect(errorOf(empty).data.error.msg).toBe("ERROR_BAD_REQUEST")
    expect(await galleryKeys(facility.id)).toEqual([])
    expect(await profileGallery(facility.id)).toEqual([])
  })

  it("is managed by those who edit the facility's data: not its parents, teachers, or another facility's owner", async () => {
    const { facility, owner } = await emptyGallery("premium")
    const [photo] = await uploaded(owner, facility.id)
    const other = await staffed.ownedFacility()
    const outsiders = [await staffed.parent(facility.id), await staffed.teacher(facility.id), await staffed.teacher(facility.id, true), other.owner]
    for (const person of outsiders) {
      expect((await upload(person, facility.id)).status).toBe(403)
      expect((await remove(person, facility.id, photo!.id)).status).toBe(403)
      expect((await reorder(person, facility.id, [photo!.id])).status).toBe(403)
    }
    expect((await call("POST", galleryPath(facility.id), { form: fileForm(photoBytes, "a.png", "image/png") })).status).toBe(401)
    expect((await upload(owner, "nie-ma-takiej-placowki")).status).toBe(404)
    expect(await profileGallery(facility.id)).toEqual([photo])
    expect(await galleryKeys(facility.id)).toHaveLength(2)
  })
})
