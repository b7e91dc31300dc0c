import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { defaultAbuseLimits } from "../../src/abuse/abuseLimits"
import { demoAccount } from "../../src/db/seed/demoAccounts"
import { accountsOf, newEmail, STRONG_PASSWORD } from "../support/accounts"
import { errorOf, type RawResponse } from "../support/http"
import { startTestServer, type TestServer } from "../support/testServer"

let server: TestServer
beforeAll(async () => {
  // The defaults, but for two budgets made small so the tests stay short.
  server = await startTestServer({
    facilities: 600,
    config: {
      // Each test is a client of its own, by X-Forwarded-For, so their budgets don't mix.
      trustProxy: true,
      abuseLimits: {
        ...defaultAbuseLimits,
        loginFailuresPerIp: { points: 12, seconds: 3600 },
        seenMarksPerUser: { points: 5, seconds: 60 }
      }
    }
  })
})
afterAll(() => server.close())

let clients = 0
/** Calls from a client address no other test uses. */
const newClient = () => {
  clients += 1
  const client = accountsOf(() => server.baseUrl, { "x-forwarded-for": `203.0.113.${clients}` })
  const login = (email: string, password: string) => client.call("POST", "/api/v1/account/login", { body: { email, password } })
  return { ...client, login }
}

const expectTooManyRequests = (response: RawResponse) => {
  expect(response.status).toBe(429)
  expect(errorOf(response)).toMatchObject({
    statusCode: 429,
    data: { error: { type: "error/too-many-requests", msg: "ERROR_TOO_MANY_REQUESTS" } }
  })
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0)
}

const statuses = async (count: number, attempt: (i: number) => Promise<RawResponse>) => {
  const answers: Array<number> = []
  for (let i = 0; i < count; i++) answers.push((await attempt(i)).status)
  return answers
}

describe("failed logins (finding 4)", () => {
  it("soft-lock an account after five wrong passwords: even the right one waits", async () => {
    const { login, signUpAndConfirm } = newClient()
    const me = await signUpAndConfirm()
    const answers = await statuses(7, () => login(me.email, "wrong-password-123"))
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429])
    expectTooManyRequests(await login(me.email, me.password))
    // Another account is not locked by this one's failures.
    const other = await newClient().signUpAndConfirm()
    expect((await login(other.email, other.password)).status).toBe(200)
  })

  it("a right password clears the count of wrong ones", async () => {
    const { login, logIn, signUpAndConfirm } = newClient()
    const me = await signUpAndConfirm()
    // Eight wrong in all would lock the account, were the count not cleared in between.
    for (let round = 0; round < 2; round++) {
      expect(await statuses(4, () => login(me.email, "wrong-password-123"))).toEqual([401, 401, 401, 401])
      await logIn(me.email, me.password)
    }
  })

  it("limit one address's wrong passwords across all e-mails, known or not", async () => {
    const { login } = newClient()
    const answers = await statuses(14, () => login(newEmail(), "wrong-password-123"))
    expect(answers.slice(0, 12).every((status) => status === 401)).toBe(true)
    expect(answers.slice(12)).toEqual([429, 429])
    expectTooManyRequests(await login(demoAccount("parent").email, demoAccount("parent").password))
  })
})

describe("sign-ups and mail (finding 4)", () => {
  it("allow ten sign-ups an hour from one address", async () => {
    const { call } = newClient()
    const answers = await statuses(12, () =>
      call("POST", "/api/v1/account/account", {
        body: { email: newEmail(), password: STRONG_PASSWORD, name: "Jan", surname: "Kowalski" }
      }))
    expect(answers).toEqual([...Array(10).fill(201), 429, 429])
  })

  it("send at most five links an hour to one address, however often a reset is asked for", async () => {
    const { call, mailTo, signUpAndConfirm } = newClient()
    const me = await signUpAndConfirm()
    const before = (await mailTo(me.email)).length
    const answers = await statuses(8, () => call("POST", `/api/v1/account/reset/request/${encodeURIComponent(me.email)}`))
    // The sign-up's confirmation was the first of the five.
    expect(answers).toEqual([204, 204, 204, 204, 429, 429, 429, 429])
    expect((await mailTo(me.email)).length - before).toBe(4)
  })

  it("refuse a name that is not a name, so no mail carries an attacker's advert", async () => {
    const { call, mailTo } = newClient()
    const victim = newEmail()
    for (const name of ["Wygrałeś 5000 zł! Odbierz: http://evil.example", "Jan http://x.pl", "www.evil.example", "Jan<script>"]) {
      const response = await call("POST", "/api/v1/account/account", {
        body: { email: victim, password: STRONG_PASSWORD, name, surname: "Kowalski" }
      })
      expect(response.status, name).toBe(400)
      expect(errorOf(response).data.error.schema?.name).toContain("NAME_INVALID")
    }
    expect(await mailTo(victim)).toEqual([])
    for (const name of ["Anna-Maria", "O'Neil", "Łucja", "Олена", "Zofia Ewa"]) {
      const response = await call("POST", "/api/v1/account/account", {
        body: { email: newEmail(), password: STRONG_PASSWORD, name, surname: "Kowalska" }
      })
      expect(response.status, name).not.toBe(400)
    }
  })
})

describe("seen-by marks (findings 4 and 15)", () => {
  it("are limited per user", async () => {
    const { call, logIn } = newClient()
    const { jwt } = await logIn(demoAccount("owner").email, demoAccount("owner").password)
    const answers = await statuses(7, () => call("POST", "/api/v1/seen-by/mark", { token: jwt, body: [{ id: "opinion:1" }] }))
    expect(answers).toEqual([204, 204, 204, 204, 204, 429, 429])
  })
})

describe("timing (finding 9)", () => {
  const median = (values: Array<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const timed = async (attempt: () => Promise<RawResponse>) => {
    const started = performance.now()
    await attempt()
    return performance.now() - started
  }

  it("an unknown e-mail costs the same password work as a known one", async () => {
    const { login, signUpAndConfirm } = newClient()
    const me = await signUpAndConfirm()
    const known: Array<number> = []
    const unknown: Array<number> = []
    for (let i = 0; i < 7; i++) {
      known.push(await timed(() => login(me.email, me.password)))
      unknown.push(await timed(() => login(newEmail(), me.password)))
    }
    // Before: ~2.5 ms against ~28 ms (scrypt skipped). Now both pay for scrypt; the known
    // login also opens a session, so allow it to be slower, but not ten times.
    expect(median(unknown) / median(known)).toBeGreaterThan(0.5)
  })
})
