import { isoDateInWarsaw, ownerPermissions, SUPPORT_FACILITY_PAGE_SIZE } from "@pociecha/core"
import { Duration } from "effect"
import sharp from "sharp"
import { describe, expect, it } from "vitest"
import { errorOf } from "./support/http"
import { searchFacilities } from "./support/mapSearch"
import { fileForm } from "./support/uploads"
import { opinionWorld, type Person } from "./support/opinions"
import { manySignups, serverForTests } from "./support/testServer"

// The premium lapse sweep runs every 200 ms here (ten minutes by default).
const server = serverForTests(() => ({ facilities: 600, config: { ...manySignups, premiumLapseInterval: Duration.millis(200) } }))
const world = opinionWorld(() => server)
const support = world.demoForTests("support")
const { call } = world

const base = "/api/v1/support/facilities"
const list = async (query: string) => {
  const response = await call("GET", `${base}?${query}`, { token: support.jwt })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body
}
const patch = (id: number, body: Record<string, unknown>, person: Person = support) => call("PATCH", `${base}/${id}`, { token: person.jwt, body })
const patched = async (id: number, body: Record<string, unknown>) => {
  const response = await patch(id, body)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body
}
const trail = async (facilityId: number) => {
  const response = await call("GET", `/api/v1/support/audit?facility=${facilityId}`, { token: support.jwt })
  expect(response.status).toBe(200)
  return response.body.items as ReadonlyArray<{ action: string; before: unknown; after: unknown; account_id: string | null }>
}
/** A date `days` from today in Poland, `YYYY-MM-DD`. */
const inDays = (days: number) => {
  const [year, month, day] = isoDateInWarsaw(new Date()).split("-").map(Number)
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10)
}
const ownedStatus = async (owner: Person, facilityId: number) => {
  const response = await call("GET", "/api/v1/facility/owned", { token: owner.jwt })
  expect(response.status).toBe(200)
  return response.body.facilities.find((facility: { id: number }) => facility.id === facilityId)?.status
}
const publish = (owner: Person, facilityId: number) =>
  call("POST", `/api/facility/list/${facilityId}/publications`, {
    token: owner.jwt,
    body: { title: "Nowy sezon", content: "<p>Zapraszamy.</p>", category: "relation" }
  })

describe("the support panel's Facilities screen", () => {
  it("lists every facility newest first, a page at a time, as the catalogues page", async () => {
    const [count] = await server.query<{ total: number }>("select count(*)::int as total from facilities")
    const first = await list("")
    expect(first).toMatchObject({ curPage: 1, prevPage: null, nextPage: 2, itemsTotal: count!.total, itemsReceived: SUPPORT_FACILITY_PAGE_SIZE })
    const ids = first.items.map((item: { id: number }) => item.id)
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a))
    const second = await list("page=2")
    expect(second).toMatchObject({ curPage: 2, prevPage: 1 })
    expect(second.items[0].id).toBeLessThan(ids.at(-1))
  })

  it("filters by the status in force and finds a facility by id, by its owner's e-mail, by its name and town", async () => {
    const { facility, owner } = await world.ownedFacility()
    const [row] = await server.query<{ name: string; town: string }>(
      "select f.name, t.name as town from facilities f join towns t on t.id = f.town_id where f.id = $1", [facility.id])
    await server.query("update facilities set status = 'unknown', premium_until = null where id = $1", [facility.id])

    for (const status of ["unknown", "registered", "premium"]) {
      const page = await list(`status=${status}`)
      expect(page.items.every((item: { status: string }) => item.status === status)).toBe(true)
    }
    expect((await list(`status=unknown&q=${facility.id}`)).items.map((item: { id: number }) => item.id)).toEqual([facility.id])
    expect((await list(`status=premium&q=${facility.id}`)).items).toEqual([])
    const byOwner = await list(`q=${encodeURIComponent(owner.email.toUpperCase())}`)
    expect(byOwner.items).toEqual([expect.objectContaining({ id: facility.id, owner_email: owner.email, status: "unknown" })])
    const byWords = await list(`q=${encodeURIComponent(`${row!.town.slice(0, 4)} ${row!.name.split(" ").at(-1)}`)}`)
    expect(byWords.items.map((item: { id: number }) => item.id)).toContain(facility.id)
    expect((await list("q=nieistniejace-slowo-xyz")).itemsTotal).toBe(0)
  })

  it("shows one facility's support view, and 404 for an unknown id", async () => {
    const { facility, owner } = await world.ownedFacility()
    const response = await call("GET", `${base}/${facility.id}`, { token: support.jwt })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ id: facility.id, name: facility.name, owner: { id: owner.id, email: owner.email }, members_count: 1, opinions_count: 0 })
    expect((await call("GET", `${base}/2147483000`, { token: support.jwt })).status).toBe(404)
    expect(errorOf(await patch(2147483000, { verified: true })).data.error.msg).toBe("ERROR_FACILITY_NOT_FOUND")
  })

  it("makes a facility premium until a date: its owner's premium tabs open, and close by themselves once the date has passed", async () => {
    const { facility, owner } = await world.ownedFacility()
    await server.query("update facilities set status = 'registered', premium_until = null where id = $1", [facility.id])
    expect(errorOf(await publish(owner, facility.id)).data.error.msg).toBe("ERROR_PREMIUM_REQUIRED")

    const [place] = await server.query<{ lat: number; lng: number }>("select lat, lng from facilities where id = $1", [facility.id])
    const around = { north: place!.lat + 0.001, south: place!.lat - 0.001, west: place!.lng - 0.001, east: place!.lng + 0.001 }
    const premiumsAround = async () => (await searchFacilities(server.baseUrl, around, 17, { accepted_status: ["premium"] })).map((item) => item.id)

    const until = inDays(30)
    expect(await patched(facility.id, { status: "premium", premium_until: until })).toMatchObject({ status: "premium", premium_until: until })
    await expect.poll(premiumsAround).toContain(facility.id)
    expect(await ownedStatus(owner, facility.id)).toBe("premium")
    expect((await publish(owner, facility.id)).status).toBe(201)
    expect((await list(`status=premium&q=${facility.id}`)).itemsTotal).toBe(1)

    // The day after the end date: the reads ask for the status in force, so the tabs close on the
    // day itself, whether or not the sweep has run yet.
    await server.query("update facilities set premium_until = $2 where id = $1", [facility.id, inDays(-1)])
    expect(await ownedStatus(owner, facility.id)).toBe("registered")
    expect(errorOf(await publish(owner, facility.id)).data.error.msg).toBe("ERROR_PREMIUM_REQUIRED")
    expect((await list(`status=registered&q=${facility.id}`)).items).toEqual([
      expect.objectContaining({ id: facility.id, status: "registered", premium_until: inDays(-1) })
    ])
    expect((await list(`status=premium&q=${facility.id}`)).itemsTotal).toBe(0)

    // The sweep writes the basic package into the row, so the result order and the map follow:
    // the map's premium filter no longer finds it. Its end date stays for support to see.
    await expect.poll(premiumsAround).not.toContain(facility.id)
    expect(await server.query("select status, premium_until::text from facilities where id = $1", [facility.id]))
      .toEqual([{ status: "registered", premium_until: inDays(-1) }])

    const entries = await trail(facility.id)
    expect(entries.map((entry) => entry.action)).toEqual(["facility.premium-lapsed", "facility.update"])
    expect(entries[0]).toMatchObject({ actor: null, before: { status: "premium", premium_until: inDays(-1) }, after: { status: "registered" } })
    expect(entries[1]).toMatchObject({
      before: { status: "registered", premium_until: null },
      after: { status: "premium", premium_until: until }
    })
  })

  it("edits the badge, the active flag, the tags and the owner, auditing only what changed", async () => {
    const { facility, owner } = await world.ownedFacility()
    const newOwner = await world.newParent()
    const tags = await server.query<{ id: string }>("select id::text from tags where type = 'specialization' order by id limit 2")
    const [before] = await server.query<{ verified: boolean; active: boolean }>("select verified, active from facilities where id = $1", [facility.id])

    const saved = await patched(facility.id, {
      verified: !before!.verified,
      active: before!.active,
      specialization: tags.map((tag) => tag.id),
      owner_email: newOwner.email
    })
    expect(saved).toMatchObject({ verified: !before!.verified, specialization: tags.map((tag) => tag.id), owner: { id: newOwner.id } })
    // The public profile carries the mark, which the page shows beside the package badge.
    expect((await call("GET", `/api/facility/list/${facility.id}`)).body.verified).toBe(!before!.verified)
    expect(await ownedStatus(owner, facility.id)).toBeUndefined()
    expect(await ownedStatus(newOwner, facility.id)).toBeDefined()
    // The new owner holds what an owner holds (management 2.7), as after an accepted claim: the owner area opens.
    const [membership] = await server.query<{ permissions: Array<string> }>(
      "select permissions from facility_members where facility_id = $1 and account_id = $2", [facility.id, newOwner.id])
    expect(membership!.permissions).toEqual([...ownerPermissions])

    const [entry] = await trail(facility.id)
    expect(entry).toMatchObject({ action: "facility.update", account_id: newOwner.id })
    expect(entry!.before).toMatchObject({ verified: before!.verified, owner: owner.email })
    expect(entry!.after).toMatchObject({ verified: !before!.verified, owner: newOwner.email })
    // The active flag was sent unchanged: not in the trail.
    expect(Object.keys(entry!.after as object)).not.toContain("active")

    // Nothing changed: nothing written.
    await patched(facility.id, { verified: !before!.verified })
    expect(await trail(facility.id)).toHaveLength(1)
  })

  it("refuses bad input with the catalogue's 400, by field, and changes nothing", async () => {
    const facility = await world.quietFacility()
    const expectFields = async (body: Record<string, unknown>, fields: Record<string, Array<string>>) => {
      const response = await patch(facility.id, body)
      expect(response.status, JSON.stringify(response.body)).toBe(400)
      expect(errorOf(response).data.error.schema).toMatchObject(fields)
    }
    await expectFields({ status: "premium" }, { premium_until: ["PREMIUM_UNTIL_REQUIRED"] })
    await expectFields({ status: "premium", premium_until: inDays(-1) }, { premium_until: ["PREMIUM_UNTIL_PAST"] })
    await expectFields({ status: "registered", premium_until: inDays(5) }, { premium_until: ["FIELD_INVALID"] })
    await expectFields({ status: "gold" }, { status: expect.any(Array) })
    await expectFields({ specialization: ["00000000-0000-4000-8000-000000000000"] }, { specialization: ["FIELD_INVALID"] })
    await expectFields({ owner_email: "nikt.taki@example.pl" }, { owner_email: ["OWNER_ACCOUNT_NOT_FOUND"] })
    await expectFields({ owner_email: "not-an-email" }, { owner_email: ["EMAIL_INVALID"] })
    expect((await call("GET", `${base}?status=gold`, { token: support.jwt })).status).toBe(400)
    expect((await call("GET", `${base}?page=0`, { token: support.jwt })).status).toBe(400)
    expect(await trail(facility.id)).toEqual([])
  })

  it("tells what deleting removes, then deletes the facility with all of it in one audited step", async () => {
    const { facility, owner } = await world.ownedFacility()
    await world.published(support, facility.id)
    // Its files (support may add them to any facility): a logo, a description image named in the description, a gallery photo.
    const jpeg = new Uint8Array(await sharp({ create: { width: 900, height: 600, channels: 3, background: "#3a7d44" } }).jpeg().toBuffer())
    const uploadedUrl = async (path: string) => {
      const response = await call("POST", `/api/facility/list/${facility.id}/${path}`, { token: support.jwt, form: fileForm(jpeg, "ogrod.jpg", "image/jpeg") })
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      return response.body
    }
    const logo = (await uploadedUrl("logo")).avatar as string
    const image = (await uploadedUrl("description/images")).url as string
    const photos = (await uploadedUrl("gallery")) as ReadonlyArray<{ url: string; thumb_url: string }>
    const description = `<p>Ogród</p><p><img src="${image}" alt="ogród"></p>`
    expect((await call("PATCH", `/api/facility/list/${facility.id}`, { token: support.jwt, body: { description } })).status).toBe(200)
    const files = [logo, image, photos.at(-1)!.url]
    const served = async (url: string) => (await fetch(`${server.baseUrl}${url}`)).status
    for (const url of files) expect(await served(url), url).toBe(200)

    const counts = await call("GET", `${base}/${facility.id}/deletion`, { token: support.jwt })
    expect(counts.status).toBe(200)
    expect(counts.body).toMatchObject({ id: facility.id, name: facility.name, opinions: 1, members: 1, questions: 0, publications: 0 })

    expect((await call("DELETE", `${base}/${facility.id}`, { token: support.jwt })).status).toBe(204)
    expect((await call("GET", `${base}/${facility.id}`, { token: support.jwt })).status).toBe(404)
    expect(await server.query("select 1 from opinions where facility_id = $1", [facility.id])).toEqual([])
    expect(await server.query("select 1 from facility_members where facility_id = $1", [facility.id])).toEqual([])
    expect(await ownedStatus(owner, facility.id)).toBeUndefined()
    // Its files went with it.
    for (const url of files) expect(await served(url), url).toBe(404)
    const [entry] = await trail(facility.id)
    expect(entry).toMatchObject({ action: "facility.delete", before: { name: facility.name, slug: facility.slug, opinions: 1, members: 1 }, after: null })
    expect((await call("DELETE", `${base}/${facility.id}`, { token: support.jwt })).status).toBe(404)
  })

  it("is support's alone: an owner may not change their own package", async () => {
    const { facility, owner } = await world.ownedFacility()
    expect((await patch(facility.id, { status: "premium", premium_until: inDays(30) }, owner)).status).toBe(403)
    expect((await call("GET", base, { token: owner.jwt })).status).toBe(403)
    expect((await call("GET", base)).status).toBe(401)
  })
})
