import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { pdfDocument, shadowForm } from "./support/documents"
import { opinionWorld, type Person } from "./support/opinions"
import { mailingTo, startSmtpInbox } from "./support/smtpInbox"
import { manySignups, serverForTests } from "./support/testServer"
import { until } from "./support/until"

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>
beforeAll(async () => {
  inbox = await startSmtpInbox()
})
afterAll(() => inbox?.stop())
const server = serverForTests(() => ({ facilities: 200, config: { ...manySignups, ...mailingTo(inbox) } }))
const world = opinionWorld(() => server)
const support = world.demoForTests("support")
const { call } = world

/**
 * The letter of that subject an address has received over SMTP. Found by its subject, not its
 * place in the inbox: delivery is at least once (a send whose answer came too late is retried),
 * so an earlier letter may stand there twice.
 */
const letterTitled = async (email: string, subject: string) => {
  const letter = await until(`“${subject}” to ${email}`, async () => inbox.to(email).find((received) => received.mail.subject === subject))
  return { subject: letter.mail.subject ?? "", text: letter.mail.text ?? "" }
}
/** The letters of that subject an address has received. */
const lettersTitled = (email: string, subject: string) => inbox.to(email).filter((received) => received.mail.subject === subject).length

/** A claim (with `facility_id`) or a creation in the town of an unclaimed facility. */
const send = async (person: Person, claim: boolean, name: string) => {
  const [facility] = await server.query<{ id: number; city: string; voivodeship: string; specialization: string }>(
    `select f.id, t.slug as city, v.slug as voivodeship, f.specialization[1]::text as specialization
     from facilities f join towns t on t.id = f.town_id join voivodeships v on v.id = f.voivodeship_id
     where f.active and f.shadow_status is null and f.specialization <> '{}'
       and not exists (select 1 from facility_members m where m.facility_id = f.id)
       and not exists (select 1 from shadow_facilities s where s.facility_id = f.id)
     order by f.id limit 1`
  )
  const data = {
    ...(claim ? { facility_id: facility!.id } : {}),
    name, specialization: [facility!.specialization], city: facility!.city, voivodeship: facility!.voivodeship,
    post_code: "31-147", street: "ul. Długa", building_number: "12A", phone: "12 345 67 89", lat: 50.06, lng: 19.94
  }
  const response = await call("POST", "/api/v1/shadow", { token: person.jwt, form: shadowForm(data, [pdfDocument()]) })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body as { id: number; facility_id: number }
}

describe("each outcome of a claim is mailed over SMTP, in the sender's language", () => {
  it("received, then accepted with the owner area's link", async () => {
    const director = await world.newParent()
    // The sign-up's confirmation came first.
    const record = await send(director, true, "Przedszkole Tęczowe")
    await letterTitled(director.email, "Otrzymaliśmy Twoje zgłoszenie placówki")
    // Not told of the outcome before support decides.
    expect(lettersTitled(director.email, "Placówka „Przedszkole Tęczowe” jest Twoja")).toBe(0)
    expect((await call("POST", `/api/v1/shadow/${record.id}/accept`, { token: support.jwt })).status).toBe(200)
    const accepted = await letterTitled(director.email, "Placówka „Przedszkole Tęczowe” jest Twoja")
    expect(accepted.text).toContain(`/user_facility/${record.facility_id}`)
  })

  it("received, then declined with the reason (an English-speaking founder of a new facility)", async () => {
    const founder = await world.newParent()
    expect((await call("PATCH", `/api/v1/account/account/${founder.id}`, { token: founder.jwt, body: { language: "en" } })).status).toBe(200)
    const record = await send(founder, false, "Żłobek Pod Kasztanem")
    await letterTitled(founder.email, "We have received your facility claim")
    expect(lettersTitled(founder.email, "Your facility claim was declined")).toBe(0)
    const declined = await call("POST", `/api/v1/shadow/${record.id}/decline`, { token: support.jwt, body: { reason: "No entry in the register." } })
    expect(declined.status).toBe(200)
    const letter = await letterTitled(founder.email, "Your facility claim was declined")
    expect(letter.text).toContain("No entry in the register.")
  })
})
