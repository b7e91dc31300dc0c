import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
import { accountsOf, newEmail, STRONG_PASSWORD } from "./support/accounts"
import { opinionWorld } from "./support/opinions"
import { manySignups, serverForTests } from "./support/testServer"

const server = serverForTests(() => ({ facilities: 600, config: manySignups }))
const world = opinionWorld(() => server)
const support = world.demoForTests("support")
const accounts = accountsOf(() => server.baseUrl)
const { call } = world

/** A new partner made by support; its key as answered (once). */
const newPartner = async (name = "Aplikacja Przedszkolna") => {
  const response = await call("POST", "/api/v1/support/partners", { token: support.jwt, body: { name } })
  expect(response.status).toBe(201)
  return response.body as { id: number; name: string; key: string }
}

const createAccount = (key: string | undefined, body: Record<string, unknown>) =>
  call("POST", "/api/v1/partner/account", { body, headers: key === undefined ? {} : { "X-Partner-Key": key } })

const lead = (facilityId: number, kind: "facility" | "parent", email = newEmail()) => ({
  kind,
  facility_id: facilityId,
  email,
  name: "Marta",
  surname: "Kowalczyk",
  phone: "+48 600 700 800",
  position: "Dyrektorka"
})

describe("partner keys", () => {
  it("are kept hashed, answered only at creation, listed without keys, and audited", async () => {
    const partner = await newPartner()
    expect(partner.key.length).toBeGreaterThan(30)
    const [row] = await server.query<{ key_hash: string }>("select key_hash from partners where id = $1", [partner.id])
    expect(row!.key_hash).toBe(createHash("sha256").update(partner.key).digest("hex"))
    expect(row!.key_hash).not.toContain(partner.key)

    const list = await call("GET", "/api/v1/support/partners", { token: support.jwt })
    expect(list.status).toBe(200)
    const listed = list.body.find((entry: { id: number }) => entry.id === partner.id)
    expect(listed).toMatchObject({ name: partner.name, revoked_at: null })
    expect(JSON.stringify(list.body)).not.toContain(partner.key)
    expect(listed).not.toHaveProperty("key")

    expect((await call("DELETE", `/api/v1/support/partners/${partner.id}`, { token: support.jwt })).status).toBe(204)
    const trail = await call("GET", `/api/v1/support/audit?account=${support.id}`, { token: support.jwt })
    const actions = trail.body.items
      .filter((entry: { after: { partner?: number } | null }) => entry.after?.partner === partner.id)
      .map((entry: { action: string }) => entry.action)
    expect(actions).toEqual(["partner.revoke", "partner.create"])
  })

  it("refuses a wrong, missing or revoked key with 401", async () => {
    const facility = await world.quietFacility()
    expect((await createAccount(undefined, lead(facility.id, "parent"))).status).toBe(401)
    expect((await createAccount("not-a-key", lead(facility.id, "parent"))).status).toBe(401)
    const partner = await newPartner()
    expect((await call("DELETE", `/api/v1/support/partners/${partner.id}`, { token: support.jwt })).status).toBe(204)
    const email = newEmail()
    expect((await createAccount(partner.key, lead(facility.id, "parent", email))).status).toBe(401)
    expect(await server.query("select 1 from accounts where email = $1", [email])).toHaveLength(0)
  })

  it("answers 404 ERROR_PARTNER_NOT_FOUND when support revokes an unknown partner", async () => {
    const response = await call("DELETE", "/api/v1/support/partners/2147483000", { token: support.jwt })
    expect(response.status).toBe(404)
    expect(response.body.data.error.msg).toBe("ERROR_PARTNER_NOT_FOUND")
  })
})

describe("accounts a partner app creates", () => {
  it("mails a set-password link and no password; the link sets one, and the owner can log in", async () => {
    const { key } = await newPartner()
    const facility = await world.quietFacility()
    const email = newEmail()
    const created = await createAccount(key, lead(facility.id, "facility", email))
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ email, kind: "facility" })

    const [mail] = await accounts.mailTo(email)
    expect(mail!.text).toContain(facility.name)
    expect(mail!.text).toMatch(/\/reset-hasla\/[A-Za-z0-9_-]+/)
    expect(mail!.text.toLowerCase()).not.toMatch(/hasło:|password:/)

    const token = await accounts.linkFromMailbox(email, "reset-hasla")
    expect((await call("POST", `/api/v1/account/reset/confirm/${token}`, { body: { password: STRONG_PASSWORD } })).status).toBe(204)
    const { user } = await accounts.logIn(email, STRONG_PASSWORD)
    expect(user.id).toBe(created.body.id)
    const [member] = await server.query<{ role: string; status: string }>(
      "select role, status from facility_members where facility_id = $1 and account_id = $2", [facility.id, created.body.id])
    expect(member).toEqual({ role: "OWNER", status: "accepted" })
  })

  it("makes a parent account an accepted parent of the facility", async () => {
    const { key } = await newPartner()
    const facility = await world.quietFacility()
    const created = await createAccount(key, lead(facility.id, "parent"))
    expect(created.status).toBe(201)
    const [member] = await server.query<{ role: string }>(
      "select role from facility_members where facility_id = $1 and account_id = $2", [facility.id, created.body.id])
    expect(member).toEqual({ role: "parent" })
  })

  it("refuses a facility the directory does not know: ERROR_PARTNER_FACILITY_NOT_FOUND", async () => {
    const { key } = await newPartner()
    const response = await createAccount(key, lead(2147483000, "parent"))
    expect(response.status).toBe(404)
    expect(response.body.data.error.msg).toBe("ERROR_PARTNER_FACILITY_NOT_FOUND")
  })

  it("refuses an address that has an account: ERROR_PARTNER_EMAIL_TAKEN, and mails nothing", async () => {
    const { key } = await newPartner()
    const existing = await accounts.signUpAndConfirm()
    const before = (await accounts.mailTo(existing.email)).length
    const response = await createAccount(key, lead((await world.quietFacility()).id, "parent", existing.email))
    expect(response.status).toBe(409)
    expect(response.body.data.error.msg).toBe("ERROR_PARTNER_EMAIL_TAKEN")
    expect((await accounts.mailTo(existing.email)).length).toBe(before)
  })

  it("refuses a second owner of a facility: ERROR_PARTNER_ACCOUNT_FAILED, and keeps no account", async () => {
    const { key } = await newPartner()
    const facility = await world.quietFacility()
    expect((await createAccount(key, lead(facility.id, "facility"))).status).toBe(201)
    const email = newEmail()
    const second = await createAccount(key, lead(facility.id, "facility", email))
    expect(second.status).toBe(409)
    expect(second.body.data.error.msg).toBe("ERROR_PARTNER_ACCOUNT_FAILED")
    expect(await server.query("select 1 from accounts where email = $1", [email])).toHaveLength(0)
  })

  it("refuses malformed data with the catalogue's 400 and field messages", async () => {
    const { key } = await newPartner()
    const response = await createAccount(key, { ...lead(1, "parent"), email: "not-an-address" })
    expect(response.status).toBe(400)
    expect(response.body.data.error.schema).toHaveProperty("email")
  })
})
