import { oauthStartPath, readOAuthReturn, type OAuthProvider } from "@pociecha/core"
import { Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { defaultAbuseLimits } from "../src/abuse/abuseLimits"
import type { AppConfig } from "../src/config"
import type { OAuthConfig } from "../src/oauth/oauthConfig"
import { accountsOf, newEmail, STRONG_PASSWORD } from "./support/accounts"
import { headlessBrowser, type HeadlessBrowser } from "./support/browser"
import { freePort } from "./support/freePort"
import { errorOf, request } from "./support/http"
import { startLocalOidcProvider, type LocalOidcProvider, type TestProfile } from "./support/localOidcProvider"
import { landAt, reachCallback, signInThroughProvider, type RoundTripOptions } from "./support/providerRoundTrip"
import { manySignups, startTestServer, type TestServer } from "./support/testServer"

/**
 * Sign-in with Google and Facebook (spec 2.10) against a real OpenID provider: both of our
 * providers point at it through their issuer overrides, as in a staging setup.
 */
let idp: LocalOidcProvider
let server: TestServer
let origin: string

/** Our providers, both pointed at the local one (`only` leaves the others unconfigured). */
const oauthFor = (provider: LocalOidcProvider, only?: OAuthProvider): OAuthConfig => {
  const client = (name: OAuthProvider) =>
    only !== undefined && only !== name
      ? null
      : { clientId: provider.clients[name].id, clientSecret: Redacted.make(provider.clients[name].secret), issuer: new URL(provider.issuer) }
  return { google: client("google"), facebook: client("facebook") }
}

/** A server whose address is known before it starts (the provider has its callbacks registered). */
const startServerWithProvider = async (only?: OAuthProvider, config: Partial<AppConfig> = {}) => {
  const port = await freePort()
  const ourOrigin = `http://127.0.0.1:${port}`
  const provider = await startLocalOidcProvider(ourOrigin)
  const started = await startTestServer({
    facilities: 20,
    config: { port, publicUrl: ourOrigin, oauth: oauthFor(provider, only), ...config }
  })
  return { provider, server: started, origin: ourOrigin }
}

beforeAll(async () => {
  ;({ provider: idp, server, origin } = await startServerWithProvider(undefined, manySignups))
})
afterAll(async () => {
  await server?.close()
  await idp?.close()
})

const accounts = accountsOf(() => server.baseUrl)

let subjects = 0
/** A person at the provider, with a fresh subject. */
const person = (profile: TestProfile) => {
  const subject = `subject-${++subjects}`
  idp.setProfile(subject, profile)
  return subject
}

const verified = (email = newEmail()): TestProfile => ({ email, email_verified: true, given_name: "Zofia", family_name: "Wójcik" })

/** How a browser's visit of a callback ends, as the login page reads it. */
const outcomeAt = async (browser: HeadlessBrowser, callback: URL) => readOAuthReturn((await landAt(browser, callback)).search)

/** Signs in through the provider in a fresh browser; the browser comes back with the outcome. */
const signIn = async (provider: OAuthProvider, subject: string, options: RoundTripOptions = {}) => {
  const browser = headlessBrowser()
  const callback = await reachCallback(browser, origin, provider, subject, options)
  const landing = await landAt(browser, callback)
  return { browser, callback, landing, outcome: readOAuthReturn(landing.search) }
}

const failed = (error: string) => ({ _tag: "failed", error })

/** The session the browser holds, picked up as the web app does after landing. */
const resume = async (browser: HeadlessBrowser) => {
  const answer = await browser.visit(`${origin}/api/v1/account/session`, { method: "POST" })
  return { status: answer.status, body: JSON.parse(answer.text) }
}

const identitiesOf = (accountId: string) =>
  server.query<{ provider: string; subject: string }>("select provider, subject from oauth_identities where account_id = $1 order by provider", [accountId])

describe("a first sign-in with Google", () => {
  it("creates an active account from the profile, starts a session, and returns to the page asked for", async () => {
    const email = newEmail()
    const subject = person(verified(email.toUpperCase()))
    const { browser, landing, outcome } = await signIn("google", subject, { next: "/user/profile", language: "ua" })
    expect(landing.pathname).toBe("/logowanie")
    expect(outcome).toEqual({ _tag: "signedIn", next: "/user/profile" })
    // The flow's cookie was used up; the refresh cookie is the session.
    expect(browser.cookie(origin, "oauth_flow")).toBeNull()
    expect(browser.cookie(origin, "refresh_token")).not.toBeNull()

    const refreshed = await browser.visit(`${origin}/api/v1/account/refresh`, { method: "POST" })
    expect(refreshed.status).toBe(200)
    const session = await resume(browser)
    expect(session.status).toBe(200)
    const account = await request(server.baseUrl, "GET", `/api/v1/account/account/${session.body.id}`, { token: session.body.jwt })
    expect(account.status).toBe(200)
    expect(account.body).toMatchObject({ email, status: "active", source: "google", name: "Zofia", surname: "Wójcik", language: "ua" })
    expect(await identitiesOf(session.body.id)).toEqual([{ provider: "google", subject }])
    // No password was ever set: none works.
    expect((await accounts.call("POST", "/api/v1/account/login", { body: { email, password: STRONG_PASSWORD } })).status).toBe(401)
  })

  it("leaves out a name our name rule refuses, rather than refusing the person", async () => {
    const subject = person({ ...verified(), given_name: "Kasia123", family_name: "Nowak" })
    const { browser, outcome } = await signIn("google", subject)
    expect(outcome).toEqual({ _tag: "signedIn", next: null })
    expect((await resume(browser)).body).toMatchObject({ name: null, surname: "Nowak", language: "pl" })
  })

  it("a second sign-in of the same person signs in to the same account, even with another address now", async () => {
    const subject = person(verified())
    const first = await resume((await signIn("google", subject)).browser)
    idp.setProfile(subject, verified())
    const second = await resume((await signIn("google", subject)).browser)
    expect(second.body.id).toBe(first.body.id)
    expect(second.body.email).toBe(first.body.email)
  })

  it("drops a return path to another site", async () => {
    const { outcome } = await signIn("google", person(verified()), { next: "//evil.example/x" })
    expect(outcome).toEqual({ _tag: "signedIn", next: null })
  })
})

describe("a sign-in with the address of an existing account", () => {
  it("links Facebook to the password account when the provider verified the address", async () => {
    const existing = await accounts.signUpAndConfirm()
    const subject = person(verified(existing.email))
    const { browser, outcome } = await signIn("facebook", subject)
    expect(outcome).toEqual({ _tag: "signedIn", next: null })
    const session = await resume(browser)
    expect(session.body).toMatchObject({ id: existing.id, source: "email", status: "active" })
    expect(await identitiesOf(existing.id)).toEqual([{ provider: "facebook", subject }])
    // The password keeps working beside the provider.
    await accounts.logIn(existing.email, existing.password)
  })

  it("never links an unverified address: back to the login page with why, and no session", async () => {
    const existing = await accounts.signUpAndConfirm()
    const subject = person({ ...verified(existing.email), email_verified: false })
    const { browser, outcome } = await signIn("facebook", subject)
    expect(outcome).toEqual(failed("ERROR_OAUTH_EMAIL_UNVERIFIED"))
    expect(browser.cookie(origin, "refresh_token")).toBeNull()
    expect(await identitiesOf(existing.id)).toEqual([])
  })

  it("takes over an unconfirmed sign-up safely: it becomes active and its unproven password stops working", async () => {
    const email = newEmail()
    const signup = await accounts.call("POST", "/api/v1/account/account", {
      body: { email, password: STRONG_PASSWORD, name: "Obcy", surname: "Ktoś", accepted_regulations: true }
    })
    expect(signup.status).toBe(201)
    const session = await resume((await signIn("google", person(verified(email)))).browser)
    expect(session.body).toMatchObject({ id: signup.body.id, status: "active" })
    expect((await accounts.call("POST", "/api/v1/account/login", { body: { email, password: STRONG_PASSWORD } })).status).toBe(401)
  })
})

describe("a sign-in that ends without a session", () => {
  it("refuses a profile without an address", async () => {
    const { outcome } = await signIn("google", person({ given_name: "Jan" }))
    expect(outcome).toEqual(failed("ERROR_OAUTH_EMAIL_MISSING"))
  })

  it("tells a person who declined at the provider that it was cancelled", async () => {
    const { browser, outcome } = await signIn("google", person(verified()), { decide: "decline" })
    expect(outcome).toEqual(failed("ERROR_OAUTH_CANCELLED"))
    expect(browser.cookie(origin, "refresh_token")).toBeNull()
  })

  it("makes no account from an unverified address either", async () => {
    const email = newEmail()
    const { outcome } = await signIn("google", person({ ...verified(email), email_verified: false }))
    expect(outcome).toEqual(failed("ERROR_OAUTH_EMAIL_UNVERIFIED"))
    expect(await server.query("select id from accounts where email = $1", [email])).toEqual([])
  })

  it("refuses a callback whose state was tampered with", async () => {
    const browser = headlessBrowser()
    const email = newEmail()
    const callback = await reachCallback(browser, origin, "google", person(verified(email)))
    callback.searchParams.set("state", `${callback.searchParams.get("state")}x`)
    expect(await outcomeAt(browser, callback)).toEqual(failed("ERROR_OAUTH_FAILED"))
    expect(browser.cookie(origin, "refresh_token")).toBeNull()
    expect(await server.query("select id from accounts where email = $1", [email])).toEqual([])
  })

  it("refuses a flow cookie that was tampered with", async () => {
    const browser = headlessBrowser()
    const callback = await reachCallback(browser, origin, "google", person(verified()))
    const sealed = browser.cookie(origin, "oauth_flow")!
    browser.setCookie(origin, "oauth_flow", `${sealed.slice(0, -4)}${sealed.endsWith("AAAA") ? "BBBB" : "AAAA"}`)
    expect(await outcomeAt(browser, callback)).toEqual(failed("ERROR_OAUTH_FAILED"))
    expect(browser.cookie(origin, "refresh_token")).toBeNull()
  })

  it("binds a sign-in to the browser that started it: another cannot finish it (login CSRF)", async () => {
    const attacker = headlessBrowser()
    const callback = await reachCallback(attacker, origin, "google", person(verified()))
    const victim = headlessBrowser()
    expect(await outcomeAt(victim, callback)).toEqual(failed("ERROR_OAUTH_FAILED"))
    expect(victim.cookie(origin, "refresh_token")).toBeNull()
    // The victim started a sign-in of their own meanwhile: its flow does not match either.
    await victim.visit(`${origin}${oauthStartPath("google")}`)
    expect(await outcomeAt(victim, callback)).toEqual(failed("ERROR_OAUTH_FAILED"))
    // The callback itself was good: in the browser that started it, it signs in.
    expect(await outcomeAt(attacker, callback)).toEqual({ _tag: "signedIn", next: null })
  })

  it("refuses a callback used twice", async () => {
    const { browser, callback, outcome } = await signIn("google", person(verified()))
    expect(outcome?._tag).toBe("signedIn")
    expect(await outcomeAt(browser, callback)).toEqual(failed("ERROR_OAUTH_FAILED"))
  })
})

describe("the start", () => {
  it("sends the browser to the provider with state, nonce and an S256 PKCE challenge, and no-store", async () => {
    const start = await headlessBrowser().visit(`${origin}${oauthStartPath("facebook", { next: "/x" })}`)
    expect(start.status).toBe(302)
    const authorize = start.location!
    expect(authorize.origin).toBe(idp.issuer)
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: idp.clients.facebook.id,
      redirect_uri: `${origin}/api/v1/account/oauth/facebook/callback`,
      response_type: "code",
      code_challenge_method: "S256",
      scope: "openid email profile"
    })
    for (const param of ["state", "nonce", "code_challenge"]) expect(authorize.searchParams.get(param)).toMatch(/^[\w-]{20,}$/)
    expect(start.headers.get("cache-control")).toBe("no-store")
    expect(start.headers.get("x-content-type-options")).toBe("nosniff")
    const flowCookie = start.headers.getSetCookie().find((cookie) => cookie.startsWith("oauth_flow="))
    expect(flowCookie).toMatch(/HttpOnly/i)
    expect(flowCookie).toMatch(/SameSite=Lax/i)
    expect(flowCookie).toMatch(/Path=\/api\/v1\/account\/oauth(;|$)/i)
  })

  it("lists both providers", async () => {
    const answer = await request(server.baseUrl, "GET", "/api/v1/account/oauth/providers")
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ providers: ["google", "facebook"] })
  })
})

describe("a server with only Google configured", () => {
  let only: Awaited<ReturnType<typeof startServerWithProvider>>
  beforeAll(async () => {
    only = await startServerWithProvider("google", {
      abuseLimits: { ...defaultAbuseLimits, signupsPerIp: { points: 1, seconds: 3600 } }
    })
  })
  afterAll(async () => {
    await only?.server.close()
    await only?.provider.close()
  })

  it("lists Google alone, and answers Facebook's routes with the catalogue's 404", async () => {
    expect((await request(only.origin, "GET", "/api/v1/account/oauth/providers")).body).toEqual({ providers: ["google"] })
    for (const path of ["/api/v1/account/oauth/facebook/start", "/api/v1/account/oauth/facebook/callback?code=x&state=y", "/api/v1/account/oauth/twitter/start"]) {
      const answer = await request(only.origin, "GET", path)
      expect(answer.status, path).toBe(404)
      expect(errorOf(answer).data.error.msg).toBe("ERROR_NOT_FOUND")
    }
  })

  it("counts new accounts against the sign-ups of the caller's address, but not sign-ins to known ones", async () => {
    const first = `first-${subjects}`
    only.provider.setProfile(first, verified())
    const signInOnly = async (subject: string) =>
      readOAuthReturn((await signInThroughProvider(headlessBrowser(), only.origin, "google", subject)).search)
    expect(await signInOnly(first)).toEqual({ _tag: "signedIn", next: null })
    const second = `second-${subjects}`
    only.provider.setProfile(second, verified())
    expect(await signInOnly(second)).toEqual(failed("ERROR_TOO_MANY_REQUESTS"))
    expect(await signInOnly(first)).toEqual({ _tag: "signedIn", next: null })
  })
})
