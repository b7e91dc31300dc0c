import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoAccounts } from "../src/db/seed/demoAccounts"
import { errorOf, refreshCookieOf, request } from "./support/http"
import { startTestServer, type TestServer } from "./support/testServer"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ facilities: 600 })
})
afterAll(() => server.close())

const call = (method: string, path: string, options?: Parameters<typeof request>[3]) =>
  request(server.baseUrl, method, path, options)

const newEmail = () => `test.${Math.random().toString(36).slice(2, 10)}@example.pl`

/** The last link of a kind mailed to an address, read from the dev mailbox. */
const linkFromMailbox = async (email: string, path: string) => {
  const mailbox = await call("GET", `/api/dev/mailbox?to=${encodeURIComponent(email)}`)
  expect(mailbox.status).toBe(200)
  const text: string = mailbox.body[0].text
  const match = new RegExp(`/${path}/([A-Za-z0-9_-]+)`).exec(text)
  expect(match).not.toBeNull()
  return match![1]!
}

const signUpAndConfirm = async (password = "Haslo12345") => {
  const email = newEmail()
  const signup = await call("POST", "/api/v1/account/account", {
    body: { email: email.toUpperCase(), password, name: "Joanna", surname: "Zielińska" }
  })
  expect(signup.status).toBe(201)
  const token = await linkFromMailbox(email, "potwierdz-konto")
  expect((await call("POST", `/api/v1/account/confirm/${token}`)).status).toBe(204)
  return { email, password, id: signup.body.id as string }
}

const logIn = async (email: string, password: string) => {
  const login = await call("POST", "/api/v1/account/login", { body: { email, password } })
  expect(login.status).toBe(200)
  return { user: login.body, jwt: login.body.jwt as string, cookie: refreshCookieOf(login)! }
}

describe("sign-up and confirmation", () => {
  it("creates an inactive account, lowercases the e-mail and mails a confirmation link", async () => {
    const email = newEmail()
    const response = await call("POST", "/api/v1/account/account", {
      body: { email: `  ${email.toUpperCase()}`.trim(), password: "Haslo12345", name: "Jan", surname: "Kowalski" }
    })
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({ email, status: "not_activated" })
    const login = await call("POST", "/api/v1/account/login", { body: { email, password: "Haslo12345" } })
    expect(login.status).toBe(403)
    expect(errorOf(login).data.error).toMatchObject({ type: "error/account-not-activated", msg: "ERROR_ACCOUNT_NOT_ACTIVATED" })
    const token = await linkFromMailbox(email, "potwierdz-konto")
    expect((await call("POST", `/api/v1/account/confirm/${token}`)).status).toBe(204)
    // Single use: the same link again is unknown.
    const again = await call("POST", `/api/v1/account/confirm/${token}`)
    expect(again.status).toBe(404)
    expect(errorOf(again).data.error.msg).toBe("ERROR_RESET_TOKEN_NOT_FOUND")
  })

  it("refuses a taken e-mail with ERROR_EMAIL_TAKEN and creates nothing", async () => {
    const { email } = await signUpAndConfirm()
    const before = await server.query<{ n: number }>("select count(*)::int as n from accounts")
    const response = await call("POST", "/api/v1/account/account", {
      body: { email, password: "Haslo12345", name: "Inna", surname: "Osoba" }
    })
    expect(response.status).toBe(409)
    expect(errorOf(response).data.error).toMatchObject({ type: "error/email-taken", schema: { email: ["ERROR_EMAIL_TAKEN"] } })
    const after = await server.query<{ n: number }>("select count(*)::int as n from accounts")
    expect(after[0]!.n).toBe(before[0]!.n)
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

    const noCurrent = await call("PATCH", `/api/v1/account/account/${me.id}`, { token: jwt, body: { password: "NoweHaslo123" } })
    expect(noCurrent.status).toBe(401)
    expect(errorOf(noCurrent).data.error.schema).toEqual({ current_password: ["ERROR_BAD_PASSWORD"] })
    // Nothing changed: the old password still works.
    await logIn(me.email, me.password)

    const changed = await call("PATCH", `/api/v1/account/account/${me.id}`, {
      token: jwt,
      body: { password: "NoweHaslo123", current_password: me.password }
    })
    expect(changed.status).toBe(200)
    expect((await call("POST", "/api/v1/account/refresh", { cookie })).status).toBe(401)
    await logIn(me.email, "NoweHaslo123")
  })

  it("resets a forgotten password through the mailed single-use link", async () => {
    const me = await signUpAndConfirm()
    const unknown = await call("POST", `/api/v1/account/reset/request/${encodeURIComponent(newEmail())}`)
    expect(unknown.status).toBe(204)
    expect((await call("POST", `/api/v1/account/reset/request/${encodeURIComponent(me.email)}`)).status).toBe(204)
    const token = await linkFromMailbox(me.email, "reset-hasla")
    const short = await call("POST", `/api/v1/account/reset/confirm/${token}`, { body: { password: "abc" } })
    expect(short.status).toBe(400)
    expect((await call("POST", `/api/v1/account/reset/confirm/${token}`, { body: { password: "Zresetowane1" } })).status).toBe(204)
    await logIn(me.email, "Zresetowane1")
    const reused = await call("POST", `/api/v1/account/reset/confirm/${token}`, { body: { password: "Inne123456" } })
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
