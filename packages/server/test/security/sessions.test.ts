import { Redacted } from "effect"
import { decodeJwt, SignJWT } from "jose"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeAccessTokens } from "../../src/auth/accessToken"
import { demoAccount } from "../../src/db/seed/demoAccounts"
import { accountsOf, STRONG_PASSWORD } from "../support/accounts"
import { errorOf, request } from "../support/http"
import { startTestServer, type TestServer } from "../support/testServer"

let server: TestServer
let production: TestServer
beforeAll(async () => {
  ;[server, production] = await Promise.all([
    startTestServer({ facilities: 600 }),
    // Production's cookie rules, over the test database (demo accounts included, for logging in).
    startTestServer({ facilities: 600, config: { appEnv: "production" } })
  ])
})
afterAll(() => Promise.all([server.close(), production.close()]))

const { call, signUpAndConfirm, logIn, linkFromMailbox } = accountsOf(() => server.baseUrl)
const parent = demoAccount("parent")
const support = demoAccount("support")

/** The secret of the old development default: it used to sign tokens every start accepted. */
const OLD_DEVELOPMENT_SECRET = "pociecha-development-secret-change-me"

const ownAccount = (id: string, jwt: string) => call("GET", `/api/v1/account/account/${id}`, { token: jwt })

const expectTokenEnded = async (id: string, jwt: string) => {
  const after = await ownAccount(id, jwt)
  expect(after.status).toBe(401)
  expect(errorOf(after).data.error.msg).toBe("ERROR_INVALID_JWT")
}

describe("who the caller is comes from the database, not the token (finding 1)", () => {
  it("refuses a support token forged with the old development secret", async () => {
    const { user } = await logIn(parent.email, parent.password)
    const forged = await new SignJWT({ typ: "support" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime("15m")
      .sign(new TextEncoder().encode(OLD_DEVELOPMENT_SECRET))
    const response = await call("GET", `/api/v1/account/account/${(await signUpAndConfirm()).id}`, { token: forged })
    expect(response.status).toBe(401)
    expect(errorOf(response).data.error.msg).toBe("ERROR_INVALID_JWT")
  })

  it("refuses a well-signed token for an account or session that does not exist", async () => {
    const tokens = makeAccessTokens(server.config.jwtSecret)
    const { user, jwt } = await logIn(parent.email, parent.password)
    const ghosts = [
      await tokens.sign({ accountId: crypto.randomUUID(), sessionId: decodeJwt(jwt).sid as string }),
      await tokens.sign({ accountId: user.id, sessionId: crypto.randomUUID() })
    ]
    for (const token of ghosts) {
      const response = await call("GET", "/api/v1/overview", { token })
      expect(response.status).toBe(401)
      expect(errorOf(response).data.error.msg).toBe("ERROR_INVALID_JWT")
    }
  })

  it("reads the account type from the database: a type claim in the token grants nothing", async () => {
    const { user, jwt } = await logIn(parent.email, parent.password)
    const claimsSupport = await new SignJWT({ typ: "support", type: "support", sid: decodeJwt(jwt).sid })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime("15m")
      .sign(new TextEncoder().encode(Redacted.value(server.config.jwtSecret)))
    const someoneElse = await signUpAndConfirm()
    const response = await call("GET", `/api/v1/account/account/${someoneElse.id}`, { token: claimsSupport })
    expect(response.status).toBe(403)
    const asSupport = await logIn(support.email, support.password)
    expect((await call("GET", `/api/v1/account/account/${someoneElse.id}`, { token: asSupport.jwt })).status).toBe(200)
  })
})

describe("an access token ends with its session, at once (finding 10)", () => {
  it("on logout", async () => {
    const me = await signUpAndConfirm()
    const { jwt, cookie } = await logIn(me.email, me.password)
    expect((await ownAccount(me.id, jwt)).status).toBe(200)
    expect((await call("POST", "/api/v1/account/logout", { cookie })).status).toBe(204)
    await expectTokenEnded(me.id, jwt)
  })

  it("on a password change, on every device", async () => {
    const me = await signUpAndConfirm()
    const [phone, laptop] = [await logIn(me.email, me.password), await logIn(me.email, me.password)]
    const changed = await call("PATCH", `/api/v1/account/account/${me.id}`, {
      token: laptop.jwt,
      body: { current_password: me.password, password: `${STRONG_PASSWORD}-nowe` }
    })
    expect(changed.status).toBe(200)
    await expectTokenEnded(me.id, phone.jwt)
    await expectTokenEnded(me.id, laptop.jwt)
  })

  it("on an e-mail change, once the new address confirms it", async () => {
    const me = await signUpAndConfirm()
    const { jwt } = await logIn(me.email, me.password)
    const newAddress = `nowy.${me.email}`
    const asked = await call("PATCH", `/api/v1/account/account/${me.id}`, {
      token: jwt,
      body: { current_password: me.password, email: newAddress }
    })
    expect(asked.status).toBe(200)
    expect((await ownAccount(me.id, jwt)).status).toBe(200)
    const token = await linkFromMailbox(newAddress, "potwierdz-email")
    expect((await call("POST", `/api/v1/account/email/confirm/${token}`)).status).toBe(200)
    await expectTokenEnded(me.id, jwt)
  })

  it("on deletion; and a deleted account's token gets 401, not a server error (finding 6)", async () => {
    const me = await signUpAndConfirm()
    const { jwt } = await logIn(me.email, me.password)
    expect((await call("DELETE", `/api/v1/account/account/${me.id}`, { token: jwt })).status).toBe(204)
    await expectTokenEnded(me.id, jwt)
    const mark = await call("POST", "/api/v1/seen-by/mark", { token: jwt, body: [{ id: "opinion:1" }] })
    expect(mark.status).toBe(401)
    expect(errorOf(mark).data.error.msg).toBe("ERROR_INVALID_JWT")
  })
})

describe("the refresh cookie (finding 13)", () => {
  it("refresh and logout refuse another site, and leave the session as it was", async () => {
    const me = await signUpAndConfirm()
    const { cookie, jwt } = await logIn(me.email, me.password)
    for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }]) {
      for (const path of ["/api/v1/account/refresh", "/api/v1/account/logout"]) {
        const response = await fetch(`${server.baseUrl}${path}`, { method: "POST", headers: { cookie, ...headers } })
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403)
        expect(((await response.json()) as { data: { error: { msg: string } } }).data.error.msg).toBe("ERROR_FORBIDDEN")
      }
    }
    expect((await ownAccount(me.id, jwt)).status).toBe(200)
    const ours = await fetch(`${server.baseUrl}/api/v1/account/refresh`, {
      method: "POST",
      headers: { cookie, origin: server.baseUrl, "sec-fetch-site": "same-origin" }
    })
    expect(ours.status).toBe(200)
  })

  it("is __Host- prefixed, Secure, whole-site and SameSite=Strict in production", async () => {
    const login = await request(production.baseUrl, "POST", "/api/v1/account/login", {
      body: { email: parent.email, password: parent.password }
    })
    expect(login.status).toBe(200)
    const setCookie = login.headers.getSetCookie().find((c) => c.startsWith("__Host-refresh_token="))
    expect(setCookie).toBeDefined()
    expect(setCookie).toMatch(/; Secure/i)
    expect(setCookie).toMatch(/; HttpOnly/i)
    expect(setCookie).toMatch(/; Path=\/(;|$)/i)
    expect(setCookie).toMatch(/; SameSite=Strict/i)
    expect(setCookie).not.toMatch(/Domain=/i)
    const refreshed = await request(production.baseUrl, "POST", "/api/v1/account/refresh", { cookie: setCookie!.split(";")[0]! })
    expect(refreshed.status).toBe(200)
  })
})
