import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoAccounts } from "../src/db/seed/demoAccounts"
import { accountsOf, newEmail, STRONG_PASSWORD } from "./support/accounts"
import { errorOf } from "./support/http"
import { manySignups, startTestServer, type TestServer } from "./support/testServer"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ facilities: 50, config: manySignups })
})
afterAll(() => server.close())

const { call, signUpAndConfirm, logIn } = accountsOf(() => server.baseUrl)

const consentsOf = (accountId: string) =>
  server.query<{ kind: string; version: number; context: string }>(
    "select kind, version, context from consents where account_id = $1 order by kind, id", [accountId])

describe("legal texts", () => {
  it("serve the version in force of each of the four texts, with its date, and the list of versions", async () => {
    for (const kind of ["regulations", "privacy", "owu", "cookies"]) {
      const current = await call("GET", `/api/v1/legal/${kind}`)
      expect(current.status, kind).toBe(200)
      expect(current.body).toMatchObject({ kind, version: 1, published_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
      expect(current.body.body_html).toContain("<h2>")
      const versions = await call("GET", `/api/v1/legal/${kind}/versions`)
      expect(versions.body.versions).toEqual([{ kind, version: 1, title: current.body.title, published_on: current.body.published_on }])
    }
    const privacy = await call("GET", "/api/v1/legal/privacy")
    expect(privacy.body.body_html).toContain("Prezesa Urzędu Ochrony Danych Osobowych")
    const unknown = await call("GET", "/api/v1/legal/terms")
    expect(unknown.status).toBe(400)
    expect(errorOf(unknown).data.error.type).toBe("error/bad-request")
  })
})

describe("consents", () => {
  it("a sign-up without accepting the regulations gets ACCEPT_REQUIRED under the tick and creates nothing", async () => {
    const before = await server.query<{ n: number }>("select count(*)::int as n from accounts")
    const body = { email: newEmail(), password: STRONG_PASSWORD, name: "Jan", surname: "Kowalski" }
    for (const refused of [body, { ...body, accepted_regulations: false }]) {
      const response = await call("POST", "/api/v1/account/account", { body: refused })
      expect(response.status).toBe(400)
      expect(errorOf(response).data.error).toMatchObject({ msg: "ERROR_BAD_REQUEST", schema: { accepted_regulations: ["ACCEPT_REQUIRED"] } })
    }
    const after = await server.query<{ n: number }>("select count(*)::int as n from accounts")
    expect(after[0]!.n).toBe(before[0]!.n)
  })

  it("a sign-up records which versions of the regulations and privacy notice were accepted, and login asks for nothing", async () => {
    const { id, email, password } = await signUpAndConfirm()
    expect(await consentsOf(id)).toEqual([
      { kind: "privacy", version: 1, context: "signup" },
      { kind: "regulations", version: 1, context: "signup" }
    ])
    const [{ accepted_at }] = await server.query<{ accepted_at: Date }>("select max(accepted_at) as accepted_at from consents where account_id = $1", [id]) as [{ accepted_at: Date }]
    expect(Date.now() - new Date(accepted_at).getTime()).toBeLessThan(60_000)
    expect((await logIn(email, password)).user.pending_consents).toEqual([])
  })

  it("the demo accounts signed up with the texts in force accepted, so their sign-in asks for nothing", async () => {
    for (const account of demoAccounts) {
      expect((await logIn(account.email, account.password)).user.pending_consents, account.email).toEqual([])
    }
  })

  it("an account with no consent on record (made before the texts, or by Google or Facebook) is asked at sign-in", async () => {
    const { id, email, password } = await signUpAndConfirm()
    await server.query("delete from consents where account_id = $1", [id])
    expect((await logIn(email, password)).user.pending_consents).toEqual([{ kind: "privacy", version: 1 }, { kind: "regulations", version: 1 }])
  })

  it("an account made by Google or Facebook accepts at its first sign-in, recorded as given there", async () => {
    const { id, email, password } = await signUpAndConfirm()
    await server.query("delete from consents where account_id = $1", [id])
    await server.query("update accounts set source = 'google' where id = $1", [id])
    const { user, jwt } = await logIn(email, password)
    const accepted = await call("POST", "/api/v1/account/consents", { token: jwt, body: { accepted: user.pending_consents } })
    expect(accepted.body).toEqual({ pending_consents: [] })
    expect(await consentsOf(id)).toEqual([
      { kind: "privacy", version: 1, context: "oauth" },
      { kind: "regulations", version: 1, context: "oauth" }
    ])
  })

  it("a new version of the regulations is asked for at the next sign-in, once: accepting it clears it", async () => {
    const { id, email, password } = await signUpAndConfirm()
    await server.query(
      "insert into legal_documents (kind, version, title, body_html, published_on) values ('regulations', 2, 'Regulamin serwisu Pociecha', '<p>Nowa wersja</p>', current_date)")
    try {
      const { user, jwt } = await logIn(email, password)
      expect(user.pending_consents).toEqual([{ kind: "regulations", version: 2 }])
      // Only the version in force can be accepted.
      const outdated = await call("POST", "/api/v1/account/consents", { token: jwt, body: { accepted: [{ kind: "regulations", version: 1 }] } })
      expect(outdated.status).toBe(400)
      expect(errorOf(outdated).data.error.schema).toEqual({ accepted: ["FIELD_INVALID"] })
      const guest = await call("POST", "/api/v1/account/consents", { body: { accepted: [{ kind: "regulations", version: 2 }] } })
      expect(guest.status).toBe(401)

      const accepted = await call("POST", "/api/v1/account/consents", { token: jwt, body: { accepted: [{ kind: "regulations", version: 2 }] } })
      expect(accepted.status).toBe(200)
      expect(accepted.body).toEqual({ pending_consents: [] })
      expect((await consentsOf(id)).filter((consent) => consent.context === "sign-in")).toEqual([{ kind: "regulations", version: 2, context: "sign-in" }])
      expect((await logIn(email, password)).user.pending_consents).toEqual([])
    } finally {
      await server.query("delete from consents where kind = 'regulations' and version = 2")
      await server.query("delete from legal_documents where kind = 'regulations' and version = 2")
    }
  })
})

describe("an application's consents", () => {
  it("record, with the application, which versions of the regulations and privacy notice were in force when it was sent", async () => {
    const { email, password } = await signUpAndConfirm()
    const { jwt } = await logIn(email, password)
    const [facility] = await server.query<{ id: number }>("select id from facilities where status <> 'unknown' order by id limit 1")
    const birth = new Date(Date.now() - 3 * 365 * 86_400_000).toISOString().slice(0, 10)
    const sent = await call("POST", "/api/v1/application", {
      token: jwt,
      body: {
        facility_id: facility!.id, parent_name: "Joanna", parent_surname: "Zielińska", parent_phone: "+48 600 100 200",
        address: "ul. Długa 5/3, 31-147 Kraków", child_name: "Zosia", child_surname: "Zielińska", child_birth_date: birth
      }
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    const consents = await server.query<{ kind: string; version: number; context: string }>(
      "select kind, version, context from consents where application_id = $1 order by kind", [sent.body.id])
    expect(consents).toEqual([
      { kind: "privacy", version: 1, context: "application" },
      { kind: "regulations", version: 1, context: "application" }
    ])
  })
})
