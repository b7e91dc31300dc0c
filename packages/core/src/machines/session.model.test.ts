import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import type { Credentials } from "../api/account"
import { apiError } from "../api/errors"
import type { User } from "../domain/user"
import { sessionMachine } from "./session.machine"
import type { LogoutInput } from "./session.machine"
import { sessionModel } from "./session.model"
import type { SessionModelEvent } from "./session.model"
import { declaredTransitions, replaySpecPath, specPaths, startRecordingEmitted, takenTransitions } from "./specModel"
import type { RealRun } from "./specModel"
import { aUser } from "./testFixtures"
import { controllablePromise } from "./testkit"
import { memoryUserStorage } from "./userStorage"

const { jwt: _jwt, ...patchedUser } = aUser({ name: "Hanna", language: "en", facilities: [] })
const userEvents: SessionModelEvent[] = [
  { type: "LOGIN", credentials: { email: "anna@example.pl", password: "sekret123" } },
  { type: "RESUME" },
  { type: "LOGOUT" },
  { type: "TOKEN_REFRESHED", jwt: "jwt-2" },
  { type: "USER_UPDATED", user: patchedUser },
  { type: "SESSION_EXPIRED" },
  { type: "LANGUAGE_CHANGED", language: "ua" }
]
const worldEvents: SessionModelEvent[] = [
  { type: "login.answers", user: aUser() },
  { type: "login.answers", user: aUser({ jwt: "" }) },
  { type: "login.fails", error: apiError("ERROR_BAD_PASSWORD") },
  { type: "logout.answers" },
  { type: "logout.fails", error: new TypeError("Failed to fetch") },
  { type: "resume.answers", user: aUser({ source: "google" }) },
  { type: "resume.answers", user: aUser({ jwt: "" }) },
  { type: "resume.fails", error: apiError("ERROR_MISSING_REFRESH_TOKEN") }
]

/** The ways to start: nothing stored, a signed-in user, a user kept without a token. */
const starts = [
  { name: "nothing stored", stored: null },
  { name: "a stored user", stored: aUser() },
  { name: "a stored user without a token", stored: aUser({ jwt: "" }) }
]
const runs = starts.map((start) => ({
  ...start,
  // each event from each state also after a failed login
  paths: specPaths(sessionModel, { input: { stored: start.stored }, userEvents, worldEvents, distinguish: ({ error }) => error !== null })
}))

/** The session machine with fake account calls, driven in the model's terms. */
function startSession(stored: User | null): RealRun<typeof sessionModel> {
  const login = controllablePromise<User, Credentials>()
  const logout = controllablePromise<void, LogoutInput>()
  const resume = controllablePromise<User, unknown>()
  const storage = memoryUserStorage(stored)
  const actor = createActor(sessionMachine.provide({ actors: { login: login.logic, logout: logout.logic, resume: resume.logic } }), {
    input: { storage }
  })
  const takeEmitted = startRecordingEmitted(actor)
  return {
    perform(event) {
      switch (event.type) {
        case "login.answers":
          return login.latest().resolve(event.user)
        case "login.fails":
          return login.latest().reject(event.error)
        case "logout.answers":
          return logout.latest().resolve()
        case "logout.fails":
          return logout.latest().reject(event.error)
        case "resume.answers":
          return resume.latest().resolve(event.user)
        case "resume.fails":
          return resume.latest().reject(event.error)
        default:
          actor.send(event)
      }
    },
    snapshot: () => actor.getSnapshot(),
    observe: () => {
      const { user, error } = actor.getSnapshot().context
      return { user, stored: storage.load(), error, loginCalls: login.waiting(), logoutCalls: logout.waiting(), resumeCalls: resume.waiting().length }
    },
    takeEmitted
  }
}

describe("sessionMachine against the spec model (3.1, 4.1, 7.2)", () => {
  it("the paths start both ways and take every transition of the model", () => {
    expect(runs.map((run) => run.paths[0]?.steps[0]?.expected.value)).toEqual(["anonymous", "loggedIn", "anonymous"])
    const paths = runs.flatMap((run) => run.paths)
    expect(takenTransitions(sessionModel, paths)).toEqual(declaredTransitions(sessionModel))
  })

  describe.each(runs)("starting with $name", ({ stored, paths }) => {
    for (const path of paths) it(path.name, () => replaySpecPath(path, startSession(stored)))
  })
})
