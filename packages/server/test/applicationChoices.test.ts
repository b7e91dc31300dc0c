import { describe, expect, it } from "vitest"
import { opinionWorld, type Person } from "./support/opinions"
import { manySignups, serverForTests } from "./support/testServer"

const server = serverForTests(() => ({ facilities: 600, config: manySignups }))
const world = opinionWorld(() => server)
const { call } = world

/** A child of three and a half: within 0–7 years whatever today is, in the "3" age group. */
const threeAndHalf = () => {
  const date = new Date()
  date.setUTCMonth(date.getUTCMonth() - 42)
  return date.toISOString().slice(0, 10)
}

const form = (childName: string) => ({
  parent_name: "Joanna",
  parent_surname: "Zielińska",
  parent_phone: "+48 600 100 200",
  address: "ul. Długa 5/3, 31-147 Kraków",
  child_name: childName,
  child_surname: "Zielińska",
  child_birth_date: threeAndHalf()
})

const applyTo = (person: Person, facilityIds: ReadonlyArray<number>, childName = "Zosia") =>
  call("POST", "/api/v1/application", { token: person.jwt, body: { facility_ids: facilityIds, ...form(childName) } })

const received = (owner: Person, facilityId: number) =>
  call("GET", `/api/facility/list/${facilityId}/applications`, { token: owner.jwt })

const setStatus = (owner: Person, facilityId: number, applicationId: number, status: string) =>
  call("PATCH", `/api/facility/list/${facilityId}/applications/${applicationId}`, { token: owner.jwt, body: { status } })

const mine = async (parent: Person) => (await call("GET", "/api/v1/application/mine", { token: parent.jwt })).body

const countApplications = async () => Number((await server.query<{ n: string }>("select count(*) as n from applications"))[0]!.n)

describe("one application to several facilities (issue 20)", () => {
  it("sends a copy to each facility, keeping the parent's priority order on the parent's side only", async () => {
    const owned = [await world.ownedFacility(), await world.ownedFacility(), await world.ownedFacility()]
    const parent = await world.newParent()
    const order = [owned[2]!, owned[0]!, owned[1]!]

    const sent = await applyTo(parent, order.map(({ facility }) => facility.id))
    expect(sent.status).toBe(201)
    expect(sent.body.applications.map((copy: { facility_id: number; priority: number }) => [copy.facility_id, copy.priority]))
      .toEqual(order.map(({ facility }, index) => [facility.id, index + 1]))
    expect(new Set(sent.body.applications.map((copy: { group_id: number }) => copy.group_id))).toEqual(new Set([sent.body.group_id]))

    // The parent sees every status in one place, in priority order.
    expect((await mine(parent)).map((copy: { facility_id: number }) => copy.facility_id)).toEqual(order.map(({ facility }) => facility.id))

    // Each owner reads their own copy alone: no other facility, no order, no submission.
    for (const { facility, owner } of owned) {
      const list = await received(owner, facility.id)
      expect(list.status).toBe(200)
      expect(list.body).toHaveLength(1)
      const text = JSON.stringify(list.body)
      for (const other of owned.filter((candidate) => candidate.facility.id !== facility.id)) {
        expect(text).not.toContain(`"${String(other.facility.slug)}"`)
        expect(list.body.some((copy: { facility_id: number }) => copy.facility_id === other.facility.id)).toBe(false)
      }
      expect(Object.keys(list.body[0])).not.toEqual(expect.arrayContaining(["group_id"]))
      expect(Object.keys(list.body[0]).some((key) => /group|priority|choice|waiting/.test(key))).toBe(false)
    }
  })

  it("takes 1 to 5 different facilities, exactly one of facility_id and facility_ids, and changes nothing otherwise", async () => {
    const parent = await world.newParent()
    const ids: Array<number> = []
    // One after the other: each is handed out once.
    for (let count = 0; count < 6; count++) ids.push((await world.quietFacility()).id)
    const before = await countApplications()

    const cases: ReadonlyArray<[Record<string, unknown>, string, string]> = [
      [{ facility_ids: [] }, "facility_ids", "APPLICATION_CHOICES_MISSING"],
      [{ facility_ids: ids }, "facility_ids", "APPLICATION_CHOICES_TOO_MANY"],
      [{ facility_ids: [ids[0], ids[0]] }, "facility_ids", "APPLICATION_CHOICES_REPEATED"],
      [{ facility_ids: [ids[0]], facility_id: ids[1] }, "facility_ids", "APPLICATION_FACILITY_ONE_OF"],
      [{}, "facility_ids", "APPLICATION_FACILITY_ONE_OF"]
    ]
    for (const [choice, field, message] of cases) {
      const answer = await call("POST", "/api/v1/application", { token: parent.jwt, body: { ...form("Zosia"), ...choice } })
      expect(answer.status).toBe(400)
      expect(answer.body.data.error.msg).toBe("ERROR_BAD_REQUEST")
      expect(answer.body.data.error.schema[field]).toContain(message)
    }
    // An unknown facility among the choices: 404, and no copy to the others.
    const unknown = await applyTo(parent, [ids[0]!, 999_999_999])
    expect(unknown.status).toBe(404)
    expect(await countApplications()).toBe(before)

    const five = await applyTo(parent, ids.slice(0, 5))
    expect(five.body).toMatchObject({ group_id: expect.any(Number) })
    expect(five.status).toBe(201)
    expect(await countApplications()).toBe(before + 5)
  })

  it("lets the parent withdraw the other copies once one facility accepts; their owners see them withdrawn", async () => {
    const owned = [await world.ownedFacility(), await world.ownedFacility(), await world.ownedFacility()]
    const parent = await world.newParent()
    const sent = await applyTo(parent, owned.map(({ facility }) => facility.id))
    const copies: ReadonlyArray<{ id: number; facility_id: number }> = sent.body.applications

    expect((await setStatus(owned[1]!.owner, owned[1]!.facility.id, copies[1]!.id, "accepted")).status).toBe(200)
    // Another parent, an owner: not theirs to withdraw.
    const stranger = await world.newParent()
    expect((await call("POST", `/api/v1/application/${copies[1]!.id}/withdraw`, { token: stranger.jwt, body: { scope: "others" } })).status).toBe(403)
    expect((await call("POST", `/api/v1/application/${copies[0]!.id}/withdraw`, { token: owned[0]!.owner.jwt, body: { scope: "this" } })).status).toBe(403)
    expect((await call("POST", "/api/v1/application/999999999/withdraw", { token: parent.jwt, body: { scope: "this" } })).status).toBe(404)

    const withdrawn = await call("POST", `/api/v1/application/${copies[1]!.id}/withdraw`, { token: parent.jwt, body: { scope: "others" } })
    expect(withdrawn.status).toBe(200)
    expect(withdrawn.body.map((copy: { status: string }) => copy.status)).toEqual(["withdrawn", "accepted", "withdrawn"])
    for (const index of [0, 2]) {
      const { facility, owner } = owned[index]!
      expect((await received(owner, facility.id)).body[0].status).toBe("withdrawn")
      // A withdrawn application is the parent's last word: the facility cannot move it.
      expect((await setStatus(owner, facility.id, copies[index]!.id, "accepted")).status).toBe(400)
    }
    expect((await received(owned[1]!.owner, owned[1]!.facility.id)).body[0].status).toBe("accepted")
  })

  it("shows the parent's waiting-list position for the child's age group, moving up as the facility decides", async () => {
    const { facility, owner } = await world.ownedFacility()
    const parents = [await world.newParent(), await world.newParent(), await world.newParent()]
    const copies: Array<number> = []
    for (const [index, parent] of parents.entries()) {
      const sent = await applyTo(parent, [facility.id], ["Ala", "Ola", "Ela"][index])
      copies.push(sent.body.applications[0].id)
    }
    for (const id of copies) expect((await setStatus(owner, facility.id, id, "waiting_list")).status).toBe(200)

    const positions = async () => Promise.all(parents.map(async (parent) => {
      const [copy] = await mine(parent)
      return [copy.status, copy.waiting_age_group, copy.waiting_position]
    }))
    expect(await positions()).toEqual([["waiting_list", "3", 1], ["waiting_list", "3", 2], ["waiting_list", "3", 3]])

    // The first on the list gets a place: the others move up.
    await setStatus(owner, facility.id, copies[0]!, "accepted")
    expect(await positions()).toEqual([["accepted", null, null], ["waiting_list", "3", 1], ["waiting_list", "3", 2]])
  })
})
