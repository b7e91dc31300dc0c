import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { apiError } from "../api/errors"
import type { Credentials } from "../api/account"
import {
  selectDisplayName,
  selectFacilities,
  selectIsLogged,
  selectShadowFacilities,
  selectUser,
  sessionMachine
} from "./session.machine"
import type { SessionEmitted } from "./session.machine"
import { aUser } from "../testing/fixtures"
import { memoryUserStorage } from "./userStorage"
import type { User } from "../domain/user"

const credentials: Credentials = { email: "anna@example.pl", password: "sekret123" }

function start(options: {
  stored?: User | null
  login?: (c: Credentials) => Promise<User>
  logout?: () => Promise<void>
  resume?: () => Promise<User>
}) {
  const storage = memoryUserStorage(options.stored ?? null)
  const logoutTokens: Array<string | null> = []
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise(({ input }) => (options.login ?? (async () => aUser()))(input)),
      logout: fromPromise(async ({ input }) => {
        logoutTokens.push(input.token)
        await (options.logout ?? (async () => undefined))()
      }),
      resume: fromPromise(() => (options.resume ?? (async () => aUser()))())
    }
  })
  const actor = createActor(machine, { input: { storage } })
  const emitted: SessionEmitted[] = []
  actor.on("loggedOut", (e) => emitted.push(e))
  actor.start()
  return { actor, storage, emitted, logoutTokens }
}

describe("sessionMachine — restoring (spec 3.1)", () => {
  it("a stored user with a jwt is logged in", () => {
    const { actor } = start({ stored: aUser() })
    expect(actor.getSnapshot().matches("loggedIn")).toBe(true)
    expect(selectIsLogged(actor.getSnapshot())).toBe(true)
    expect(selectUser(actor.getSnapshot())).toEqual(aUser())
  })

  it.each([
    ["nothing stored", null],
    ["a user without jwt", aUser({ jwt: "" })]
  ])("%s: anonymous", (_label, stored) => {
    const { actor } = start({ stored })
    expect(actor.getSnapshot().value).toBe("anonymous")
    expect(selectUser(actor.getSnapshot())).toBeNull()
    expect(selectIsLogged(actor.getSnapshot())).toBe(false)
  })

  it("without input the session starts anonymous in memory", () => {
    expect(createActor(sessionMachine).start().getSnapshot().value).toBe("anonymous")
  })
})

describe("sessionMachine — login", () => {
  it("logs in and stores the user", async () => {
    const seen: Credentials[] = []
    const { actor, storage } = start({ login: async (c) => (seen.push(c), aUser()) })
    actor.send({ type: "LOGIN", credentials })
    expect(actor.getSnapshot().value).toBe("loggingIn")
    await waitFor(actor, (s) => s.matches("loggedIn"))
    expect(seen).toEqual([credentials])
    expect(storage.load()).toEqual(aUser())
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it("a failed login returns to anonymous with the error, and the next attempt clears it", async () => {
    const error = apiError("ERROR_BAD_PASSWORD")
    let attempt = 0
    const { actor, storage } = start({ login: async () => (attempt++ === 0 ? Promise.reject(error) : aUser()) })
    actor.send({ type: "LOGIN", credentials })
    await waitFor(actor, (s) => s.matches("anonymous"))
    expect(actor.getSnapshot().context.error).toBe(error)
    expect(storage.load()).toBeNull()
    actor.send({ type: "LOGIN", credentials })
    expect(actor.getSnapshot().context.error).toBeNull()
    await waitFor(actor, (s) => s.matches("loggedIn"))
  })

  it("a login response without a token is a failed login", async () => {
    const { actor } = start({ login: async () => aUser({ jwt: "" }) })
    actor.send({ type: "LOGIN", credentials })
    const s = await waitFor(actor, (s) => s.matches("anonymous"))
    expect(s.context.error).toBeInstanceOf(Error)
    expect(s.context.user).toBeNull()
  })
})

describe("sessionMachine — resuming a session started outside the app (spec 2.10)", () => {
  it("RESUME picks up the cookie's session and stores the user", async () => {
    let calls = 0
    const { actor, storage } = start({ resume: async () => (calls++, aUser({ source: "google" })) })
    actor.send({ type: "RESUME" })
    expect(actor.getSnapshot().value).toBe("resuming")
    const s = await waitFor(actor, (s) => s.matches("loggedIn"))
    expect(calls).toBe(1)
    expect(selectUser(s)?.source).toBe("google")
    expect(storage.load()).toEqual(aUser({ source: "google" }))
    expect(s.context.error).toBeNull()
  })

  it("a failed resume returns to anonymous with the error, which the next way in clears", async () => {
    const error = apiError("ERROR_MISSING_REFRESH_TOKEN")
    const { actor, storage } = start({ resume: () => Promise.reject(error) })
    actor.send({ type: "RESUME" })
    const s = await waitFor(actor, (s) => s.matches("anonymous"))
    expect(s.context.error).toBe(error)
    expect(storage.load()).toBeNull()
    actor.send({ type: "LOGIN", credentials })
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it("an answer without a token is a failed resume", async () => {
    const { actor } = start({ resume: async () => aUser({ jwt: "" }) })
    actor.send({ type: "RESUME" })
    const s = await waitFor(actor, (s) => s.matches("anonymous"))
    expect(s.context.error).toBeInstanceOf(Error)
    expect(s.context.user).toBeNull()
  })

  it("a signed-in session ignores RESUME: it keeps its user and makes no call", () => {
    let calls = 0
    const { actor } = start({ stored: aUser(), resume: async () => (calls++, aUser({ id: "u-2" })) })
    actor.send({ type: "RESUME" })
    expect(actor.getSnapshot().value).toBe("loggedIn")
    expect(selectUser(actor.getSnapshot())?.id).toBe("u-1")
    expect(calls).toBe(0)
  })
})

describe("sessionMachine — logout (spec 4.1)", () => {
  it("clears the user and the facility lists, stores null and emits loggedOut", async () => {
    const { actor, storage, emitted, logoutTokens } = start({ stored: aUser() })
    expect(selectFacilities(actor.getSnapshot())).toHaveLength(1)
    actor.send({ type: "LOGOUT" })
    expect(actor.getSnapshot().value).toBe("loggingOut")
    const s = await waitFor(actor, (s) => s.matches("anonymous"))
    expect(logoutTokens).toEqual(["jwt-1"])
    expect(selectUser(s)).toBeNull()
    expect(selectFacilities(s)).toEqual([])
    expect(selectShadowFacilities(s)).toEqual([])
    expect(storage.load()).toBeNull()
    expect(emitted).toEqual([{ type: "loggedOut", reason: "logout" }])
  })

  it("stores null even when the logout call fails", async () => {
    const { actor, storage, emitted } = start({ stored: aUser(), logout: () => Promise.reject(new Error("offline")) })
    actor.send({ type: "LOGOUT" })
    await waitFor(actor, (s) => s.matches("anonymous"))
    expect(storage.load()).toBeNull()
    expect(emitted).toHaveLength(1)
  })

  it("SESSION_EXPIRED clears like logout without calling it", () => {
    const { actor, storage, emitted, logoutTokens } = start({ stored: aUser() })
    actor.send({ type: "SESSION_EXPIRED" })
    expect(actor.getSnapshot().value).toBe("anonymous")
    expect(storage.load()).toBeNull()
    expect(logoutTokens).toEqual([])
    expect(emitted).toEqual([{ type: "loggedOut", reason: "expired" }])
  })

  it("EMAIL_CHANGED (the new address confirmed here) ends the session as the server did, saying why: not an expiry", () => {
    const { actor, storage, emitted, logoutTokens } = start({ stored: aUser() })
    actor.send({ type: "EMAIL_CHANGED" })
    expect(actor.getSnapshot().value).toBe("anonymous")
    expect(storage.load()).toBeNull()
    expect(logoutTokens).toEqual([])
    expect(emitted).toEqual([{ type: "loggedOut", reason: "emailChanged" }])
  })

  it("EMAIL_CHANGED while signed out changes nothing", () => {
    const { actor, emitted } = start({ stored: null })
    actor.send({ type: "EMAIL_CHANGED" })
    expect(actor.getSnapshot().value).toBe("anonymous")
    expect(emitted).toEqual([])
  })
})

describe("sessionMachine — changes while logged in", () => {
  it("TOKEN_REFRESHED updates the jwt and persists", () => {
    const { actor, storage } = start({ stored: aUser() })
    actor.send({ type: "TOKEN_REFRESHED", jwt: "jwt-9" })
    expect(selectUser(actor.getSnapshot())?.jwt).toBe("jwt-9")
    expect(storage.load()?.jwt).toBe("jwt-9")
  })

  it("USER_UPDATED replaces the user and persists, keeping the jwt when the response has none", () => {
    const { actor, storage } = start({ stored: aUser() })
    const { jwt: _jwt, ...patched } = aUser({ name: "Hanna", facilities: [] })
    actor.send({ type: "USER_UPDATED", user: patched })
    expect(selectUser(actor.getSnapshot())).toEqual({ ...patched, jwt: "jwt-1" })
    expect(storage.load()).toEqual({ ...patched, jwt: "jwt-1" })
    expect(selectFacilities(actor.getSnapshot())).toEqual([])
  })

  it("LANGUAGE_CHANGED updates the language when logged in, and is ignored when anonymous", () => {
    const { actor, storage } = start({ stored: aUser() })
    actor.send({ type: "LANGUAGE_CHANGED", language: "ua" })
    expect(storage.load()?.language).toBe("ua")
    const anonymous = start({})
    anonymous.actor.send({ type: "LANGUAGE_CHANGED", language: "en" })
    expect(anonymous.actor.getSnapshot().context.user).toBeNull()
  })
})

describe("session selectors", () => {
  const snap = (user: User | null) => ({ context: { user } })
  it("display name is name plus surname, null if either is missing", () => {
    expect(selectDisplayName(snap(aUser()))).toBe("Anna Nowak")
    expect(selectDisplayName(snap(aUser({ surname: null })))).toBeNull()
    expect(selectDisplayName(snap(null))).toBeNull()
  })
  it("isLogged needs a non-empty jwt", () => {
    expect(selectIsLogged(snap(aUser({ jwt: "" })))).toBe(false)
    expect(selectIsLogged(snap(aUser()))).toBe(true)
  })
})
