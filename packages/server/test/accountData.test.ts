import { describe, expect, it } from "vitest"
import { counterKey } from "../src/abuse/abuseGuard"
import { STRONG_PASSWORD } from "./support/accounts"
import { errorOf } from "./support/http"
import { opinionWorld, type Person } from "./support/opinions"
import { findTraces } from "./support/personalTraces"
import { manySignups, serverForTests } from "./support/testServer"
import { fileForm } from "./support/uploads"

const server = serverForTests(() => ({ facilities: 600, config: manySignups }))
const world = opinionWorld(() => server)
const { call } = world
const support = world.demoForTests("support")

/** A 1 × 1 PNG: the smallest photo the upload takes. */
const PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64"
)

/** What names the person, chosen so that nothing else in the database contains it. */
const person = {
  name: "Świętopełk",
  surname: "Chrząszczyński",
  childName: "Dobrogniewa",
  childSurname: "Chrząszczyńska",
  address: "ul. Rzeżuchowa 77/13, Pcim",
  phone: "601 777 313"
}

/** A new account that accepts the regulations at sign-up, confirms its address and signs in. */
const signUp = async ({ name, surname }: { readonly name: string; readonly surname: string } = person): Promise<Person> => {
  const email = `swietopelk.${Math.random().toString(36).slice(2, 10)}@example.pl`
  const signup = await call("POST", "/api/v1/account/account", {
    body: { email, password: STRONG_PASSWORD, name, surname, accepted_regulations: true }
  })
  expect(signup.status, JSON.stringify(signup.body)).toBe(201)
  const mail = (await world.mailTo(email)).map((message) => /\/potwierdz-konto\/([A-Za-z0-9_-]+)/.exec(message.text)).find(Boolean)
  expect((await call("POST", `/api/v1/account/confirm/${mail![1]}`)).status).toBe(204)
  const login = await call("POST", "/api/v1/account/login", { body: { email, password: STRONG_PASSWORD } })
  expect(login.status).toBe(200)
  return { id: String(login.body.id), email, jwt: login.body.jwt }
}

const ok = async (response: Promise<{ status: number; body: unknown }>, status = 201) => {
  const answer = await response
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  return answer.body as Record<string, unknown>
}

/** The person acts everywhere the portal keeps something of them; what each act left, for the export. */
const actEverywhere = async (me: Person) => {
  const token = me.jwt
  // A mistyped password: the login limiter now keeps counters keyed by (a hash of) the address.
  expect((await call("POST", "/api/v1/account/login", { body: { email: me.email, password: "Zle-haslo-2026" } })).status).toBe(401)
  const avatar = await ok(call("POST", `/api/v1/account/account/${me.id}/avatar`, { token, form: fileForm(PIXEL_PNG, "ja.png", "image/png") }), 200)
  const reviewed = await world.quietFacility()
  const opinion = await ok(call("POST", "/api/v1/opinion", {
    token,
    body: { facility_id: reviewed.id, cleanliness: 5, staff: 4, food: 3, pros: "Ogród.", cons: "Parking.",
      comment: "Córka chodzi tu od roku i bardzo lubi swoje panie. Dużo zajęć na świeżym powietrzu.",
      name: person.name, surname: person.surname }
  }))
  const asked = await world.quietFacility()
  const question = await ok(call("POST", "/api/v1/user-question", {
    token, body: { facility_id: asked.id, topic: "recruitment", content: `Czy ${person.childName} może zacząć od września?` }
  }))
  const message = await ok(call("POST", `/api/v1/user-question/${String(question.id)}/message`, { token, body: { content: "Dziękuję, czekam na odpowiedź." } }))
  await ok(call("POST", "/api/v1/seen-by/mark", { token, body: [{ id: `message:${String(message.id)}` }] }), 204)
  // A facility nobody runs is mailed the application itself at its public address: mail to someone else naming the person.
  const applied = await world.quietFacility()
  await server.query("update facilities set email = 'sekretariat.zlobka@example.pl' where id = $1", [applied.id])
  await ok(call("POST", "/api/v1/application", {
    token,
    body: { facility_id: applied.id, parent_name: person.name, parent_surname: person.surname, parent_phone: person.phone,
      address: person.address, child_name: person.childName, child_surname: person.childSurname, child_birth_date: "2024-03-01" }
  }))
  const joined = await world.quietFacility()
  await ok(call("POST", `/api/facility/list/${joined.id}/membership`, { token, body: { role: "parent" } }))
  const othersOpinion = await world.written(await signUp({ name: "Anna", surname: "Nowak" }), (await world.quietFacility()).id)
  await world.decided(support, othersOpinion, "accept")
  await ok(call("POST", "/api/v1/report", { token, body: { target: `opinion:${othersOpinion}`, reason: "other", content: "Nieprawda." } }))
  // A facility this person runs (an accepted claim made them its owner): its owner links name them.
  const owned = await world.quietFacility()
  await server.query("update facilities set account_id = $1, facility_owner_account_id = $1 where id = $2", [me.id, owned.id])
  await server.query(
    `insert into shadow_facilities (account_id, kind, facility_id, town_id, data)
     select $1, 'claim', id, town_id, $2::jsonb from facilities where id = $3`,
    [me.id, JSON.stringify({ first_name: person.name, last_name: person.surname, phone: person.phone }), owned.id]
  )
  return { avatar: String(avatar.avatar), opinion: Number(opinion.id), question: Number(question.id), message: Number(message.id) }
}

describe("downloading my data (RODO access and portability)", () => {
  it("is the account's own: 401 for a guest, 403 for anyone else, support too", async () => {
    const me = await signUp({ name: "Anna", surname: "Nowak" })
    const other = await signUp({ name: "Anna", surname: "Nowak" })
    expect((await call("GET", `/api/v1/account/account/${me.id}/export`)).status).toBe(401)
    for (const caller of [other, support]) {
      const refused = await call("GET", `/api/v1/account/account/${me.id}/export`, { token: caller.jwt })
      expect(refused.status).toBe(403)
      expect(errorOf(refused).data.error).toMatchObject({ type: "error/insufficient-permissions", msg: "ERROR_INSUFFICIENT_PERMISSIONS" })
    }
  })
})

describe("an account's whole life: sign-up, acts, download, deletion", () => {
  it("downloads everything it did, then deletion leaves no row that names it", async () => {
    const me = await signUp()
    const acted = await actEverywhere(me)

    const download = await call("GET", `/api/v1/account/account/${me.id}/export`, { token: me.jwt })
    expect(download.status).toBe(200)
    const today = new Date().toISOString().slice(0, 10)
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="pociecha-dane-${today}.json"`)
    expect(download.headers.get("cache-control")).toBe("private, no-store")
    const data = download.body
    expect(data.account).toMatchObject({ id: me.id, email: me.email, name: person.name, surname: person.surname, avatar: acted.avatar })
    expect(JSON.stringify(data)).not.toMatch(/password|token_hash/)
    expect(data.consents).toContainEqual(expect.objectContaining({ kind: "regulations" }))
    expect(data.opinions).toEqual([expect.objectContaining({
      id: acted.opinion, ratings: { cleanliness: 5, staff: 4, food: 3 }, author_name: person.name, author_surname: person.surname
    })])
    expect(data.questions).toEqual([expect.objectContaining({ id: acted.question, topic: "recruitment" })])
    expect(data.questions[0].messages.map((m: { content: string; mine: boolean }) => [m.content, m.mine])).toEqual([
      [`Czy ${person.childName} może zacząć od września?`, true],
      ["Dziękuję, czekam na odpowiedź.", true]
    ])
    expect(data.applications).toEqual([expect.objectContaining({
      child_name: person.childName, child_surname: person.childSurname, child_birth_date: "2024-03-01",
      address: person.address, parent_phone: person.phone
    })])
    expect(data.memberships).toEqual([expect.objectContaining({ role: "parent", status: "pending" })])
    expect(data.reports).toEqual([expect.objectContaining({ reason: "other", content: "Nieprawda." })])
    expect(data.seen).toEqual([expect.objectContaining({ item_id: `message:${acted.message}` })])
    expect(data.shadow_facilities).toEqual([expect.objectContaining({ kind: "claim", data: expect.objectContaining({ phone: person.phone }) })])
    expect(data.files).toContainEqual({ kind: "avatar", name: acted.avatar.split("/").pop(), url: acted.avatar })
    expect(new Date(data.opinions[0].created_at).toISOString().slice(0, 10)).toBe(today)

    // Everything that names the person, including what only points at them.
    const traces = [me.email, person.name, person.surname, person.childName, person.childSurname, person.address, person.phone,
      me.id, counterKey(me.email)]
    const before = new Set((await findTraces(server, traces)).map((trace) => trace.table))
    // The search reaches every kind of row the person left: it would see them if they stayed.
    for (const table of ["accounts", "opinions", "user_questions", "question_messages", "applications", "facility_members",
      "reports", "seen_marks", "mail_outbox", "abuse_counters", "facilities", "shadow_facilities", "consents"]) {
      expect(before, table).toContain(table)
    }
    const toOthers = await server.query("select 1 from mail_outbox where to_address <> $1 and strpos(body_text, $2) > 0", [me.email, person.childName])
    expect(toOthers.length).toBeGreaterThan(0)
    expect((await call("GET", acted.avatar)).status).toBe(200)

    expect((await call("DELETE", `/api/v1/account/account/${me.id}`, { token: me.jwt })).status).toBe(204)

    expect(await findTraces(server, traces)).toEqual([])
    expect((await call("GET", acted.avatar)).status).toBe(404)
    // The opinion stays, anonymised as 'Konto usunięte'; the report stays with the moderators, unsigned.
    const [opinion] = await server.query<{ author_deleted: boolean }>("select author_deleted from opinions where id = $1", [acted.opinion])
    expect(opinion?.author_deleted).toBe(true)
    expect(await server.query("select 1 from reports where content = 'Nieprawda.'")).toHaveLength(1)
  })
})
