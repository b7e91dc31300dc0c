import sharp from "sharp"
import { beforeAll, describe, expect, it } from "vitest"
import { fileStores, serverOverStore } from "./support/fileStores"
import { errorOf } from "./support/http"
import { opinionWorld, type Person } from "./support/opinions"
import { staffedFacilities } from "./support/staffedFacility"
import { fileForm } from "./support/uploads"

interface Employee {
  readonly id: number
  readonly photo: string | null
  readonly name: string
  readonly position: string
}

const portrait = async () =>
  new Uint8Array(await sharp({ create: { width: 900, height: 1200, channels: 3, background: "#c9a227" } }).jpeg().toBuffer())

describe.each(fileStores)("the staff, their photos kept in $name", ({ start }) => {
  let photoBytes: Uint8Array
  beforeAll(async () => {
    photoBytes = await portrait()
  })
  const { store, server } = serverOverStore(start)
  const world = opinionWorld(() => server)
  const staffed = staffedFacilities(() => server, world)
  const { call } = world

  const staffPath = (facilityRef: number | string) => `/api/facility/list/${facilityRef}/employees`
  const add = (person: Person, facilityRef: number | string, body: unknown) => call("POST", staffPath(facilityRef), { token: person.jwt, body })
  const added = async (person: Person, facilityRef: number | string, body: unknown = { name: "Anna Kowalska", position: "Nauczycielka" }) => {
    const response = await add(person, facilityRef, body)
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    return response.body as Employee
  }
  const update = (person: Person, facilityRef: number | string, id: number, body: unknown) =>
    call("PATCH", `${staffPath(facilityRef)}/${id}`, { token: person.jwt, body })
  const remove = (person: Person, facilityRef: number | string, id: number) => call("DELETE", `${staffPath(facilityRef)}/${id}`, { token: person.jwt })
  const uploadPhoto = (person: Person, facilityRef: number | string, id: number, bytes: Uint8Array = photoBytes) =>
    call("POST", `${staffPath(facilityRef)}/${id}/photo`, { token: person.jwt, form: fileForm(bytes, "portret.jpg", "image/jpeg") })
  /** The staff as the public profile shows it. */
  const profileStaff = async (facilityRef: number | string) => {
    const profile = await call("GET", `/api/facility/list/${facilityRef}`)
    expect(profile.status).toBe(200)
    return profile.body.employees as ReadonlyArray<Employee>
  }
  /** A facility with no staff (the seed's taken away), and its owner. */
  const emptyStaff = async () => {
    const owned = await staffed.ownedFacility()
    await server.query("delete from facility_employees where facility_id = $1", [owned.facility.id])
    return owned
  }
  const staffKeys = async (facilityId: number) => (await store.keys()).filter((key) => key.startsWith(`staff/${facilityId}/`))

  it("are added, changed and deleted by the owner, in the order added, and shown on the profile at once", async () => {
    const { facility, owner } = await emptyStaff()
    const anna = await added(owner, facility.slug!, { name: "Anna Kowalska", position: "Nauczycielka wychowania przedszkolnego" })
    expect(anna).toEqual({ id: expect.any(Number), photo: null, name: "Anna Kowalska", position: "Nauczycielka wychowania przedszkolnego" })
    const ewa = await added(owner, facility.id, { name: "Ewa Nowak", position: "Dyrektorka" })
    expect(await profileStaff(facility.slug!)).toEqual([anna, ewa])

    const changed = await update(owner, facility.id, anna.id, { position: "Wicedyrektorka" })
    expect(changed.status).toBe(200)
    expect(changed.body).toEqual({ ...anna, position: "Wicedyrektorka" })
    expect((await remove(owner, facility.id, ewa.id)).status).toBe(204)
    expect(await profileStaff(facility.id)).toEqual([changed.body])
    expect((await call("GET", staffPath(facility.id), { token: owner.jwt })).body).toEqual([changed.body])
  })

  it("refuse a name that is no name and an empty position, field by field, and change nothing", async () => {
    const { facility, owner } = await emptyStaff()
    const anna = await added(owner, facility.id)
    const refused = await add(owner, facility.id, { name: "www.przedszkole.pl", position: "   " })
    expect(refused.status).toBe(400)
    expect(errorOf(refused).data.error).toMatchObject({ msg: "ERROR_BAD_REQUEST", schema: { name: [expect.any(String)], position: ["FIELD_REQUIRED"] } })
    const badPatch = await update(owner, facility.id, anna.id, { name: "" })
    expect(badPatch.status).toBe(400)
    expect(errorOf(badPatch).data.error.schema).toHaveProperty("name")
    expect(await profileStaff(facility.id)).toEqual([anna])
  })

  it("get a photo, a square JPEG; a new one replaces the file, removing it or the employee deletes it", async () => {
    const { facility, owner } = await emptyStaff()
    const anna = await added(owner, facility.id)
    const first = await uploadPhoto(owner, facility.id, anna.id)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.photo).toMatch(/^\/files\/staff\//)
    const served = new Uint8Array(await (await fetch(`${server.baseUrl}${first.body.photo}`)).arrayBuffer())
    expect(await sharp(served).metadata()).toMatchObject({ format: "jpeg", width: 512, height: 512 })
    const [firstKey] = await staffKeys(facility.id)

    const second = await uploadPhoto(owner, facility.id, anna.id)
    expect(second.body.photo).not.toBe(first.body.photo)
    const keys = await staffKeys(facility.id)
    expect(keys).toHaveLength(1)
    expect(keys).not.toContain(firstKey)
    expect((await profileStaff(facility.id))[0]!.photo).toBe(second.body.photo)

    const removed = await call("DELETE", `${staffPath(facility.id)}/${anna.id}/photo`, { token: owner.jwt })
    expect(removed.body).toEqual({ ...anna, photo: null })
    expect(await staffKeys(facility.id)).toEqual([])

    await uploadPhoto(owner, facility.id, anna.id)
    expect(await staffKeys(facility.id)).toHaveLength(1)
    expect((await remove(owner, facility.id, anna.id)).status).toBe(204)
    expect(await staffKeys(facility.id)).toEqual([])
  })

  it("refuse a photo that is no image, storing nothing", async () => {
    const { facility, owner } = await emptyStaff()
    const anna = await added(owner, facility.id)
    const refused = await uploadPhoto(owner, facility.id, anna.id, new TextEncoder().encode("GIF89a? nie"))
    expect(refused.status).toBe(400)
    expect(errorOf(refused).data.error.schema).toEqual({ file: ["INVALID_FILE_FORMAT"] })
    expect(await staffKeys(facility.id)).toEqual([])
    expect(await profileStaff(facility.id)).toEqual([anna])
  })

  it("are another facility's to manage only there: ERROR_EMPLOYEE_NOT_FOUND, and only for the facility's editors", async () => {
    const { facility, owner } = await emptyStaff()
    const other = await emptyStaff()
    const theirs = await added(other.owner, other.facility.id)
    for (const response of [
      await update(owner, facility.id, theirs.id, { name: "Ewa Nowak" }),
      await remove(owner, facility.id, theirs.id),
      await uploadPhoto(owner, facility.id, theirs.id)
    ]) {
      expect(response.status).toBe(404)
      expect(errorOf(response).data.error.msg).toBe("ERROR_EMPLOYEE_NOT_FOUND")
    }
    expect(await profileStaff(other.facility.id)).toEqual([theirs])
    expect(await staffKeys(facility.id)).toEqual([])

    const outsiders = [await staffed.parent(facility.id), await staffed.teacher(facility.id, true), other.owner]
    for (const person of outsiders) expect((await add(person, facility.id, { name: "Ewa Nowak", position: "Kucharka" })).status).toBe(403)
    expect((await call("POST", staffPath(facility.id), { body: { name: "Ewa Nowak", position: "Kucharka" } })).status).toBe(401)
    expect(await profileStaff(facility.id)).toEqual([])
  })
})
