import { describe, expect, it } from "vitest"
import { demoAccount } from "../src/db/seed/demoAccounts"
import { accountsOf, newEmail, STRONG_PASSWORD } from "./support/accounts"
import { errorOf } from "./support/http"
import { opinionWorld } from "./support/opinions"
import { manySignups, serverForTests } from "./support/testServer"

// Support's toolbox (issue 18): look an account up by e-mail, mail its activation link again,
// let it in after wrong passwords, end its sessions — each kept in the audit trail.

const server = serverForTests(() => ({ facilities: 20, config: manySignups }))
const world = opinionWorld(() => server)
const support = world.demoForTests("support")
const { call, mailTo, linkFromMailbox, signUpAndConfirm, logIn } = accountsOf(() => server.baseUrl)

const lookUp = (email: string) => call("GET", `/api/v1/support/users?email=${encodeURIComponent(email)}`, { token: support.jwt })
const act = (id: string, action: "resend-confirmation" | "unlock" | "end-sessions") =>
  call("POST", `/api/v1/support/users/${id}/${action}`, { token: support.jwt })
const trailOf = async (accountId: string) => {
  const answer = await call("GET", `/api/v1/support/audit?account=${accountId}`, { token: support.jwt })
  expect(answer.status).toBe(200)
  return answer.body.items as ReadonlyArray<{ action: string; actor: { id: string } | null; account_id: string; before: unknown; after: unknown }>
}

const signUp = async () => {
  const email = newEmail()
  const body = { email, password: STRONG_PASSWORD, name: "Joanna", surname: "Zielińska", accepted_regulations: true }
  const answer = await call("POST", "/api/v1/account/account", { body })
  expect(answer.status).toBe(201)
  return { email, id: answer.body.id as string }
}

describe("looking an account up", () => {
  it("shows the account, its open sessions, its last sign-in and the facilities it belongs to", async () => {
    const user = await signUpAndConfirm()
    await logIn(user.email, user.password)
    await logIn(user.email, user.password)
    const answer = await lookUp(user.email.toUpperCase())
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      id: user.id, email: user.email, name: "Joanna", surname: "Zielińska", type: "user", status: "active",
      locked: false, active_sessions: 2, facilities: []
    })
    expect(answer.body.last_sign_in).toBeGreaterThanOrEqual(answer.body.created)
  })

  it("lists the facilities the demo owner runs", async () => {
    const answer = await lookUp(demoAccount("owner").email)
    expect(answer.status).toBe(200)
    expect(answer.body.facilities.some((facility: { role: string }) => facility.role === "OWNER")).toBe(true)
  })

  it("answers 404 for an address nobody has, and 400 for what is not an address", async () => {
    const unknown = await lookUp(newEmail())
    expect(unknown.status).toBe(404)
    expect(errorOf(unknown).data.error.msg).toBe("ERROR_ACCOUNT_NOT_FOUND")
    const bad = await lookUp("not-an-address")
    expect(bad.status).toBe(400)
    expect(errorOf(bad).data.error.schema).toHaveProperty("email")
  })

  it("answers 404 for an action on an unknown account, 400 for a malformed id", async () => {
    expect(errorOf(await act(crypto.randomUUID(), "unlock")).data.error.msg).toBe("ERROR_ACCOUNT_NOT_FOUND")
    expect((await act("not-a-uuid", "unlock")).status).toBe(400)
  })
})

describe("the actions", () => {
  it("mails a not-activated account a new activation link that activates it, and keeps the action", async () => {
    const user = await signUp()
    const first = await linkFromMailbox(user.email, "potwierdz-konto")
    const answer = await act(user.id, "resend-confirmation")
    expect(answer.status).toBe(200)
    expect(answer.body.status).toBe("not_activated")
    expect(await mailTo(user.email)).toHaveLength(2)
    const link = await linkFromMailbox(user.email, "potwierdz-konto")
    expect(link).not.toBe(first)
    expect((await call("POST", `/api/v1/account/confirm/${link}`)).status).toBe(204)
    expect((await trailOf(user.id))[0]).toMatchObject({
      action: "user.resend-confirmation", actor: { id: support.id }, account_id: user.id, after: { mailed: user.email }
    })
    // Active now: nothing more to send.
    const again = await act(user.id, "resend-confirmation")
    expect(again.status).toBe(409)
    expect(errorOf(again).data.error.msg).toBe("ERROR_ACCOUNT_ALREADY_ACTIVE")
    expect(await trailOf(user.id)).toHaveLength(1)
  })

  it("lets the right password in again after wrong ones made the address wait", async () => {
    const user = await signUpAndConfirm()
    const attempt = (password: string) => call("POST", "/api/v1/account/login", { body: { email: user.email, password } })
    // Five wrong passwords are free; the sixth makes the pair wait, so the right one is refused.
    for (let wrong = 0; wrong < 6; wrong++) expect((await attempt("Zle-haslo-zupelnie-2026")).status).toBe(401)
    expect((await attempt(user.password)).status).toBe(429)
    expect((await lookUp(user.email)).body.locked).toBe(true)

    const answer = await act(user.id, "unlock")
    expect(answer.status).toBe(200)
    expect(answer.body.locked).toBe(false)
    expect((await attempt(user.password)).status).toBe(200)
    expect((await trailOf(user.id))[0]).toMatchObject({ action: "user.unlock", before: { locked: true }, after: { locked: false } })
  })

  it("ends every session: the user's next call and refresh are refused", async () => {
    const user = await signUpAndConfirm()
    const tab = await logIn(user.email, user.password)
    const other = await logIn(user.email, user.password)
    const answer = await act(user.id, "end-sessions")
    expect(answer.status).toBe(200)
    expect(answer.body.active_sessions).toBe(0)
    for (const session of [tab, other]) {
      const refresh = await call("POST", "/api/v1/account/refresh", { cookie: session.cookie })
      expect(refresh.status).toBe(401)
      expect(errorOf(refresh).data.error.msg).toBe("ERROR_INVALID_JWT")
    }
    expect((await call("GET", `/api/v1/account/account/${user.id}`, { token: tab.jwt })).status).toBe(401)
    expect((await trailOf(user.id))[0]).toMatchObject({ action: "user.end-sessions", before: { active_sessions: 2 }, after: { active_sessions: 0 } })
  })

  it("keeps nothing of an action on an unknown account", async () => {
    const before = (await call("GET", "/api/v1/support/audit", { token: support.jwt })).body.itemsTotal
    expect((await act(crypto.randomUUID(), "end-sessions")).status).toBe(404)
    expect((await call("GET", "/api/v1/support/audit", { token: support.jwt })).body.itemsTotal).toBe(before)
  })

  it("refuses anyone but support", async () => {
    const user = await signUpAndConfirm()
    const { jwt } = await logIn(user.email, user.password)
    expect((await call("POST", `/api/v1/support/users/${user.id}/end-sessions`, { token: jwt })).status).toBe(403)
    expect((await call("GET", `/api/v1/support/users?email=${encodeURIComponent(user.email)}`)).status).toBe(401)
  })
})
