import { describe, expect, it } from "vitest"
import { afterAll, beforeAll } from "vitest"
import { newEmail } from "./support/accounts"
import { opinionWorld } from "./support/opinions"
import { mailingTo, startSmtpInbox } from "./support/smtpInbox"
import { serverForTests } from "./support/testServer"
import { until } from "./support/until"

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>
beforeAll(async () => {
  inbox = await startSmtpInbox()
})
afterAll(() => inbox?.stop())
const SALES = "zespol.sprzedazy@example.pl"
const server = serverForTests(() => ({ facilities: 20, config: { ...mailingTo(inbox), salesEmail: SALES } }))
const world = opinionWorld(() => server)
const support = world.demoForTests("support")
const parent = world.demoForTests("parent")
const { call } = world

/** The letter whose subject holds `subject`, as delivered over SMTP to `email`. */
const letter = (email: string, subject: string) =>
  until(`“${subject}” to ${email}`, async () => inbox.to(email).find((received) => received.mail.subject?.includes(subject)))
    .then((received) => ({ subject: received.mail.subject ?? "", text: received.mail.text ?? "" }))

const stored = async () => (await server.query<{ count: number }>("select count(*)::int as count from sales_requests"))[0]!.count

const lead = (email: string) => ({
  name_surname: "Anna Kowalska", email, phone: "+48 600 100 200", facility_name: "Przedszkole Słoneczko", position: "Dyrektorka"
})

describe("a facility's lead form", () => {
  it("is stored, mailed to the product team and acknowledged to the sender, for a guest", async () => {
    const email = newEmail()
    const sent = await call("POST", "/api/v1/lead", { body: lead(email) })
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    const team = await letter(SALES, `Nowe zgłoszenie placówki: Przedszkole Słoneczko (nr ${sent.body.id})`)
    for (const field of ["Anna Kowalska", email, "+48 600 100 200", "Dyrektorka"]) expect(team.text).toContain(field)
    const acknowledged = await letter(email, "Dziękujemy za zgłoszenie placówki")
    expect(acknowledged.text).toContain("Anna Kowalska")
    expect(acknowledged.text).toContain("8:00–16:00")
  })

  it("is open to a signed-in user too", async () => {
    expect((await call("POST", "/api/v1/lead", { token: parent.jwt, body: lead(newEmail()) })).status).toBe(201)
  })

  it("refuses bad input with the catalogue's field messages and stores nothing", async () => {
    const before = await stored()
    const answer = await call("POST", "/api/v1/lead", {
      body: { name_surname: "Anna\u0000Kowalska", email: "nie-adres", phone: "12 34", facility_name: " ", position: "x".repeat(201) }
    })
    expect(answer.status).toBe(400)
    expect(answer.body.data.error.type).toBe("error/bad-request")
    expect(answer.body.data.error.msg).toBe("ERROR_BAD_REQUEST")
    const schema = answer.body.data.error.schema as Record<string, ReadonlyArray<string>>
    expect(schema.name_surname).toContain("FIELD_INVALID")
    expect(schema.email).toContain("EMAIL_INVALID")
    expect(schema.phone).toContain("PHONE_FIELD_MINIMAL_INPUT")
    expect(schema.facility_name).toContain("FIELD_REQUIRED")
    expect(schema.position).toContain("TEXT_TOO_LONG")
    expect(await stored()).toBe(before)
  })
})

describe("the free presentation booking", () => {
  it("needs only an address; both mails arrive", async () => {
    const email = newEmail()
    const sent = await call("POST", "/api/v1/presentation", { body: { email } })
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    const team = await letter(SALES, `Prośba o bezpłatną prezentację: ${email}`)
    expect(team.text).toContain("15-minutową")
    expect((await letter(email, "Dziękujemy za prośbę o prezentację")).text).toContain("15-minutową")
  })

  it("over the address's allowance answers 429 with Retry-After and stores nothing more", async () => {
    const email = newEmail()
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await call("POST", "/api/v1/presentation", { body: { email, phone: "600 100 200", preferred_time: "wtorek rano" } })).status).toBe(201)
    }
    const before = await stored()
    const over = await call("POST", "/api/v1/presentation", { body: { email: email.toUpperCase() } })
    expect(over.status).toBe(429)
    expect(over.body.data.error.msg).toBe("ERROR_TOO_MANY_REQUESTS")
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0)
    expect(await stored()).toBe(before)
  })
})

describe("support's list of requests", () => {
  it("lists them newest first and marks one handled, audited", async () => {
    const email = newEmail()
    const sent = await call("POST", "/api/v1/presentation", { body: { email, preferred_time: "czwartek po 12" } })
    const list = await call("GET", "/api/v1/support/sales-requests?page=1", { token: support.jwt })
    expect(list.status).toBe(200)
    expect(list.body.items[0]).toMatchObject({ id: sent.body.id, kind: "presentation", email, preferred_time: "czwartek po 12", handled: false })
    const marked = await call("PATCH", `/api/v1/support/sales-requests/${sent.body.id}`, { token: support.jwt, body: { handled: true } })
    expect(marked.status).toBe(200)
    expect(marked.body.handled).toBe(true)
    const again = await call("GET", "/api/v1/support/sales-requests", { token: support.jwt })
    expect(again.body.items.find((item: { id: number }) => item.id === sent.body.id).handled).toBe(true)
    const [entry] = await server.query<{ action: string; after: unknown }>(
      "select action, after from support_audit where action = 'sales-request.handled' order by id desc limit 1")
    expect(entry).toEqual({ action: "sales-request.handled", after: { id: sent.body.id, handled: true } })
  })

  it("a request that is not there is 404", async () => {
    expect((await call("PATCH", "/api/v1/support/sales-requests/999999", { token: support.jwt, body: { handled: true } })).status).toBe(404)
  })

  it("is refused to anyone but support", async () => {
    expect((await call("GET", "/api/v1/support/sales-requests", { token: parent.jwt })).status).toBe(403)
    expect((await call("GET", "/api/v1/support/sales-requests")).status).toBe(401)
  })
})
