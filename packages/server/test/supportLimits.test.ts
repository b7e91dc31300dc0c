import type { UserLimitRecord, UserLimitStat } from "@pociecha/core"
import { Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { errorOf } from "./support/http"
import { opinionWorld, type Person } from "./support/opinions"
import { startSharedDatabase } from "./support/sharedDatabase"
import { staffedFacilities } from "./support/staffedFacility"
import { manySignups, startTestServer, type TestServer } from "./support/testServer"

// Two instances of one deployment on one database: a limit support changes through one binds
// the writes the other takes at once.
let database: Awaited<ReturnType<typeof startSharedDatabase>>
let first: TestServer
let second: TestServer
beforeAll(async () => {
  database = await startSharedDatabase()
  const config = { ...manySignups, jwtSecret: Redacted.make(crypto.randomUUID() + crypto.randomUUID()) }
  first = await startTestServer({ facilities: 500, database: database.target, config })
  second = await startTestServer({ facilities: 500, database: database.target, config })
})
afterAll(async () => {
  await Promise.all([first.close(), second.close()])
  await database.close()
})

const onFirst = opinionWorld(() => first)
const onSecond = opinionWorld(() => second)
const staffed = staffedFacilities(() => first, onFirst)
const support = onFirst.demoForTests("support")

const limitsOn = async (world: typeof onFirst): Promise<ReadonlyArray<UserLimitRecord>> => (await world.call("GET", "/api/v1/user-limit")).body
const limitId = async (key: string) => (await limitsOn(onFirst)).find((limit) => limit.key === key)!.id
const setLimit = (world: typeof onFirst, id: number, body: Record<string, unknown>, person: Person = support) =>
  world.call("PATCH", `/api/v1/user-limit/list/${id}`, { token: person.jwt, body })

const newSite = async (world: typeof onFirst, owner: Person, facilityId: number) => {
  const [template] = (await world.call("GET", "/api/v1/page-templates")).body as ReadonlyArray<{ id: number }>
  return world.call("POST", `/api/v1/web-pages/${facilityId}`, {
    token: owner.jwt,
    body: { template_id: template!.id, name: `limity-${crypto.randomUUID().slice(0, 8)}` }
  })
}

describe("support edits a limit's values", () => {
  it("and the next write over it is refused on every instance at once", async () => {
    const { facility, owner } = await staffed.ownedFacility("premium")
    const id = await limitId("web_pages")
    const changed = await setLimit(onFirst, id, { value_premium: 0 })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body).toMatchObject({ id, key: "web_pages", value_premium: 0 })
    // Read back through the other instance, and enforced there.
    expect((await limitsOn(onSecond)).find((limit) => limit.id === id)).toMatchObject({ value_premium: 0 })
    const refused = await newSite(onSecond, owner, facility.id)
    expect(refused.status).toBe(403)
    expect(errorOf(refused).data.error.msg).toBe("ERROR_ACTION_LIMIT_MET")

    // Raised again through the second: the first takes the site.
    expect((await setLimit(onSecond, id, { value_premium: 1 })).status).toBe(200)
    expect((await newSite(onFirst, owner, facility.id)).status).toBe(201)
  })

  it("keeps the change in the audit trail: the values before and after", async () => {
    const id = await limitId("amenities")
    const before = (await limitsOn(onFirst)).find((limit) => limit.id === id)!
    expect((await setLimit(onFirst, id, { value_free: before.value_free + 1, value_premium: before.value_premium })).status).toBe(200)
    const trail = await onFirst.call("GET", `/api/v1/support/audit?account=${support.id}`, { token: support.jwt })
    expect(trail.body.items[0]).toMatchObject({
      action: "limit.update",
      before: { key: "amenities", value_free: before.value_free, value_premium: before.value_premium },
      after: { key: "amenities", value_free: before.value_free + 1, value_premium: before.value_premium }
    })
  })

  it("refuses values out of range, a switch set to anything but 0 or 1, and an unknown limit", async () => {
    const amenities = await limitId("amenities")
    expect(errorOf(await setLimit(onFirst, amenities, { value_free: -1 })).data.error.schema).toEqual({ value_free: ["FIELD_INVALID"] })
    expect((await setLimit(onFirst, amenities, { value_free: 1.5 })).status).toBe(400)
    const recruitment = await limitId("recruitment_description")
    expect(errorOf(await setLimit(onFirst, recruitment, { value_premium: 2 })).data.error.schema).toEqual({ value_premium: ["FIELD_INVALID"] })
    expect((await setLimit(onFirst, recruitment, { value_premium: 1 })).status).toBe(200)
    expect((await setLimit(onFirst, 2_000_000, { value_free: 1 })).status).toBe(404)
  })

  it("is support's alone", async () => {
    const { owner } = await staffed.ownedFacility("premium")
    const refused = await setLimit(onFirst, await limitId("amenities"), { value_premium: 100_000 }, owner)
    expect(refused.status).toBe(403)
  })
})

describe("the limit statistics", () => {
  const stats = async (): Promise<ReadonlyArray<UserLimitStat>> => {
    const response = await onFirst.call("GET", "/api/v1/user-limit/stats", { token: support.jwt })
    expect(response.status).toBe(200)
    return response.body
  }
  const of = (all: ReadonlyArray<UserLimitStat>, key: string, status: string) =>
    all.find((stat) => stat.key === key)!.statuses.find((row) => row.status === status)!

  it("count, per status, the facilities at a limit and those near it, from what each limit counts", async () => {
    const before = await stats()
    // A free facility with as many photos as its package allows (3), one with 4 of 5 amenities.
    const atPhotos = await onFirst.quietFacility()
    await first.query("update facilities set status = 'unknown' where id = $1", [atPhotos.id])
    const photos = of(before, "gallery_photos", "unknown").limit
    for (let i = 0; i < photos; i++) {
      await first.query("insert into facility_photos (facility_id, url, sort_order) values ($1, $2, $3)", [atPhotos.id, `/p/${i}.jpg`, i])
    }
    const nearAmenities = await onFirst.quietFacility()
    const amenities = of(before, "amenities", "registered").limit
    const features = Array.from({ length: Math.ceil(amenities * 0.8) }, () => crypto.randomUUID())
    await first.query("update facilities set status = 'registered', features = $2::uuid[] where id = $1", [nearAmenities.id, features])

    const after = await stats()
    expect(of(after, "gallery_photos", "unknown").at_limit).toBe(of(before, "gallery_photos", "unknown").at_limit + 1)
    expect(of(after, "amenities", "registered").near_limit).toBe(of(before, "amenities", "registered").near_limit + 1)
    expect(of(after, "amenities", "registered").at_limit).toBe(of(before, "amenities", "registered").at_limit)
    // A switch counts nothing a facility holds.
    expect(after.find((stat) => stat.key === "recruitment_description")).toMatchObject({ counted: false, statuses: [] })
  })

  it("are support's alone", async () => {
    const parent = await onFirst.newParent()
    expect((await onFirst.call("GET", "/api/v1/user-limit/stats", { token: parent.jwt })).status).toBe(403)
    expect((await onFirst.call("GET", "/api/v1/user-limit/stats")).status).toBe(401)
  })
})
