import type { FacilityStatus } from "@pociecha/core"
import { describe, expect, it } from "vitest"
import { errorOf } from "./support/http"
import { opinionWorld, type Person } from "./support/opinions"
import { staffedFacilities } from "./support/staffedFacility"
import { manySignups, serverForTests } from "./support/testServer"

const server = serverForTests(() => ({ facilities: 300, config: manySignups }))
const world = opinionWorld(() => server)
const support = world.demoForTests("support")
const staff = staffedFacilities(() => server, world)
const { call } = world

const patch = (person: Person, id: number, body: unknown, type?: "features") =>
  call("PATCH", `/api/facility/list/${id}${type === undefined ? "" : `?type=${type}`}`, { token: person.jwt, body })
const limitsOf = async (person: Person, id: number) => (await call("GET", `/api/facility/list/${id}/manage`, { token: person.jwt })).body.limits
const amenities = async (count: number) =>
  (await server.query<{ id: string }>("select id::text from tags where type = 'features' order by key limit $1", [count])).map((row) => row.id)

describe("GET v1/user-limit", () => {
  it("lists the per-status values of management 9: the basic package for unknown and verified facilities, premium's for premium", async () => {
    const response = await call("GET", "/api/v1/user-limit")
    expect(response.status).toBe(200)
    const byKey = Object.fromEntries((response.body as Array<{ key: string }>).map(({ key, ...rest }) => [key, rest]))
    expect(byKey).toMatchObject({
      gallery_photos: { type: "limit", value_free: 3, value_registered: 3, value_premium: 100 },
      amenities: { type: "limit", value_free: 5, value_registered: 5, value_premium: 100 },
      amenities_edits_per_month: { type: "limit", value_free: 1, value_registered: 1, value_premium: 100 },
      messages: { type: "limit", value_free: 10, value_registered: 10, value_premium: 100_000 },
      recruitment_description: { type: "boolean", value_free: 0, value_registered: 0, value_premium: 1 },
      description_chars: { type: "limit", value_free: 1500 }
    })
    for (const limit of response.body) expect(limit.id).toEqual(expect.any(Number))
  })
})

describe("the limits in force for a facility", () => {
  it("follow its status, which support alone moves; support itself is bound by none (100000)", async () => {
    const { facility, owner } = await staff.ownedFacility("registered")
    expect(await limitsOf(owner, facility.id)).toMatchObject({ gallery_photos: 3, amenities: 5, amenities_edits_per_month: 1, recruitment_description: 0 })
    expect(await limitsOf(support, facility.id)).toMatchObject({ gallery_photos: 100_000, amenities: 100_000, recruitment_description: 100_000 })

    const refused = await call("PATCH", `/api/v1/support/facility/${facility.id}/status`, { token: owner.jwt, body: { status: "premium" } })
    expect(refused.status).toBe(403)
    const badStatus = await call("PATCH", `/api/v1/support/facility/${facility.id}/status`, { token: support.jwt, body: { status: "gold" } })
    expect(badStatus.status).toBe(400)
    const moved = await call("PATCH", `/api/v1/support/facility/${facility.id}/status`, { token: support.jwt, body: { status: "premium" } })
    expect(moved.status).toBe(200)
    expect(moved.body.status).toBe("premium")
    expect(await limitsOf(owner, facility.id)).toMatchObject({ gallery_photos: 100, amenities: 100, recruitment_description: 1 })
  })
})

describe("the server enforces them on every limited write, whatever the UI shows", () => {
  const cases: ReadonlyArray<[FacilityStatus, { amenities: number; descriptionChars: number; recruitmentText: boolean }]> = [
    ["unknown", { amenities: 5, descriptionChars: 1500, recruitmentText: false }],
    ["registered", { amenities: 5, descriptionChars: 5000, recruitmentText: false }],
    ["premium", { amenities: 100, descriptionChars: 20_000, recruitmentText: true }]
  ]

  it.each(cases)("a %s facility: amenities, the description's length, recruitment text", async (status, expected) => {
    const { facility, owner } = await staff.ownedFacility(status)
    const limits = await limitsOf(owner, facility.id)
    expect(limits).toMatchObject({ amenities: expected.amenities, description_chars: expected.descriptionChars })

    const available = await amenities(expected.amenities + 1)
    if (available.length > expected.amenities) {
      const tooMany = await patch(owner, facility.id, { features: available }, "features")
      expect(errorOf(tooMany).data.error.schema).toEqual({ features: ["TOO_MANY_AMENITIES"] })
    }
    expect((await patch(owner, facility.id, { features: available.slice(0, expected.amenities) }, "features")).status).toBe(200)

    const tooLong = await patch(owner, facility.id, { description: `<p>${"x".repeat(expected.descriptionChars)}</p>` })
    expect(errorOf(tooLong).data.error.schema).toEqual({ description: ["TEXT_TOO_LONG"] })
    expect((await patch(owner, facility.id, { description: `<p>${"x".repeat(expected.descriptionChars - 7)}</p>` })).status).toBe(200)

    const text = await patch(owner, facility.id, { recruitment_description: "Zapisy od marca." })
    expect(text.status).toBe(expected.recruitmentText ? 200 : 400)
    if (!expected.recruitmentText) expect(errorOf(text).data.error.schema).toEqual({ recruitment_description: ["FEATURE_NOT_IN_PACKAGE"] })
    // Clearing the text is always allowed.
    expect((await patch(owner, facility.id, { recruitment_description: null })).status).toBe(200)
  })
})
