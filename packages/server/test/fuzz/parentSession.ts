import { demoAccount } from "../../src/db/seed/demoAccounts"
import { accountsOf } from "../support/accounts"
import { refreshCookieOf, request } from "../support/http"
import type { FuzzRequest, FuzzResponse } from "./rawRequest"

export interface Session {
  readonly accountId: string
  readonly email: string
  readonly password: string
  readonly jwt: string
  readonly cookie: string
}

/**
 * A logged-in parent for the fuzzed calls: the demo parent first. Fuzzed calls may end the
 * session (log out, change the password, delete the account): after any successful write the
 * session is checked, and a dead one is replaced (log in again, or sign up a new parent).
 */
export const parentSession = async (baseUrl: string) => {
  const { signUpAndConfirm, logIn } = accountsOf(() => baseUrl)
  const parent = demoAccount("parent")

  const open = async (email: string, password: string): Promise<Session> => {
    const login = await logIn(email, password)
    return { accountId: String(login.user.id), email, password, jwt: login.jwt, cookie: login.cookie }
  }

  let session = await open(parent.email, parent.password)

  const isAlive = async () =>
    (await request(baseUrl, "GET", `/api/v1/account/account/${session.accountId}`, { token: session.jwt })).status === 200

  const replace = async () => {
    const again = await request(baseUrl, "POST", "/api/v1/account/login", { body: { email: session.email, password: session.password } })
    if (again.status === 200) {
      session = { ...session, jwt: String(again.body.jwt), cookie: refreshCookieOf(again) ?? session.cookie }
      return
    }
    const fresh = await signUpAndConfirm()
    session = await open(fresh.email, fresh.password)
  }

  return {
    /** The initial session's account (the demo parent). */
    initialAccountId: session.accountId,
    current: (): Session => session,
    /** Keeps the rotated refresh cookie; replaces the session when a fuzzed write ended it. */
    afterCall: async (sent: FuzzRequest, response: FuzzResponse) => {
      if (sent.token !== session.jwt) return
      const rotated = ([] as Array<string>).concat(response.headers["set-cookie"] ?? [])
        .map((cookie) => cookie.split(";")[0]!)
        .find((cookie) => cookie.startsWith("refresh_token="))
      if (rotated !== undefined && rotated !== "refresh_token=") session = { ...session, cookie: rotated }
      if (sent.method !== "GET" && response.status < 300 && !(await isAlive())) await replace()
    }
  }
}

export type ParentSession = Awaited<ReturnType<typeof parentSession>>
