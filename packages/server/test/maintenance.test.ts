import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, afterEach, describe, expect, it } from "vitest"
import { defaultAbuseLimits } from "../src/abuse/abuseLimits"
import { demoAccount } from "../src/db/seed/demoAccounts"
import { accountsOf, newEmail } from "./support/accounts"
import { errorOf } from "./support/http"
import { opinionWorld } from "./support/opinions"
import { serverForTests } from "./support/testServer"

// Maintenance (issue 19): support's switch; while it is on the API answers 503 ERROR_MAINTENANCE
// with Retry-After to everyone but support and signing in; pages answer 503 but carry the app; the
// maintenance page's forms reach the product team and the "notify me" list, mailed when it ends.

// A web build of one page, so the page answer can be read without building the app.
const webDist = mkdtempSync(join(tmpdir(), "pociecha-web-"))
writeFileSync(join(webDist, "index.html"), "<!doctype html><html><head><title>Pociecha</title></head><body><div id=\"root\"></div></body></html>")
afterAll(() => rmSync(webDist, { recursive: true, force: true }))

const SALES = "zespol.produktu@example.pl"
const server = serverForTests(() => ({ facilities: 20, config: { webDist, salesEmail: SALES } }))
const world = opinionWorld(() => server)
const support = world.demoForTests("support")
const parent = world.demoForTests("parent")
const { call, mailTo } = accountsOf(() => server.baseUrl)

const switchTo = (on: boolean, token = support.jwt) => call("PUT", "/api/v1/support/maintenance", { token, body: { on } })

afterEach(async () => {
  expect((await switchTo(false)).status).toBe(200)
})

describe("the switch", () => {
  it("is off at first, and support switches it on and off, each kept in the audit trail", async () => {
    expect((await call("GET", "/api/v1/maintenance")).body).toEqual({ on: false, since: null, message: null })
    const on = await call("PUT", "/api/v1/support/maintenance", { token: support.jwt, body: { on: true, message: "Do 14:00" } })
    expect(on.status).toBe(200)
    expect(on.body).toMatchObject({ on: true, message: "Do 14:00" })
    expect(on.body.since).toBeGreaterThan(Date.now() - 60_000)
    expect((await call("GET", "/api/v1/maintenance")).body).toMatchObject({ on: true, message: "Do 14:00" })
    expect((await switchTo(false)).body).toEqual({ on: false, since: null, message: null })
    const trail = await call("GET", `/api/v1/support/audit?account=${support.id}`, { token: support.jwt })
    const actions = (trail.body.items as ReadonlyArray<{ action: string }>).map((entry) => entry.action)
    expect(actions.slice(0, 2)).toEqual(["maintenance.off", "maintenance.on"])
  })

  it("is support's alone: 401 for a guest, 403 for a parent or content staff, and nothing changes", async () => {
    expect((await call("PUT", "/api/v1/support/maintenance", { body: { on: true } })).status).toBe(401)
    const refused = await switchTo(true, parent.jwt)
    expect(refused.status).toBe(403)
    expect(errorOf(refused).data.error.msg).toBe("ERROR_INSUFFICIENT_PERMISSIONS")
    expect((await call("GET", "/api/v1/maintenance")).body.on).toBe(false)
  })

  it("refuses a payload that is not a switch with the catalogue's 400", async () => {
    const bad = await call("PUT", "/api/v1/support/maintenance", { token: support.jwt, body: { on: "yes" } })
    expect(bad.status).toBe(400)
    expect(errorOf(bad).data.error.schema).toHaveProperty("on")
  })
})

describe("while maintenance is on", () => {
  it("answers a guest's and a parent's API calls 503 ERROR_MAINTENANCE with Retry-After, and support's as usual", async () => {
    expect((await call("GET", "/api/v1/tag")).status).toBe(200)
    await switchTo(true)
    for (const token of [undefined, parent.jwt]) {
      const refused = await call("GET", "/api/v1/tag", token === undefined ? {} : { token })
      expect(refused.status).toBe(503)
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
      expect(errorOf(refused)).toMatchObject({ statusCode: 503, data: { error: { type: "error/maintenance", msg: "ERROR_MAINTENANCE" } } })
    }
    expect((await call("GET", "/api/v1/tag", { token: support.jwt })).status).toBe(200)
    expect((await call("GET", `/api/v1/account/account/${support.id}`, { token: support.jwt })).status).toBe(200)
  })

  it("lets people sign in, so support can, and tells the app that maintenance is on", async () => {
    await switchTo(true)
    const login = await call("POST", "/api/v1/account/login", { body: { email: demoAccount("support").email, password: demoAccount("support").password } })
    expect(login.status).toBe(200)
    expect((await call("GET", "/api/v1/tag", { token: login.body.jwt })).status).toBe(200)
    expect((await call("GET", "/api/v1/maintenance")).body.on).toBe(true)
  })

  it("answers a page 503 with Retry-After, still carrying the app", async () => {
    await switchTo(true)
    const page = await fetch(`${server.baseUrl}/dla-placowek`)
    expect(page.status).toBe(503)
    expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0)
    expect(await page.text()).toContain("<div id=\"root\"></div>")
    await switchTo(false)
    expect((await fetch(`${server.baseUrl}/dla-placowek`)).status).toBe(200)
  })

  it("takes an urgent message: mailed to the product team and acknowledged to its sender", async () => {
    await switchTo(true)
    const email = newEmail()
    const sent = await call("POST", "/api/v1/maintenance/message", {
      body: { name: "Anna Nowak", email, message: "Nie mogę pobrać faktury, pilne.", language: "en" }
    })
    expect(sent.status).toBe(204)
    const toTeam = (await mailTo(SALES)).find((mail) => mail.text.includes(email))
    expect(toTeam?.text).toContain("Nie mogę pobrać faktury, pilne.")
    expect((await mailTo(email)).map((mail) => mail.subject)).toEqual(["We received your message"])
  })

  it("refuses an urgent message without an address or a message, and stores nothing", async () => {
    await switchTo(true)
    const bad = await call("POST", "/api/v1/maintenance/message", { body: { email: "nie-adres", message: " " } })
    expect(bad.status).toBe(400)
    expect(Object.keys(errorOf(bad).data.error.schema ?? {}).sort()).toEqual(["email", "message"])
    expect(await server.query("select 1 from maintenance_messages where email = 'nie-adres'")).toHaveLength(0)
  })
})

describe("notify me", () => {
  it("mails each address once when support switches maintenance off, and forgets them", async () => {
    await switchTo(true)
    const first = newEmail()
    const second = newEmail()
    for (const email of [first, second, first]) {
      expect((await call("POST", "/api/v1/maintenance/notify", { body: { email } })).status).toBe(204)
    }
    expect(await mailTo(first)).toHaveLength(0)
    await switchTo(false)
    expect((await mailTo(first)).map((mail) => mail.subject)).toEqual(["Pociecha znowu działa"])
    expect(await mailTo(second)).toHaveLength(1)
    await switchTo(true)
    await switchTo(false)
    expect(await mailTo(first)).toHaveLength(1)
    expect(await server.query("select 1 from maintenance_subscribers")).toHaveLength(0)
  })
})

describe("MAINTENANCE=true at start", () => {
  const started = serverForTests(() => ({
    facilities: 20,
    config: { maintenanceAtStart: true, abuseLimits: { ...defaultAbuseLimits, maintenanceFormsPerIp: { points: 2, seconds: 3600 } } }
  }))
  const starting = accountsOf(() => started.baseUrl)

  it("starts in maintenance", async () => {
    expect((await starting.call("GET", "/api/v1/maintenance")).body.on).toBe(true)
    expect((await starting.call("GET", "/api/v1/tag")).status).toBe(503)
  })

  it("bounds the maintenance page's forms per address (429 with Retry-After)", async () => {
    const email = newEmail()
    for (let i = 0; i < 2; i++) expect((await starting.call("POST", "/api/v1/maintenance/notify", { body: { email } })).status).toBe(204)
    const refused = await starting.call("POST", "/api/v1/maintenance/notify", { body: { email } })
    expect(refused.status).toBe(429)
    expect(refused.headers.get("retry-after")).not.toBeNull()
  })
})
