import { expect } from "vitest"
import { demoAccount, type DemoAccount } from "../../src/db/seed/demoAccounts"
import { refreshCookieOf, request } from "./http"

/** A password every rule accepts. */
export const STRONG_PASSWORD = "Zielona-Żyrafa-skacze-2026"

export const newEmail = () => `test.${Math.random().toString(36).slice(2, 10)}@example.pl`

/**
 * Account calls against one server: sign up, confirm, log in, read mailed links. `headers`
 * go with every call (e.g. X-Forwarded-For, to be a client of its own for abuse limits).
 */
export const accountsOf = (baseUrl: () => string, headers: Record<string, string> = {}) => {
  const call = (method: string, path: string, options: Parameters<typeof request>[3] = {}) =>
    request(baseUrl(), method, path, { ...options, headers: { ...headers, ...options.headers } })

  /** Messages mailed to an address, newest first (the dev mailbox). */
  const mailTo = async (email: string): Promise<ReadonlyArray<{ subject: string; text: string }>> => {
    const mailbox = await call("GET", `/api/dev/mailbox?to=${encodeURIComponent(email)}`)
    expect(mailbox.status).toBe(200)
    return mailbox.body
  }

  /** The newest link of a kind mailed to an address. */
  const linkFromMailbox = async (email: string, path: string) => {
    const pattern = new RegExp(`/${path}/([A-Za-z0-9_-]+)`)
    const match = (await mailTo(email)).map((message) => pattern.exec(message.text)).find((found) => found !== null)
    expect(match, `a ${path} link mailed to ${email}`).toBeDefined()
    return match![1]!
  }

  const signUpAndConfirm = async (password = STRONG_PASSWORD) => {
    const email = newEmail()
    const signup = await call("POST", "/api/v1/account/account", {
      body: { email: email.toUpperCase(), password, name: "Joanna", surname: "Zielińska", accepted_regulations: true }
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

  /** An access token of a demo account (content staff, support, a parent…). */
  const demoToken = async (key: DemoAccount["key"]) => (await logIn(demoAccount(key).email, demoAccount(key).password)).jwt

  return { call, mailTo, linkFromMailbox, signUpAndConfirm, logIn, demoToken }
}
