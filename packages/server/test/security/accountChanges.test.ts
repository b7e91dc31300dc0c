import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoAccount } from "../../src/db/seed/demoAccounts"
import { accountsOf, STRONG_PASSWORD } from "../support/accounts"
import { errorOf } from "../support/http"
import { startTestServer, type TestServer } from "../support/testServer"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ facilities: 600 })
})
afterAll(() => server.close())

const { call, mailTo, signUpAndConfirm, logIn, linkFromMailbox } = accountsOf(() => server.baseUrl)

const login = (email: string, password: string) => call("POST", "/api/v1/account/login", { body: { email, password } })

describe("an e-mail change (finding 14)", () => {
  it("waits for the new address's link, tells the old address, then switches and logs out", async () => {
    const me = await signUpAndConfirm()
    const { jwt } = await logIn(me.email, me.password)
    const newAddress = `zmiana.${me.email}`
    const asked = await call("PATCH", `/api/v1/account/account/${me.id}`, {
      token: jwt,
      body: { current_password: me.password, email: newAddress.toUpperCase() }
    })
    expect(asked.status).toBe(200)
    expect(asked.body).toMatchObject({ email: me.email, pending_email: newAddress })
    // Not yet: the old address still signs in, the new one does not.
    expect((await login(newAddress, me.password)).status).toBe(401)
    expect((await login(me.email, me.password)).status).toBe(200)
    const [requested] = await mailTo(me.email)
    expect(requested!.text).toContain(newAddress)

    const token = await linkFromMailbox(newAddress, "potwierdz-email")
    const confirmed = await call("POST", `/api/v1/account/email/confirm/${token}`)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toMatchObject({ id: me.id, email: newAddress })
    expect((await login(newAddress, me.password)).status).toBe(200)
    expect((await login(me.email, me.password)).status).toBe(401)
    const [changed] = await mailTo(me.email)
    expect(changed!.subject).not.toBe(requested!.subject)
    expect(changed!.text).toContain(newAddress)
    // The link works once.
    const again = await call("POST", `/api/v1/account/email/confirm/${token}`)
    expect(again.status).toBe(404)
    expect(errorOf(again).data.error.msg).toBe("ERROR_RESET_TOKEN_NOT_FOUND")
  })

  it("needs the current password, and an address nobody uses", async () => {
    const me = await signUpAndConfirm()
    const other = await signUpAndConfirm()
    const { jwt } = await logIn(me.email, me.password)
    const noPassword = await call("PATCH", `/api/v1/account/account/${me.id}`, { token: jwt, body: { email: `x.${me.email}` } })
    expect(noPassword.status).toBe(401)
    expect(errorOf(noPassword).data.error.schema).toEqual({ current_password: ["ERROR_BAD_PASSWORD"] })
    const taken = await call("PATCH", `/api/v1/account/account/${me.id}`, {
      token: jwt,
      body: { current_password: me.password, email: other.email }
    })
    expect(taken.status).toBe(409)
    const [row] = await server.query<{ email: string; pending_email: string | null }>(
      "select email, pending_email from accounts where id = $1", [me.id])
    expect(row).toEqual({ email: me.email, pending_email: null })
  })
})

describe("a password change (finding 14)", () => {
  it("mails the owner a notice, whether they or support set it", async () => {
    const me = await signUpAndConfirm()
    const { jwt } = await logIn(me.email, me.password)
    const mailsBefore = (await mailTo(me.email)).length
    const own = await call("PATCH", `/api/v1/account/account/${me.id}`, {
      token: jwt,
      body: { current_password: me.password, password: `${STRONG_PASSWORD}-1` }
    })
    expect(own.status).toBe(200)
    const support = await logIn(demoAccount("support").email, demoAccount("support").password)
    const bySupport = await call("PATCH", `/api/v1/account/account/${me.id}`, {
      token: support.jwt,
      body: { password: `${STRONG_PASSWORD}-2` }
    })
    expect(bySupport.status).toBe(200)
    const notices = (await mailTo(me.email)).slice(0, (await mailTo(me.email)).length - mailsBefore)
    expect(notices).toHaveLength(2)
    expect(new Set(notices.map((mail) => mail.subject)).size).toBe(1)
    expect((await login(me.email, `${STRONG_PASSWORD}-2`)).status).toBe(200)
  })
})
