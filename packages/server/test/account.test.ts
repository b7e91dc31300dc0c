import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { hashPassword } from "../src/auth/password"
import { demoAccounts } from "../src/db/seed/demoAccounts"
import { accountsOf, newEmail } from "./support/accounts"
import { errorOf, refreshCookieOf } from "./support/http"
import { manySignups, startTestServer, type TestServer } from "./support/testServer"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ facilities: 600, config: manySignups })
})
afterAll(() => server.close())

const { call, mailTo, linkFromMailbox, signUpAndConfirm, logIn } = accountsOf(() => server.baseUrl)

describe("sign-up and confirmation", () => {
  it("creates an inactive account, lowercases the e-mail and mails a confirmation link", async () => {
    const email = newEmail()
    const response = await call("POST", "/api/v1/account/account", {
      body: { email: `  ${email.toUpperCase()}`.trim(), password: "Kasztanowy-Sad-48", name: "Jan", surname: "Kowalski", accepted_regulations: true }
    })
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({ email, status: "not_activated" })
    const login = await call("POST", "/api/v1/account/login", { body: { email, password: "Kasztanowy-Sad-48" } })
    expect(login.status).toBe(403)
    expect(errorOf(login).data.error).toMatchObject({ type: "error/account-not-activated", msg: "ERROR_ACCOUNT_NOT_ACTIVATED" })
    const token = await linkFromMailbox(email, "potwierdz-konto")
    expect((await call("POST", `/api/v1/account/confirm/${token}`)).status).toBe(204)
    // Single use: the same link again is unknown.
    const again = await call("POST", `/api/v1/account/confirm/${token}`)
    expect(again.status).toBe(404)
    expect(errorOf(again).data.error.msg).toBe("ERROR_RESET_TOKEN_NOT_FOUND")
  })

  it("answers a taken e-mail exactly as a new sign-up, creates nothing and mails the address's owner instead", async () => {
    const { email } = await signUpAndConfirm()
    const before = await server.query<{ n: number }>("select count(*)::int as n from accounts")
    const mailsBefore = (await mailTo(email)).length
    const body = { password: "Kasztanowy-Sad-48", name: "Inna", surname: "Osoba", accepted_regulations: true }
    const taken = await call("POST", "/api/v1/account/account", { body: { ...body, email } })
    const fresh = await call("POST", "/api/v1/account/account", { body: { ...body, email: newEmail() } })
    // Whether an address has an account is nobody's business (as at login and reset).
    expect(taken.status).toBe(fresh.status)
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort())
    expect(taken.body).toMatchObject({ email, status: "not_activated" })
    const after = await server.query<{ n: number }>("select count(*)::int as n from accounts")
    expect(after[0]!.n).toBe(before[0]!.n + 1)
    const mails = await mailTo(email)
    expect(mails).toHaveLength(mailsBefore + 1)
    expect(mails[0]!.text).toContain("/logowanie")
    expect(mails[0]!.text).toContain("/przypomnij-haslo")
    expect(mails[0]!.text).not.toContain("/potwierdz-konto/")
  })

  it("answers malformed JSON, wrong types and short fields with ERROR_BAD_REQUEST and field messages", async () => {
    const malformed = await call("POST", "/api/v1/account/account", { rawBody: "{\"email\": " })
    expect(malformed.status).toBe(400)
    expect(errorOf(malformed)).toMatchObject({ statusCode: 400, data: { error: { type: "error/bad-request", msg: "ERROR_BAD_REQUEST" } } })

    const wrong = await call("POST", "/api/v1/account/account", {
      body: { email: "no-at-sign", password: "short", name: "Al", surname: 42 }
    })
    expect(wrong.status).toBe(400)
    const schema = errorOf(wrong).data.error.schema!
    expect(schema.email).toContain("EMAIL_INVALID")
    expect(schema.password).toContain("PASSWORD_TOO_SHORT")
    expect(schema.name).toContain("NAME_TOO_SHORT")
    expect(schema.surname).toBeDefined()

    const missing = await call("POST", "/api/v1/account/account", { body: { email: newEmail() } })
    expect(errorOf(missing).data.error.schema!.password).toContain("FIELD_REQUIRED")
  })

  it("bounds every password at 256 characters, and one set under the old rule still logs in", async () => {
    const tooLong = "kanapka-Żyrafa-91-tęcza ".repeat(11).slice(0, 257)
    const signup = await call("POST", "/api/v1/account/account", {
      body: { email: newEmail(), password: tooLong, name: "Jan", surname: "Kowalski", accepted_regulations: true }
    })
    expect(signup.status).toBe(400)
    expect(errorOf(signup).data.error.schema).toEqual({ password: ["PASSWORD_TOO_LONG"] })
    const login = await call("POST", "/api/v1/account/login", { body: { email: "rodzic@pociecha.pl", password: tooLong } })
    expect(errorOf(login).data.error.schema).toEqual({ password: ["PASSWORD_TOO_LONG"] })

    const { email, id } = await signUpAndConfirm()
    await server.query("update accounts set password_hash = $1 where id = $2", [await hashPassword("12345678"), id])
    await logIn(email, "12345678")
  })
})

describe("login, refresh and logout", () => {
  it("logs in with a bearer token and an httpOnly refresh cookie; bad credentials get ERROR_BAD_PASSWORD", async () => {
    const { email, password } = await signUpAndConfirm()
    const login = await call("POST", "/api/v1/account/login", { body: { email, password } })
    expect(login.status).toBe(200)
    expect(login.body).toMatchObject({ email, name: "Joanna", status: "active", language: "pl", facilities: [] })
    expect(login.body.jwt.split(".")).toHaveLength(3)
    const setCookie = login.headers.getSetCookie().join("\n")
    expect(setCookie).toMatch(/refresh_token=[^;]+;/)
    expect(setCookie).toMatch(/HttpOnly/i)

    for (const body of [{ email, password: "wrong-password" }, { email: newEmail(), password }]) {
      const bad = await call("POST", "/api/v1/account/login", { body })
      expect(bad.status).toBe(401)
      expect(errorOf(bad).data.error.type).toBe("error/bad-password")
    }
  })

  it("rotates the refresh token, and a reused one revokes the whole session", async () => {
    const { email, password } = await signUpAndConfirm()
    const { cookie } = await logIn(email, password)
    const first = await call("POST", "/api/v1/account/refresh", { cookie })
    expect(first.status).toBe(200)
    expect(typeof first.body.jwt).toBe("string")
    const rotated = refreshCookieOf(first)!
    expect(rotated).not.toBe(cookie)

    const reused = await call("POST", "/api/v1/account/refresh", { cookie })
    expect(reused.status).toBe(401)
    // The thief's reuse also ends the rightful holder's session.
    expect((await call("POST", "/api/v1/account/refresh", { cookie: rotated })).status).toBe(401)
    const missing = await call("POST", "/api/v1/account/refresh")
    expect(errorOf(missing).data.error.type).toBe("error/missing-refresh-token")
  })

  it("logout ends the session: its refresh token no longer works", async () => {
    const { email, password } = await signUpAndConfirm()
    const { cookie } = await logIn(email, password)
    expect((await call("POST", "/api/v1/account/logout", { cookie })).status).toBe(204)
    expect((await call("POST", "/api/v1/account/refresh", { cookie })).status).toBe(401)
  })
})

describe("the account", () => {
  it("needs a valid token: missing, invalid and another user's account are refused", async () => {
    const me = await signUpAndConfirm()
    const other = await signUpAndConfirm()
    const { jwt } = await logIn(me.email, me.password)

    const missing = await call("GET", `/api/v1/account/account/${me.id}`)
    expect(errorOf(missing).data.error.type).toBe("error/missing-jwt")
    const invalid = await call("GET", `/api/v1/account/account/${me.id}`, { token: "not.a.jwt" })
    expect(errorOf(invalid).data.error.type).toBe("error/invalid-jwt")
    const foreign = await call("GET", `/api/v1/account/account/${other.id}`, { token: jwt })
    expect(foreign.status).toBe(403)
    expect(errorOf(foreign).data.error.type).toBe("error/insufficient-permissions")
    const own = await call("GET", `/api/v1/account/account/${me.id}`, { token: jwt })
    expect(own.body).toMatchObject({ id: me.id, email: me.email })
    expect(own.body.jwt).toBeUndefined()
  })

  it("patches settings, and a password change needs the current password and ends sessions", async () => {
    const me = await signUpAndConfirm()
    const { jwt, cookie } = await logIn(me.email, me.password)
    const patched = await call("PATCH", `/api/v1/account/account/${me.id}`, {
      token: jwt,
      body: { language: "ua", notify_new_opinions: false, name: "Joanna Maria" }
    })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({ language: "ua", notify_new_opinions: false, name: "Joanna Maria" })

    const noCurrent = await call("PATCH", `/api/v1/account/account/${me.id}`, { token: jwt, body: { password: "Nowe-Lato-nad-Wisla-5" } })
    expect(noCurrent.status).toBe(401)
    expect(errorOf(noCurrent).data.error.schema).toEqual({ current_password: ["ERROR_BAD_PASSWORD"] })
    // Nothing changed: the old password still works.
    await logIn(me.email, me.password)

    const changed = await call("PATCH", `/api/v1/account/account/${me.id}`, {
      token: jwt,
      body: { password: "Nowe-Lato-nad-Wisla-5", current_password: me.password }
    })
    expect(changed.status).toBe(200)
    expect((await call("POST", "/api/v1/account/refresh", { cookie })).status).toBe(401)
    await logIn(me.email, "Nowe-Lato-nad-Wisla-5")
  })

  it("resets a forgotten password through the mailed single-use link", async () => {
    const me = await signUpAndConfirm()
    const unknown = await call("POST", `/api/v1/account/reset/request/${encodeURIComponent(newEmail())}`)
    expect(unknown.status).toBe(204)
    expect((await call("POST", `/api/v1/account/reset/request/${encodeURIComponent(me.email)}`)).status).toBe(204)
    const token = await linkFromMailbox(me.email, "reset-hasla")
    const short = await call("POST", `/api/v1/account/reset/confirm/${token}`, { body: { password: "abc" } })
    expect(short.status).toBe(400)
    expect((await call("POST", `/api/v1/account/reset/confirm/${token}`, { body: { password: "Zielony-Parasol-33" } })).status).toBe(204)
    await logIn(me.email, "Zielony-Parasol-33")
    const reused = await call("POST", `/api/v1/account/reset/confirm/${token}`, { body: { password: "Inne-Haslo-Ponownie-7" } })
    expect(errorOf(reused).data.error.msg).toBe("ERROR_RESET_TOKEN_NOT_FOUND")
  })

  it("lets support delete another account without ending support's own session", async () => {
    const someone = await signUpAndConfirm()
    const support = demoAccounts.find((account) => account.type === "support")!
    const { jwt, cookie } = await logIn(support.email, support.password)
    const deleted = await call("DELETE", `/api/v1/account/account/${someone.id}`, { token: jwt, cookie })
    expect(deleted.status).toBe(204)
    expect(deleted.headers.getSetCookie().join("\n")).not.toMatch(/refresh_token=/)
    expect(await server.query("select 1 from accounts where id = $1", [someone.id])).toHaveLength(0)
    expect((await call("POST", "/api/v1/account/refresh", { cookie })).status).toBe(200)
  })

  it("deletes the account for good", async () => {
    const me = await signUpAndConfirm()
    const { jwt } = await logIn(me.email, me.password)
    expect((await call("DELETE", `/api/v1/account/account/${me.id}`, { token: jwt })).status).toBe(204)
    const login = await call("POST", "/api/v1/account/login", { body: { email: me.email, password: me.password } })
    expect(login.status).toBe(401)
    expect(await server.query("select 1 from accounts where id = $1", [me.id])).toHaveLength(0)
  })
})

describe("strong passwords (the password policy of core)", () => {
  const weak = { password: ["PASSWORD_TOO_WEAK"] }

  it("refuses a sign-up with an easily guessed password, or one made of the person's own details, and creates nothing", async () => {
    const before = await server.query<{ n: number }>("select count(*)::int as n from accounts")
    for (const password of ["aaaaaaaaaaaa", "przedszkole123", "Kowalska2026Anna"]) {
      const email = newEmail()
      const response = await call("POST", "/api/v1/account/account", { body: { email, password, name: "Anna", surname: "Kowalska", accepted_regulations: true } })
      expect(response.status, password).toBe(400)
      expect(errorOf(response).data.error).toEqual({ type: "error/bad-request", msg: "ERROR_BAD_REQUEST", schema: weak })
      expect((await call("GET", `/api/dev/mailbox?to=${encodeURIComponent(email)}`)).body).toEqual([])
    }
    const after = await server.query<{ n: number }>("select count(*)::int as n from accounts")
    expect(after[0]!.n).toBe(before[0]!.n)
  })

  it("refuses a weak new password on reset and keeps the link and the old password", async () => {
    const me = await signUpAndConfirm()
    await call("POST", `/api/v1/account/reset/request/${encodeURIComponent(me.email)}`)
    const token = await linkFromMailbox(me.email, "reset-hasla")
    for (const password of ["qwertyuiop12", "Zielinska-Joanna-2026"]) {
      const refused = await call("POST", `/api/v1/account/reset/confirm/${token}`, { body: { password } })
      expect(refused.status, password).toBe(400)
      expect(errorOf(refused).data.error.schema).toEqual(weak)
    }
    await logIn(me.email, me.password)
    expect((await call("POST", `/api/v1/account/reset/confirm/${token}`, { body: { password: "Zielony-Parasol-33" } })).status).toBe(204)
  })

  it("refuses a weak password change and applies none of the patch", async () => {
    const me = await signUpAndConfirm()
    const { jwt, cookie } = await logIn(me.email, me.password)
    const refused = await call("PATCH", `/api/v1/account/account/${me.id}`, {
      token: jwt,
      body: { name: "Marianna", password: "Marianna-Zielinska", current_password: me.password }
    })
    expect(refused.status).toBe(400)
    expect(errorOf(refused).data.error.schema).toEqual(weak)
    expect((await call("GET", `/api/v1/account/account/${me.id}`, { token: jwt })).body.name).toBe("Joanna")
    expect((await call("POST", "/api/v1/account/refresh", { cookie })).status).toBe(200)
    await logIn(me.email, me.password)
  })
})
