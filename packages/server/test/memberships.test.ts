import { permissionNames } from "@pociecha/core"
import { describe, expect, it } from "vitest"
import { errorOf } from "./support/http"
import { opinionWorld, type Person } from "./support/opinions"
import { staffedFacilities } from "./support/staffedFacility"
import { manySignups, serverForTests } from "./support/testServer"

const server = serverForTests(() => ({ facilities: 600, config: manySignups }))
const world = opinionWorld(() => server)
const staffed = staffedFacilities(() => server, world)
const { call, mailTo } = world

const subscribe = (person: Person, facilityRef: number | string, role: "parent" | "teacher") =>
  call("POST", `/api/facility/list/${facilityRef}/membership`, { token: person.jwt, body: { role } })
const resign = (person: Person, facilityRef: number | string) =>
  call("DELETE", `/api/facility/list/${facilityRef}/membership`, { token: person.jwt })
const decide = (runner: Person, facilityRef: number | string, accountId: string, status: string) =>
  call("PATCH", `/api/facility/list/${facilityRef}/members/${accountId}`, { token: runner.jwt, body: { status } })
const mine = async (person: Person) => (await call("GET", "/api/v1/membership/mine", { token: person.jwt })).body
const userOf = async (person: Person) => (await call("GET", `/api/v1/account/account/${person.id}`, { token: person.jwt })).body

describe("a membership of a facility", () => {
  it("waits for the facility, which sees it and confirms it; the member's permissions follow", async () => {
    const { facility, owner } = await world.ownedFacility()
    const parent = await world.newParent()

    const asked = await subscribe(parent, facility.slug!, "parent")
    expect(asked.status).toBe(201)
    expect(asked.body).toMatchObject({ facility_id: facility.id, facility_name: facility.name, role: "parent", status: "pending", decided_at: null })
    expect(await mine(parent)).toEqual([asked.body])
    const [request] = await mailTo(owner.email)
    expect(request!.subject).toBe(`Prośba o dołączenie do placówki „${facility.name}”`)
    expect(request!.text).toContain("Joanna Zielińska chce dołączyć")
    expect(request!.text).toContain(`/user_facility/${facility.id}/parents_teachers/parents`)

    const members = await call("GET", `/api/facility/list/${facility.id}/members`, { token: owner.jwt })
    expect(members.status).toBe(200)
    expect(members.body).toEqual(expect.arrayContaining([
      expect.objectContaining({ account_id: owner.id, role: "OWNER", status: "accepted" }),
      expect.objectContaining({ account_id: parent.id, email: parent.email, name: "Joanna", role: "parent", status: "pending" })
    ]))
    // Waiting gives no permissions.
    expect((await userOf(parent)).perms).toEqual({})

    const accepted = await decide(owner, facility.id, parent.id, "accepted")
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({ account_id: parent.id, status: "accepted", decided_at: expect.any(Number) })
    expect((await mailTo(parent.email))[0]!.subject).toBe(`Placówka „${facility.name}” potwierdziła Twoje członkostwo`)
    expect((await mine(parent))[0]).toMatchObject({ status: "accepted", decided_at: expect.any(Number) })
    // A confirmed parent has the facility in their perms (with no permission in it) but does not run it.
    const user = await userOf(parent)
    expect(user.perms).toEqual({ [String(facility.id)]: [] })
    expect(user.facilities).toEqual([])
    expect((await call("GET", `/api/facility/list/${facility.id}/members`, { token: parent.jwt })).status).toBe(403)
  })

  it("is asked for once: again while waiting, confirmed or rejected is a conflict until one resigns", async () => {
    const { facility, owner } = await world.ownedFacility()
    const teacher = await world.newParent()
    expect((await subscribe(teacher, facility.id, "teacher")).status).toBe(201)
    const twice = await subscribe(teacher, facility.id, "parent")
    expect(twice.status).toBe(409)
    expect(errorOf(twice).data.error.msg).toBe("ERROR_CONFLICT")

    const rejected = await decide(owner, facility.id, teacher.id, "rejected")
    expect(rejected.body).toMatchObject({ role: "teacher", status: "rejected" })
    expect((await mailTo(teacher.email))[0]!.subject).toBe(`Placówka „${facility.name}” odrzuciła prośbę o dołączenie`)
    expect((await subscribe(teacher, facility.id, "teacher")).status).toBe(409)
    expect((await userOf(teacher)).perms).toEqual({})

    expect((await resign(teacher, facility.id)).status).toBe(204)
    expect(await mine(teacher)).toEqual([])
    expect((await subscribe(teacher, facility.id, "teacher")).body.status).toBe("pending")
  })

  it("ends when a parent or teacher resigns; an owner or admin cannot resign", async () => {
    const { facility, owner } = await world.ownedFacility()
    const teacher = await world.newParent()
    await world.makeMember(teacher, facility.id, "teacher")
    expect((await userOf(teacher)).perms).toEqual({ [String(facility.id)]: [] })

    expect((await resign(teacher, facility.id)).status).toBe(204)
    expect((await userOf(teacher)).perms).toEqual({})
    expect((await resign(teacher, facility.id)).status).toBe(404)

    const ownersResignation = await resign(owner, facility.id)
    expect(ownersResignation.status).toBe(403)
    expect(errorOf(ownersResignation).data.error.msg).toBe("ERROR_INSUFFICIENT_PERMISSIONS")
    const admin = await world.newParent()
    await world.makeMember(admin, facility.id, "ADMIN")
    expect((await resign(admin, facility.id)).status).toBe(403)
    const [rows] = await server.query<{ n: number }>(
      "select count(*)::int as n from facility_members where facility_id = $1 and role in ('OWNER', 'ADMIN')", [facility.id])
    expect(rows!.n).toBe(2)
  })

  it("is decided only by those who run the facility, and only for parents and teachers", async () => {
    const { facility, owner } = await world.ownedFacility()
    const other = await world.ownedFacility()
    const parent = await world.newParent()
    const admin = await world.newParent()
    await world.makeMember(admin, facility.id, "ADMIN")
    expect((await subscribe(parent, facility.id, "parent")).status).toBe(201)

    expect((await decide(parent, facility.id, parent.id, "accepted")).status).toBe(403)
    expect((await decide(other.owner, facility.id, parent.id, "accepted")).status).toBe(403)
    expect((await call("GET", `/api/facility/list/${facility.id}/members`, { token: other.owner.jwt })).status).toBe(403)
    // An owner's or admin's place is not decided here.
    expect((await decide(admin, facility.id, owner.id, "rejected")).status).toBe(403)
    expect((await decide(owner, facility.id, admin.id, "rejected")).status).toBe(403)
    // Someone who never asked to join: nothing to decide.
    expect((await decide(owner, facility.id, other.owner.id, "accepted")).status).toBe(404)
    expect((await decide(owner, facility.id, "0b7c3c2e-6a55-4e0b-9d84-6a1c3f1d2e77", "accepted")).status).toBe(404)
    // An admin runs the facility too.
    expect((await decide(admin, facility.id, parent.id, "accepted")).body.status).toBe("accepted")
    expect((await subscribe(parent, "no-such-facility", "parent")).status).toBe(404)
  })
})

const invite = (person: Person, facilityRef: number | string, email: string, role = "parent") =>
  call("POST", `/api/facility/list/${facilityRef}/members/invite`, { token: person.jwt, body: { email, role } })
const setModerator = (person: Person, facilityRef: number | string, accountId: string, moderator: boolean) =>
  call("PATCH", `/api/facility/list/${facilityRef}/members/${accountId}/permissions`, { token: person.jwt, body: { moderator } })

describe("the facility's parents and teachers, as its owner manages them", () => {
  it("are invited by e-mail to subscribe, answered alike whether or not the address has an account", async () => {
    const { facility, owner } = await staffed.ownedFacility()
    const stranger = `zaproszenie.${crypto.randomUUID()}@example.pl`
    const toStranger = await invite(owner, facility.id, stranger.toUpperCase())
    expect(toStranger.status).toBe(204)
    const [mail] = await mailTo(stranger)
    expect(mail!.subject).toBe(`Zaproszenie do placówki „${facility.name}”`)
    expect(mail!.text).toContain("w roli rodzica")
    // The link leads to the facility's profile, which offers to subscribe (the origin is the
    // server's configured one, not the test's port).
    expect(mail!.text).toMatch(new RegExp(`https?://[^/\\s]+/placowka/${facility.slug}\\?action=subscribe%3Aparent`))

    // An account is written to in its own language; the sender learns nothing of it.
    const teacher = await world.newParent()
    await server.query("update accounts set language = 'en' where id = $1", [teacher.id])
    const toAccount = await invite(owner, facility.slug!, teacher.email, "teacher")
    expect([toAccount.status, toAccount.body, toAccount.headers.get("content-length")])
      .toEqual([toStranger.status, toStranger.body, toStranger.headers.get("content-length")])
    const [english] = await mailTo(teacher.email)
    expect(english!.subject).toBe(`An invitation to join "${facility.name}"`)
    expect(english!.text).toContain("?action=subscribe%3Ateacher")

    const parent = await staffed.parent(facility.id)
    expect((await invite(parent, facility.id, stranger)).status).toBe(403)
    expect(errorOf(await invite(owner, facility.id, "to-nie-adres")).data.error.schema).toEqual({ email: ["EMAIL_INVALID"] })
    // Three a day to one address, from any facility.
    const other = await staffed.ownedFacility()
    expect((await invite(other.owner, other.facility.id, stranger)).status).toBe(204)
    expect((await invite(owner, facility.id, stranger)).status).toBe(204)
    const flooded = await invite(other.owner, other.facility.id, stranger)
    expect(flooded.status).toBe(429)
    expect(flooded.headers.get("retry-after")).toMatch(/^\d+$/)
    expect(await mailTo(stranger)).toHaveLength(3)
  })

  it("are invited and made moderators only while the facility is premium (the tabs are premium only); support is exempt", async () => {
    const { facility, owner } = await staffed.ownedFacility("registered")
    const teacher = await staffed.teacher(facility.id)
    const stranger = `zaproszenie.${crypto.randomUUID()}@example.pl`
    for (const refused of [await invite(owner, facility.id, stranger), await setModerator(owner, facility.id, teacher.id, true)]) {
      expect(refused.status).toBe(403)
      expect(errorOf(refused).data.error.msg).toBe("ERROR_PREMIUM_REQUIRED")
    }
    expect(await mailTo(stranger)).toEqual([])
    expect((await userOf(teacher)).perms).toEqual({ [String(facility.id)]: [] })

    const support = await world.demo("support")
    expect((await invite(support, facility.id, stranger)).status).toBe(204)
    expect(await mailTo(stranger)).toHaveLength(1)
  })

  it("has its accepted teachers made moderators, and no longer, by those holding facility-ownership/write", async () => {
    const { facility, owner } = await staffed.ownedFacility()
    const teacher = await staffed.teacher(facility.id)
    const publish = () => call("POST", `/api/facility/list/${facility.id}/publications`, {
      token: teacher.jwt, body: { title: "Jadłospis", content: "<p>Zupa</p>", category: "menu" }
    })
    expect((await publish()).status).toBe(403)

    const made = await setModerator(owner, facility.id, teacher.id, true)
    expect(made.status).toBe(200)
    expect(made.body).toMatchObject({ account_id: teacher.id, role: "teacher", permissions: [permissionNames.FACILITY_PUBLICATIONS_WRITE] })
    expect((await setModerator(owner, facility.id, teacher.id, true)).body.permissions).toEqual([permissionNames.FACILITY_PUBLICATIONS_WRITE])
    expect((await userOf(teacher)).perms).toEqual({ [String(facility.id)]: [permissionNames.FACILITY_PUBLICATIONS_WRITE] })
    expect((await publish()).status).toBe(201)

    const support = await world.demo("support")
    expect((await setModerator(support, facility.id, teacher.id, false)).body.permissions).toEqual([])
    expect((await publish()).status).toBe(403)

    // An ADMIN needs facility-ownership/write; nobody else may.
    const admin = await world.newParent()
    await staffed.member(admin, facility.id, "ADMIN")
    const moderator = await staffed.teacher(facility.id, true)
    for (const person of [admin, moderator, teacher]) {
      expect((await setModerator(person, facility.id, teacher.id, true)).status, person.email).toBe(403)
    }
    await staffed.member(admin, facility.id, "ADMIN", [permissionNames.FACILITY_OWNERSHIP_WRITE])
    expect((await setModerator(admin, facility.id, teacher.id, true)).status).toBe(200)

    // Only an accepted teacher is made a moderator.
    const parent = await staffed.parent(facility.id)
    const waiting = await world.newParent()
    expect((await subscribe(waiting, facility.id, "teacher")).status).toBe(201)
    for (const member of [parent, waiting, owner]) {
      expect((await setModerator(owner, facility.id, member.id, true)).status, member.email).toBe(400)
    }
    expect((await setModerator(owner, facility.id, (await world.newParent()).id, true)).status).toBe(404)
  })
})
