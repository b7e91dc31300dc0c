import { describe, expect, it } from "vitest"
import { remindVisits } from "../src/jobs/visitReminders"
import { errorOf } from "./support/http"
import { opinionWorld, type Person } from "./support/opinions"
import { manySignups, serverForTests } from "./support/testServer"

const server = serverForTests(() => ({ facilities: 600, config: manySignups }))
const world = opinionWorld(() => server)
const { call, mailTo } = world

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

const slotBody = (overrides: Record<string, unknown> = {}) => ({
  kind: "open_day",
  starts_at: Date.now() + 3 * DAY,
  duration_minutes: 90,
  capacity: 1,
  note: "Wejście od ogrodu.",
  ...overrides
})

const publish = (person: Person, facility: number | string, overrides: Record<string, unknown> = {}) =>
  call("POST", `/api/facility/list/${facility}/visit-slots`, { token: person.jwt, body: slotBody(overrides) })

const published = async (person: Person, facility: number, overrides: Record<string, unknown> = {}) => {
  const response = await publish(person, facility, overrides)
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body as { id: number; places_left: number; starts_at: number; ends_at: number }
}

const book = (person: Person, slotId: number) => call("POST", "/api/v1/visit", { token: person.jwt, body: { slot_id: slotId } })

/** The full outbox rows of an address (the dev mailbox names attachments; the content is checked here). */
const outboxOf = (address: string) =>
  server.query<{ subject: string; attachments: Array<{ filename: string; content_type: string; content: string }> | null }>(
    "select subject, attachments from mail_outbox where to_address = $1 order by id",
    [address]
  )

describe("a facility's visit slots", () => {
  it("are published by those who run it and read by everyone with the places left", async () => {
    const { facility, owner } = await world.ownedFacility()
    const slot = await published(owner, facility.id, { capacity: 3, kind: "visit" })
    expect(slot).toMatchObject({ kind: "visit", capacity: 3, places_left: 3, note: "Wejście od ogrodu." })
    expect(slot.ends_at - slot.starts_at).toBe(90 * 60 * 1000)

    const listed = await call("GET", `/api/facility/list/${facility.slug}/visit-slots`)
    expect(listed.status).toBe(200)
    expect(listed.body).toEqual([slot])
  })

  it("take only a start in the future, within a year, and valid fields; nothing is stored otherwise", async () => {
    const { facility, owner } = await world.ownedFacility()
    const past = await publish(owner, facility.id, { starts_at: Date.now() - HOUR })
    expect(past.status).toBe(400)
    expect(errorOf(past).data.error.schema).toEqual({ starts_at: ["VISIT_SLOT_NOT_AHEAD"] })
    expect((await publish(owner, facility.id, { starts_at: Date.now() + 400 * DAY })).status).toBe(400)
    for (const bad of [{ capacity: 0 }, { capacity: 201 }, { duration_minutes: 5 }, { kind: "party" }, { note: "a\u0007b" }, { note: "x".repeat(501) }]) {
      const refused = await publish(owner, facility.id, bad)
      expect(refused.status, JSON.stringify(bad)).toBe(400)
      expect(errorOf(refused).data.error.msg).toBe("ERROR_BAD_REQUEST")
    }
    const [{ count }] = await server.query<{ count: number }>("select count(*)::int as count from visit_slots where facility_id = $1", [facility.id]) as [{ count: number }]
    expect(count).toBe(0)
  })

  it("are not published or withdrawn by a teacher, a parent, or the owner of another facility", async () => {
    const { facility, owner } = await world.ownedFacility()
    const other = await world.ownedFacility()
    const teacher = await world.newParent()
    await world.makeMember(teacher, facility.id, "teacher")
    const slot = await published(owner, facility.id)
    for (const person of [teacher, await world.newParent(), other.owner]) {
      expect((await publish(person, facility.id)).status).toBe(403)
      expect((await call("DELETE", `/api/facility/list/${facility.id}/visit-slots/${slot.id}`, { token: person.jwt })).status).toBe(403)
      expect((await call("GET", `/api/facility/list/${facility.id}/visit-slots/booked`, { token: person.jwt })).status).toBe(403)
    }
    // Another facility's slot id under one's own facility is no slot of it.
    expect((await call("DELETE", `/api/facility/list/${other.facility.id}/visit-slots/${slot.id}`, { token: other.owner.jwt })).status).toBe(404)
    expect((await call("GET", `/api/facility/list/${facility.id}/visit-slots`)).body).toHaveLength(1)
  })
})

describe("booking a visit", () => {
  it("gives the last place to exactly one of two parents booking at the same moment; the other gets 409 ERROR_VISIT_SLOT_FULL", async () => {
    const { facility, owner } = await world.ownedFacility()
    const slot = await published(owner, facility.id, { capacity: 1 })
    const parents = await Promise.all([world.newParent(), world.newParent(), world.newParent(), world.newParent()])

    const answers = await Promise.all(parents.map((parent) => book(parent, slot.id)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409])
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(errorOf(refused)).toMatchObject({ statusCode: 409, data: { error: { type: "error/visit-slot-full", msg: "ERROR_VISIT_SLOT_FULL" } } })
    }
    const [row] = await server.query<{ booked: number; bookings: number }>(
      "select booked, (select count(*)::int from visit_bookings where slot_id = $1) as bookings from visit_slots where id = $1",
      [slot.id]
    )
    expect(row).toEqual({ booked: 1, bookings: 1 })
    expect((await call("GET", `/api/facility/list/${facility.id}/visit-slots`)).body).toMatchObject([{ id: slot.id, places_left: 0 }])
  })

  it("fills a slot to its capacity and no further under a crowd", async () => {
    const { facility, owner } = await world.ownedFacility()
    const slot = await published(owner, facility.id, { capacity: 3 })
    const parents = await Promise.all(Array.from({ length: 6 }, () => world.newParent()))
    const answers = await Promise.all(parents.map((parent) => book(parent, slot.id)))
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3)
  })

  it("is one place a parent a slot, also when sent twice at once", async () => {
    const { facility, owner } = await world.ownedFacility()
    const slot = await published(owner, facility.id, { capacity: 5 })
    const parent = await world.newParent()
    const answers = await Promise.all([book(parent, slot.id), book(parent, slot.id)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
    expect(errorOf(answers.find((answer) => answer.status === 409)!).data.error.msg).toBe("ERROR_VISIT_ALREADY_BOOKED")
    expect((await call("GET", `/api/facility/list/${facility.id}/visit-slots`)).body).toMatchObject([{ places_left: 4 }])
  })

  it("mails the parent and the owner a confirmation with an .ics; the owner sees who booked; the parent lists it", async () => {
    const { facility, owner } = await world.ownedFacility()
    await server.query("update accounts set name = 'Marta', surname = 'Kowalska' where email = $1", [owner.email.toLowerCase()])
    const slot = await published(owner, facility.id, { capacity: 2 })
    const parent = await world.newParent()
    await server.query("update accounts set name = 'Joanna', surname = 'Zielińska' where id = $1", [parent.id])

    const booked = await book(parent, slot.id)
    expect(booked.status).toBe(201)
    expect(booked.body).toMatchObject({ slot_id: slot.id, facility_id: facility.id, facility_name: facility.name, kind: "open_day", starts_at: slot.starts_at })
    expect((await call("GET", "/api/v1/visit/mine", { token: parent.jwt })).body).toEqual([booked.body])

    const guests = await call("GET", `/api/facility/list/${facility.id}/visit-slots/booked`, { token: owner.jwt })
    expect(guests.body).toMatchObject([{ id: slot.id, places_left: 1, guests: [{ name: "Joanna Zielińska", email: parent.email.toLowerCase() }] }])

    const [toParent] = await mailTo(parent.email)
    expect(toParent!.subject).toContain(`„${facility.name}”`)
    expect(toParent).toMatchObject({ attachments: ["wizyta.ics"] })
    const [toOwner] = await mailTo(owner.email)
    expect(toOwner!.text).toContain(parent.email.toLowerCase())
    expect(toOwner).toMatchObject({ attachments: ["wizyta.ics"] })
    const row = (await outboxOf(parent.email.toLowerCase())).find((mail) => mail.attachments !== null)
    const ics = row!.attachments![0]!
    expect(ics.content_type).toBe("text/calendar; charset=utf-8")
    expect(ics.content).toContain("BEGIN:VEVENT")
    expect(ics.content).toContain(`UID:visit-${(booked.body as { id: number }).id}@`)
    const start = new Date(slot.starts_at).toISOString().replace(/[-:]/g, "").slice(0, 13)
    expect(ics.content).toContain(`DTSTART:${start}`)
  })

  it("is refused for a slot that does not exist or has started, and for a guest", async () => {
    const { facility, owner } = await world.ownedFacility()
    const slot = await published(owner, facility.id)
    await server.query("update visit_slots set starts_at = now() - interval '1 hour', ends_at = now() + interval '1 hour' where id = $1", [slot.id])
    const parent = await world.newParent()
    expect((await book(parent, slot.id)).status).toBe(404)
    expect((await book(parent, 2_000_000_000)).status).toBe(404)
    expect((await call("POST", "/api/v1/visit", { body: { slot_id: slot.id } })).status).toBe(401)
    expect((await call("POST", "/api/v1/visit", { token: parent.jwt, body: { slot_id: "x" } })).status).toBe(400)
  })

  it("is cancelled by its parent only, freeing the place and mailing both sides a cancelling .ics", async () => {
    const { facility, owner } = await world.ownedFacility()
    const slot = await published(owner, facility.id, { capacity: 1 })
    const parent = await world.newParent()
    const stranger = await world.newParent()
    const { id } = (await book(parent, slot.id)).body as { id: number }

    expect((await call("DELETE", `/api/v1/visit/${id}`, { token: stranger.jwt })).status).toBe(404)
    expect((await call("DELETE", `/api/v1/visit/${id}`, { token: parent.jwt })).status).toBe(204)
    expect((await call("DELETE", `/api/v1/visit/${id}`, { token: parent.jwt })).status).toBe(404)
    expect((await call("GET", "/api/v1/visit/mine", { token: parent.jwt })).body).toEqual([])
    expect((await book(stranger, slot.id)).status).toBe(201)

    const [cancelled] = await mailTo(parent.email)
    expect(cancelled).toMatchObject({ attachments: ["wizyta-odwolana.ics"] })
    const ownerMail = await outboxOf(owner.email.toLowerCase())
    const cancelling = ownerMail.find((mail) => mail.attachments?.[0]?.filename === "wizyta-odwolana.ics")
    expect(cancelling!.attachments![0]!.content).toContain("METHOD:CANCEL")
  })

  it("ends with the withdrawn slot, and its parents are told", async () => {
    const { facility, owner } = await world.ownedFacility()
    const slot = await published(owner, facility.id, { capacity: 2 })
    const parent = await world.newParent()
    expect((await book(parent, slot.id)).status).toBe(201)
    expect((await call("DELETE", `/api/facility/list/${facility.id}/visit-slots/${slot.id}`, { token: owner.jwt })).status).toBe(204)
    expect((await call("GET", "/api/v1/visit/mine", { token: parent.jwt })).body).toEqual([])
    expect((await mailTo(parent.email))[0]!.subject).toContain("Odwołane")
  })
})

describe("the reminder the day before", () => {
  it("is sent once for a booking made earlier, however often and however many sweeps run", async () => {
    const { facility, owner } = await world.ownedFacility()
    const slot = await published(owner, facility.id, { capacity: 3, starts_at: Date.now() + 20 * HOUR })
    const [early, late] = [await world.newParent(), await world.newParent()]
    const { id: earlyId } = (await book(early, slot.id)).body as { id: number }
    expect((await book(late, slot.id)).status).toBe(201)
    // The early parent booked two days ago; the late one today, and has just had the confirmation.
    await server.query("update visit_bookings set created_at = now() - interval '2 days' where id = $1", [earlyId])

    const sweep = () => server.withSql(remindVisits(server.config.publicUrl))
    const counts = await Promise.all([sweep(), sweep()])
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1)
    expect(await sweep()).toBe(0)

    const reminders = (await mailTo(early.email)).filter((mail) => mail.subject.startsWith("Przypomnienie"))
    expect(reminders).toHaveLength(1)
    expect(reminders[0]!.subject).toContain(facility.name)
    expect((await mailTo(late.email)).filter((mail) => mail.subject.startsWith("Przypomnienie"))).toEqual([])
  })
})

describe("a parent's bookings as personal data", () => {
  it("are in the account export and go with the account, freeing their places", async () => {
    const { facility, owner } = await world.ownedFacility()
    const slot = await published(owner, facility.id, { capacity: 1 })
    const parent = await world.newParent()
    expect((await book(parent, slot.id)).status).toBe(201)

    const exported = await call("GET", `/api/v1/account/account/${parent.id}/export`, { token: parent.jwt })
    expect(exported.status).toBe(200)
    expect((exported.body as { visit_bookings: unknown }).visit_bookings).toMatchObject([{ facility: { id: facility.id }, kind: "open_day" }])

    expect((await call("DELETE", `/api/v1/account/account/${parent.id}`, { token: parent.jwt })).status).toBe(204)
    expect(await server.query("select id from visit_bookings where account_id = $1", [parent.id])).toEqual([])
    expect((await call("GET", `/api/facility/list/${facility.id}/visit-slots`)).body).toMatchObject([{ places_left: 1 }])
  })
})
