import { describe, expect, it } from "vitest"
import { errorOf } from "./support/http"
import { opinionWorld, type Person } from "./support/opinions"
import { manySignups, serverForTests } from "./support/testServer"

const server = serverForTests(() => ({ facilities: 600, config: manySignups }))
const world = opinionWorld(() => server)
const { call, mailTo } = world

/** Today in Poland, and a day some years and days away from it, as `YYYY-MM-DD`. */
const warsawToday = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Warsaw", year: "numeric", month: "2-digit", day: "2-digit" })
  .format(new Date())
const shifted = (years: number, days = 0) => {
  const [year, month, day] = warsawToday.split("-").map(Number) as [number, number, number]
  return new Date(Date.UTC(year + years, month - 1, day + days)).toISOString().slice(0, 10)
}

const application = (facilityId: number, overrides: Record<string, unknown> = {}) => ({
  facility_id: facilityId,
  parent_name: "Joanna",
  parent_surname: "Zielińska",
  parent_phone: "+48 600 100 200",
  address: "ul. Długa 5/3, 31-147 Kraków",
  child_name: "Zosia",
  child_surname: "Zielińska",
  child_birth_date: shifted(-3),
  ...overrides
})

const apply = (person: Person, facilityId: number, overrides: Record<string, unknown> = {}) =>
  call("POST", "/api/v1/application", { token: person.jwt, body: application(facilityId, overrides) })

const setStatus = (person: Person, facilityRef: number | string, applicationId: number, status: string) =>
  call("PATCH", `/api/facility/list/${facilityRef}/applications/${applicationId}`, { token: person.jwt, body: { status } })

describe("a recruitment application", () => {
  it("is stored as new, shown to the parent, and announced to the facility's runners without the child's data", async () => {
    const { facility, owner } = await world.ownedFacility()
    await call("PATCH", `/api/v1/account/account/${owner.id}`, { token: owner.jwt, body: { language: "en" } })
    const publicAddress = `${facility.slug}@example.pl`
    await server.query("update facilities set email = $2 where id = $1", [facility.id, publicAddress])
    const parent = await world.newParent()

    const sent = await apply(parent, facility.id)
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({
      ...application(facility.id),
      facility_name: facility.name,
      facility_slug: facility.slug,
      status: "new",
      status_changed_at: null
    })
    expect((await call("GET", "/api/v1/application/mine", { token: parent.jwt })).body).toEqual([
      // Sent alone: no submission, no waiting list.
      { ...sent.body, group_id: null, priority: null, waiting_age_group: null, waiting_position: null }
    ])

    const [note] = await mailTo(owner.email)
    expect(note!.subject).toBe(`A new application — "${facility.name}"`)
    expect(note!.text).not.toContain("Zosia")
    expect(note!.text).not.toContain("600 100 200")
    // A facility someone runs gets no copy at its public address.
    expect(await mailTo(publicAddress)).toEqual([])
  })

  it("goes, with its details, to the public address of a facility nobody runs, inviting it to claim the profile", async () => {
    const facility = await world.quietFacility()
    const address = `sekretariat.${facility.id}@example.pl`
    await server.query("update facilities set email = $2 where id = $1", [facility.id, address])
    const parent = await world.newParent()
    expect((await apply(parent, facility.id)).status).toBe(201)

    const [mail] = await mailTo(address)
    expect(mail!.subject).toBe(`Zgłoszenie rekrutacyjne do placówki „${facility.name}”`)
    for (const detail of ["Joanna Zielińska", "+48 600 100 200", "ul. Długa 5/3, 31-147 Kraków", `Zosia Zielińska, ur. ${shifted(-3)}`]) {
      expect(mail!.text).toContain(detail)
    }
    expect(mail!.text).toContain(`/placowka/${facility.slug}`)
    expect(mail!.text).toContain("Jestem właścicielem tej placówki")
  })

  it("is for a child of 0–7 years, counted in Polish time", async () => {
    const { facility } = await world.ownedFacility()
    const parent = await world.newParent()
    const refusedWith = async (birthDate: string, key: string) => {
      const response = await apply(parent, facility.id, { child_birth_date: birthDate })
      expect(response.status, birthDate).toBe(400)
      expect(errorOf(response).data.error.schema, birthDate).toEqual({ child_birth_date: [key] })
    }
    await refusedWith(shifted(-8), "CHILD_AGE_OUT_OF_RANGE")
    await refusedWith(shifted(0, 1), "CHILD_AGE_OUT_OF_RANGE")
    await refusedWith("2023-02-30", "BIRTH_DATE_INVALID")
    await refusedWith("1.05.2022", "BIRTH_DATE_INVALID")
    expect((await apply(parent, facility.id, { child_birth_date: shifted(-8, 1), child_name: "Ala" })).status).toBe(201)
    expect((await apply(parent, facility.id, { child_birth_date: warsawToday, child_name: "Ola" })).status).toBe(201)
    const [count] = await server.query<{ n: number }>("select count(*)::int as n from applications where account_id = $1", [parent.id])
    expect(count!.n).toBe(2)
  })

  it("is sent once for a child while it is open (409), and again once the facility has declined it", async () => {
    const { facility, owner } = await world.ownedFacility()
    const parent = await world.newParent()
    const first = await apply(parent, facility.id)
    expect(first.status).toBe(201)
    const twice = await apply(parent, facility.id, { child_name: "ZOSIA" })
    expect(twice.status).toBe(409)
    expect(errorOf(twice).data.error.msg).toBe("ERROR_CONFLICT")
    // A sibling is another application.
    expect((await apply(parent, facility.id, { child_name: "Staś", child_birth_date: shifted(-1) })).status).toBe(201)
    expect((await setStatus(owner, facility.id, first.body.id, "declined")).status).toBe(200)
    expect((await apply(parent, facility.id)).status).toBe(201)
  })

  it("moves on by the facility's hand, and the parent sees each step and hears of it in their language", async () => {
    const { facility, owner } = await world.ownedFacility()
    const parent = await world.newParent()
    await call("PATCH", `/api/v1/account/account/${parent.id}`, { token: parent.jwt, body: { language: "ua" } })
    const id = (await apply(parent, facility.id)).body.id as number

    const received = await call("GET", `/api/facility/list/${facility.slug}/applications`, { token: owner.jwt })
    expect(received.status).toBe(200)
    expect(received.body).toEqual([expect.objectContaining({ id, status: "new", child_name: "Zosia" })])

    const contacted = await setStatus(owner, facility.slug!, id, "contacted")
    expect(contacted.status).toBe(200)
    expect(contacted.body).toMatchObject({ id, status: "contacted", status_changed_at: expect.any(Number) })
    const [mail] = await mailTo(parent.email)
    expect(mail!.subject).toBe(`Заявка до закладу «${facility.name}»: на зв'язку`)
    expect(mail!.text).toContain("Zosia Zielińska")

    expect((await setStatus(owner, facility.id, id, "accepted")).body.status).toBe("accepted")
    expect((await mailTo(parent.email))[0]!.subject).toBe(`Заявка до закладу «${facility.name}»: прийнята`)
    const mine = await call("GET", "/api/v1/application/mine", { token: parent.jwt })
    expect(mine.body[0]).toMatchObject({ id, status: "accepted" })

    // Setting the same status changes and mails nothing; a decided application is never reopened.
    const mailsBefore = (await mailTo(parent.email)).length
    expect((await setStatus(owner, facility.id, id, "accepted")).status).toBe(200)
    const reopened = await setStatus(owner, facility.id, id, "contacted")
    expect(reopened.status).toBe(400)
    expect(errorOf(reopened).data.error.schema).toEqual({ status: ["APPLICATION_STATUS_MOVE_INVALID"] })
    expect((await mailTo(parent.email)).length).toBe(mailsBefore)
  })

  it("is the facility's runners' to read and move, and only within their facility", async () => {
    const { facility, owner } = await world.ownedFacility()
    const other = await world.ownedFacility()
    const parent = await world.newParent()
    const id = (await apply(parent, facility.id)).body.id as number

    expect((await call("GET", `/api/facility/list/${facility.id}/applications`, { token: parent.jwt })).status).toBe(403)
    expect((await call("GET", `/api/facility/list/${facility.id}/applications`)).status).toBe(401)
    expect((await setStatus(other.owner, facility.id, id, "declined")).status).toBe(403)
    // Its own facility's path with another facility's application: there is no such application there.
    const elsewhere = await setStatus(other.owner, other.facility.id, id, "declined")
    expect(elsewhere.status).toBe(404)
    expect((await call("GET", `/api/facility/list/${other.facility.id}/applications`, { token: other.owner.jwt })).body).toEqual([])
    const [row] = await server.query<{ status: string }>("select status from applications where id = $1", [id])
    expect(row!.status).toBe("new")
    expect((await setStatus(owner, "no-such-facility", id, "declined")).status).toBe(404)
  })

  it("takes only the statuses of the list (new, contacted, accepted, declined): another is refused and changes nothing", async () => {
    const { facility, owner } = await world.ownedFacility()
    const id = (await apply(await world.newParent(), facility.id)).body.id as number
    for (const status of ["approved", "", "ACCEPTED"]) {
      const refused = await setStatus(owner, facility.id, id, status)
      expect(refused.status).toBe(400)
      expect(errorOf(refused).data.error).toMatchObject({ msg: "ERROR_BAD_REQUEST", schema: { status: [expect.any(String)] } })
    }
    const received = await call("GET", `/api/facility/list/${facility.id}/applications`, { token: owner.jwt })
    expect(received.body).toEqual([expect.objectContaining({ id, status: "new" })])
  })
})
