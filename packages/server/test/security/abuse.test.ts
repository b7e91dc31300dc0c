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

/** The `device=…` pair a successful login sets: this browser is then a known device of the account. */
const deviceCookieOf = (response: RawResponse) =>
  response.headers.getSetCookie().map((c) => c.split(";")[0]!).find((c) => c.startsWith("device="))

/** Ends every login wait now, as the clock would: what happens once Retry-After has passed. */
const waitsPass = () => server.query(`update abuse_counters set expire = 0 where key like 'loginWaits:%'`)

describe("failed logins (M1, M2): slowed per (account, address) and per address, never a lock", () => {
  it("five wrong passwords are free; each further one makes the pair wait longer", async () => {
    const { login, signUpAndConfirm } = newClient()
    const me = await signUpAndConfirm()
    expect(await statuses(7, () => login(me.email, "wrong-password-123"))).toEqual([401, 401, 401, 401, 401, 401, 429])
    const waiting = await login(me.email, me.password)
    expectTooManyRequests(waiting)
    expect(waiting.headers.get("retry-after")).toBe("1")
    await waitsPass()
    expect((await login(me.email, "wrong-password-123")).status).toBe(401)
    expect((await login(me.email, me.password)).headers.get("retry-after")).toBe("2")
    // Once the wait is over, the right password passes: slowed, not locked.
    await waitsPass()
    expect((await login(me.email, me.password)).status).toBe(200)
  })

  it("an attacker guessing an owner's password never keeps the owner out (M2)", async () => {
    const attacker = newClient()
    const owner = await attacker.signUpAndConfirm()
    // The owner's browser logged in once before: it is a known device.
    const device = deviceCookieOf(await newClient().login(owner.email, owner.password))
    expect(device).toBeDefined()
    await statuses(20, () => attacker.login(owner.email, "wrong-password-123"))
    expectTooManyRequests(await attacker.login(owner.email, owner.password))
    // From another address, a new device passes at once; from the attacker's own, a known device passes too.
    expect((await newClient().login(owner.email, owner.password)).status).toBe(200)
    const known = await attacker.call("POST", "/api/v1/account/login", { body: { email: owner.email, password: owner.password }, cookie: device! })
    expect(known.status).toBe(200)
  })

  it("a device cookie counts only for the account it was issued for, and only when its signature holds", async () => {
    const client = newClient()
    const me = await client.signUpAndConfirm()
    const other = await client.signUpAndConfirm()
    const device = deviceCookieOf(await client.login(other.email, other.password))!
    await statuses(7, () => client.login(me.email, "wrong-password-123"))
    const loginWith = (cookie: string) =>
      client.call("POST", "/api/v1/account/login", { body: { email: me.email, password: me.password }, cookie })
    expectTooManyRequests(await loginWith(device))
    const forged = device.replace(/^device=[^.]+/, `device=${me.id}`)
    expectTooManyRequests(await loginWith(forged))
  })

  it("a right password clears the pair's count of wrong ones", async () => {
    const { login, logIn, signUpAndConfirm } = newClient()
    const me = await signUpAndConfirm()
    // Eight wrong in all would slow the pair, were the count not cleared in between.
    for (let round = 0; round < 2; round++) {
      expect(await statuses(4, () => login(me.email, "wrong-password-123"))).toEqual([401, 401, 401, 401])
      await logIn(me.email, me.password)
    }
  })

  it("an address's wrong passwords across e-mails slow its new devices, not its known ones (M1)", async () => {
    const neighbour = newClient()
    const someone = await neighbour.signUpAndConfirm()
    const device = deviceCookieOf(await neighbour.login(someone.email, someone.password))!
    const answers = await statuses(14, () => neighbour.login(newEmail(), "wrong-password-123"))
    expect(answers).toEqual([...Array(13).fill(401), 429])
    const parent = demoAccount("parent")
    expectTooManyRequests(await neighbour.login(parent.email, parent.password))
    const known = await neighbour.call("POST", "/api/v1/account/login", { body: { email: someone.email, password: someone.password }, cookie: device })
    expect(known.status).toBe(200)
    await waitsPass()
    expect((await neighbour.login(parent.email, parent.password)).status).toBe(200)
  })
})

describe("sign-ups and mail (finding 4)", () => {
  it("allow ten sign-ups an hour from one address", async () => {
    const { call } = newClient()
    const answers = await statuses(12, () =>
      call("POST", "/api/v1/account/account", {
        body: { email: newEmail(), password: STRONG_PASSWORD, name: "Jan", surname: "Kowalski", accepted_regulations: true }
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
        body: { email: newEmail(), password: STRONG_PASSWORD, name, surname: "Kowalska", accepted_regulations: true }
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
