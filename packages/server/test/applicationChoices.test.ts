import { describe, expect, it } from "vitest"
import { opinionWorld, type Person } from "./support/opinions"
import { manySignups, serverForTests } from "./support/testServer"

const server = serverForTests(() => ({ facilities: 600, config: manySignups }))
const world = opinionWorld(() => server)
const { call } = world

const birthDate = () => {
  const date = new Date()
  date.setUTCFullYear(date.getUTCFullYear() - 3)
  return date.toISOString().slice(0, 10)
}

const form = (choice: Record<string, unknown>) => ({
  ...choice,
  parent_name: "Joanna",
  parent_surname: "Zielińska",
  parent_phone: "+48 600 100 200",
  address: "ul. Długa 5/3, 31-147 Kraków",
  child_name: "Zosia",
  child_surname: "Zielińska",
  child_birth_date: birthDate()
})

const applyTo = (parent: Person, facilityIds: ReadonlyArray<number>) =>
  call("POST", "/api/v1/application", { token: parent.jwt, body: form({ facility_ids: facilityIds }) })

type Copy = { id: number; facility_id: number; status: string; choice?: { group_id: string; priority: number } }

describe("one application form sent to several facilities (issue 20)", () => {
  it("makes one copy per facility; each facility sees only its own, with no trace of the others or the order", async () => {
    const owned = [await world.ownedFacility(), await world.ownedFacility(), await world.ownedFacility()]
    // The parent's order: the third facility first.
    const order = [owned[2]!, owned[0]!, owned[1]!]
    const parent = await world.newParent()
    const sent = await applyTo(parent, order.map(({ facility }) => facility.id))
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({ facility_id: order[0]!.facility.id, status: "new", choice: { priority: 1 } })

    const mine = (await call("GET", "/api/v1/application/mine", { token: parent.jwt })).body as Array<Copy>
    expect(mine.map((copy) => [copy.facility_id, copy.choice?.priority])).toEqual(order.map(({ facility }, index) => [facility.id, index + 1]))
    expect(new Set(mine.map((copy) => copy.choice?.group_id)).size).toBe(1)

    for (const { facility, owner } of owned) {
      const received = await call("GET", `/api/facility/list/${facility.id}/applications`, { token: owner.jwt })
      expect(received.status).toBe(200)
      const copies = received.body as Array<Copy>
      expect(copies).toHaveLength(1)
      expect(copies[0]!.facility_id).toBe(facility.id)
      const text = JSON.stringify(copies)
      expect(text).not.toContain("choice")
      expect(text).not.toContain(mine[0]!.choice!.group_id)
      for (const other of owned.filter((each) => each.facility.id !== facility.id)) {
        expect(text).not.toContain(other.facility.name)
        expect(text).not.toMatch(new RegExp(`"facility_id":${other.facility.id}\\b`))
      }
    }
  })

  it("keeps the single-facility form unchanged, and refuses both forms at once, none, more than 5 or a repeat — sending nothing", async () => {
    const { facility } = await world.ownedFacility()
    const parent = await world.newParent()
    const bad = [
      form({ facility_id: facility.id, facility_ids: [facility.id] }),
      form({}),
      form({ facility_ids: [] }),
      form({ facility_ids: [1, 2, 3, 4, 5, 6] }),
      form({ facility_ids: [facility.id, facility.id] }),
      form({ facility_ids: ["x"] })
    ]
    for (const body of bad) {
      const answer = await call("POST", "/api/v1/application", { token: parent.jwt, body })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ statusCode: 400 })
    }
    // An unknown facility among the choices: 404, and no copy went to the known one.
    expect((await applyTo(parent, [facility.id, 999_999_999])).status).toBe(404)
    expect((await call("GET", "/api/v1/application/mine", { token: parent.jwt })).body).toEqual([])

    const single = await call("POST", "/api/v1/application", { token: parent.jwt, body: form({ facility_id: facility.id }) })
    expect(single.status).toBe(201)
    expect(single.body).not.toHaveProperty("choice")
  })

  it("lets the parent withdraw the other copies once one is accepted; the owner sees the copy withdrawn and can no longer move it", async () => {
    const first = await world.ownedFacility()
    const second = await world.ownedFacility()
    const parent = await world.newParent()
    expect((await applyTo(parent, [first.facility.id, second.facility.id])).status).toBe(201)
    const mine = (await call("GET", "/api/v1/application/mine", { token: parent.jwt })).body as Array<Copy>
    const [firstCopy, secondCopy] = mine as [Copy, Copy]

    const accepted = await call("PATCH", `/api/facility/list/${first.facility.id}/applications/${firstCopy.id}`, {
      token: first.owner.jwt,
      body: { status: "accepted" }
    })
    expect(accepted.status).toBe(200)

    // An accepted copy is the facility's decision: not the parent's to withdraw.
    expect((await call("POST", `/api/v1/application/${firstCopy.id}/withdraw`, { token: parent.jwt })).status).toBe(400)
    // Someone else's copy is not found, and stays as it was.
    const stranger = await world.newParent()
    expect((await call("POST", `/api/v1/application/${secondCopy.id}/withdraw`, { token: stranger.jwt })).status).toBe(404)

    const withdrawn = await call("POST", `/api/v1/application/${secondCopy.id}/withdraw`, { token: parent.jwt })
    expect(withdrawn.status).toBe(200)
    expect(withdrawn.body).toMatchObject({ id: secondCopy.id, status: "withdrawn", choice: { priority: 2 } })

    const received = (await call("GET", `/api/facility/list/${second.facility.id}/applications`, { token: second.owner.jwt })).body as Array<Copy>
    expect(received.map((copy) => copy.status)).toEqual(["withdrawn"])
    const moved = await call("PATCH", `/api/facility/list/${second.facility.id}/applications/${secondCopy.id}`, {
      token: second.owner.jwt,
      body: { status: "accepted" }
    })
    expect(moved.status).toBe(400)
  })
})
