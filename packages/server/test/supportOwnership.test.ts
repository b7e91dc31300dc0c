import { describe, expect, it } from "vitest"
import { demoAccount, demoFacility } from "../src/db/seed/demoAccounts"
import { errorOf } from "./support/http"
import { opinionWorld } from "./support/opinions"
import { manySignups, serverForTests } from "./support/testServer"

// Support's ownership view (issue 18): who owns and moderates which facility, and waiting claims.

const server = serverForTests(() => ({ facilities: 20, config: manySignups }))
const world = opinionWorld(() => server)
const support = world.demoForTests("support")
const { call } = world

interface Ownership {
  readonly facility_id: number
  readonly facility_name: string
  readonly owner: { id: string; email: string } | null
  readonly moderators: ReadonlyArray<{ email: string; role: string; permissions: ReadonlyArray<string> }>
  readonly pending_claims: ReadonlyArray<{ id: number; email: string; sent: number }>
}

const view = async (query: string) => {
  const answer = await call("GET", `/api/v1/support/ownership?${query}`, { token: support.jwt })
  expect(answer.status).toBe(200)
  return answer.body as { items: ReadonlyArray<Ownership>; itemsTotal: number; nextPage: number | null }
}

const demoFacilityId = async () => {
  const [row] = await server.query<{ id: number }>("select id from facilities where slug = $1", [demoFacility.slug])
  return row!.id
}

describe("GET v1/support/ownership", () => {
  it("shows the demo facility's owner, found by the owner's address, the facility's id or a part of its name", async () => {
    const id = await demoFacilityId()
    const byOwner = await view(`q=${encodeURIComponent(demoAccount("owner").email.toUpperCase())}`)
    const row = byOwner.items.find((item) => item.facility_id === id)
    expect(row).toMatchObject({ facility_name: demoFacility.name, owner: { email: demoAccount("owner").email } })
    expect((await view(`q=${id}`)).items.map((item) => item.facility_id)).toEqual([id])
    expect((await view("q=pOCIECHA")).items.map((item) => item.facility_id)).toContain(id)
  })

  it("lists a moderating teacher with their permission types, and a waiting claim", async () => {
    const id = await demoFacilityId()
    const teacher = await world.newParent()
    const claimant = await world.newParent()
    await server.query(
      "insert into facility_members (facility_id, account_id, role, permissions, status) values ($1, $2, 'teacher', '{facility-data/write}', 'accepted')",
      [id, teacher.id]
    )
    await server.query(
      `insert into shadow_facilities (account_id, kind, facility_id, town_id, data)
       select $1, 'claim', f.id, f.town_id, '{}'::jsonb from facilities f where f.id = $2`,
      [claimant.id, id]
    )
    const [row] = (await view(`q=${encodeURIComponent(teacher.email)}`)).items
    expect(row!.facility_id).toBe(id)
    expect(row!.moderators).toContainEqual(expect.objectContaining({ email: teacher.email, role: "teacher", permissions: ["facility-data/write"] }))
    expect(row!.pending_claims).toEqual([expect.objectContaining({ email: claimant.email })])
    expect((await view(`q=${encodeURIComponent(claimant.email)}`)).items.map((item) => item.facility_id)).toEqual([id])
  })

  it("finds nothing for an address that runs nothing, and pages the whole list", async () => {
    expect((await view("q=nikt%40example.pl")).itemsTotal).toBe(0)
    const all = await view("page=1")
    expect(all.itemsTotal).toBeGreaterThan(0)
    expect(all.items.length).toBe(Math.min(all.itemsTotal, 25))
  })

  it("refuses a bad page with the catalogue's 400, and anyone but support", async () => {
    const bad = await call("GET", "/api/v1/support/ownership?page=zero", { token: support.jwt })
    expect(bad.status).toBe(400)
    expect(errorOf(bad).data.error.schema).toHaveProperty("page")
    const parent = await world.newParent()
    expect((await call("GET", "/api/v1/support/ownership", { token: parent.jwt })).status).toBe(403)
    expect((await call("GET", "/api/v1/support/ownership")).status).toBe(401)
  })
})
