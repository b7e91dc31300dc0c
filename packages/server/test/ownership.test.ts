import { ownerPermissions, permissionNames } from "@pociecha/core"
import { describe, expect, it } from "vitest"
import { STRONG_PASSWORD } from "./support/accounts"
import { errorOf } from "./support/http"
import { opinionWorld, type Person } from "./support/opinions"
import { staffedFacilities } from "./support/staffedFacility"
import { manySignups, serverForTests } from "./support/testServer"

const server = serverForTests(() => ({ facilities: 600, config: manySignups }))
const world = opinionWorld(() => server)
const staffed = staffedFacilities(() => server, world)
const { call, mailTo } = world

const transfer = (person: Person, facilityRef: number | string, accountId: string, password = STRONG_PASSWORD) =>
  call("POST", `/api/facility/list/${facilityRef}/ownership/transfer`, { token: person.jwt, body: { account_id: accountId, password } })
const userOf = async (person: Person) => (await call("GET", `/api/v1/account/account/${person.id}`, { token: person.jwt })).body
const rolesIn = async (facilityId: number) =>
  Object.fromEntries((await server.query<{ account_id: string; role: string; permissions: Array<string> }>(
    "select account_id::text as account_id, role, permissions from facility_members where facility_id = $1", [facilityId]
  )).map((row) => [row.account_id, { role: row.role, permissions: row.permissions }]))
const ownerOf = async (facilityId: number) =>
  (await server.query<{ account_id: string; owner: string }>(
    "select account_id::text as account_id, facility_owner_account_id::text as owner from facilities where id = $1", [facilityId]
  ))[0]

describe("passing a facility to a teacher", () => {
  it("asks for the owner's password: a wrong one changes nothing", async () => {
    const { facility, owner } = await staffed.ownedFacility()
    const teacher = await staffed.teacher(facility.id)
    const before = await rolesIn(facility.id)

    const wrong = await transfer(owner, facility.id, teacher.id, "Nie-to-haslo-2026")
    expect(wrong.status).toBe(401)
    expect(errorOf(wrong).data.error).toMatchObject({ msg: "ERROR_BAD_PASSWORD", schema: { password: ["ERROR_BAD_PASSWORD"] } })
    expect(await rolesIn(facility.id)).toEqual(before)
    expect(await ownerOf(facility.id)).toEqual({ account_id: owner.id, owner: owner.id })
    expect((await mailTo(teacher.email)).map((mail) => mail.subject)).not.toContain(`Jesteś teraz właścicielem placówki „${facility.name}”`)
  })

  it("with the right password makes the teacher the owner and the owner a teacher, for good; both are told", async () => {
    const { facility, owner } = await staffed.ownedFacility()
    const teacher = await staffed.teacher(facility.id, true)
    const parent = await staffed.parent(facility.id)

    const done = await transfer(owner, facility.slug!, teacher.id)
    expect(done.status).toBe(200)
    // The answer is the former owner as they now are: a teacher there, running nothing.
    expect(done.body).toMatchObject({ id: owner.id, perms: { [String(facility.id)]: [] }, facilities: [] })
    expect(await rolesIn(facility.id)).toEqual({
      [teacher.id]: { role: "OWNER", permissions: [...ownerPermissions] },
      [owner.id]: { role: "teacher", permissions: [] },
      [parent.id]: { role: "parent", permissions: [] }
    })
    expect(await ownerOf(facility.id)).toEqual({ account_id: teacher.id, owner: teacher.id })
    const heir = await userOf(teacher)
    expect(heir.perms).toEqual({ [String(facility.id)]: [...ownerPermissions] })
    expect(heir.facilities).toEqual([expect.objectContaining({ id: facility.id, name: facility.name })])
    expect((await userOf(owner)).perms).toEqual({ [String(facility.id)]: [] })

    const [received] = await mailTo(teacher.email)
    expect(received!.subject).toBe(`Jesteś teraz właścicielem placówki „${facility.name}”`)
    expect(received!.text).toContain(`/user_facility/${facility.slug}`)
    const [passed] = await mailTo(owner.email)
    expect(passed!.subject).toBe(`Przekazano własność placówki „${facility.name}”`)
    expect(passed!.text).toContain("Joanna Zielińska")

    // The former owner runs nothing any more; the new one does.
    const members = `/api/facility/list/${facility.id}/members`
    expect((await call("GET", members, { token: owner.jwt })).status).toBe(403)
    expect((await call("GET", members, { token: teacher.jwt })).status).toBe(200)
    expect((await transfer(owner, facility.id, teacher.id)).status).toBe(403)
    // Irreversible but not a dead end: the new owner may pass it on again, here back.
    expect((await transfer(teacher, facility.id, owner.id)).status).toBe(200)
    expect((await rolesIn(facility.id))[owner.id]).toEqual({ role: "OWNER", permissions: [...ownerPermissions] })
  })

  it("goes only from the OWNER to an accepted teacher of the facility", async () => {
    const { facility, owner } = await staffed.ownedFacility()
    const other = await staffed.ownedFacility()
    const parent = await staffed.parent(facility.id)
    const teacher = await staffed.teacher(facility.id)
    const waitingTeacher = await world.newParent()
    await server.query("insert into facility_members (facility_id, account_id, role, status) values ($1, $2, 'teacher', 'pending')", [
      facility.id,
      waitingTeacher.id
    ])
    const admin = await world.newParent()
    await staffed.member(admin, facility.id, "ADMIN", [permissionNames.FACILITY_OWNERSHIP_WRITE])
    const outsider = await world.newParent()

    for (const heir of [parent, waitingTeacher, outsider, owner, other.owner]) {
      const refused = await transfer(owner, facility.id, heir.id)
      expect(refused.status, heir.email).toBe(400)
      expect(errorOf(refused).data.error.schema).toEqual({ account_id: ["FIELD_INVALID"] })
    }
    const support = await world.demo("support")
    for (const caller of [admin, teacher, parent, other.owner, support]) {
      const refused = await transfer(caller, facility.id, teacher.id)
      expect(refused.status).toBe(403)
      expect(errorOf(refused).data.error.msg).toBe("ERROR_INSUFFICIENT_PERMISSIONS")
    }
    expect((await transfer(owner, "no-such-facility", teacher.id)).status).toBe(404)
    expect((await rolesIn(facility.id))[owner.id]!.role).toBe("OWNER")
  })

  it("counts wrong passwords as failed logins: past five the owner is slowed from that address", async () => {
    const { facility, owner } = await staffed.ownedFacility()
    const teacher = await staffed.teacher(facility.id)
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await transfer(owner, facility.id, teacher.id, `Zle-haslo-${attempt}`)).status).toBe(401)
    }
    const locked = await transfer(owner, facility.id, teacher.id)
    expect(locked.status).toBe(429)
    expect(locked.headers.get("retry-after")).toMatch(/^\d+$/)
    expect((await call("POST", "/api/v1/account/login", { body: { email: owner.email, password: STRONG_PASSWORD } })).status).toBe(429)
    expect((await rolesIn(facility.id))[owner.id]!.role).toBe("OWNER")
  })
})
