import { describe, expect, it } from "vitest"
import { createActor, type EventObject } from "xstate"
import type { Credentials } from "../api/account"
import { apiError } from "../api/errors"
import type { User } from "../domain/user"
import { sessionMachine } from "./session.machine"
import type { LogoutInput } from "./session.machine"
import { sessionModel } from "./session.model"
import type { SessionModelEvent } from "./session.model"
import { expectEveryTransition, modelPaths, replayPath, type Replay } from "../testing/modelReplay"
import { aUser } from "../testing/fixtures"
import { controllablePromise } from "../testing/controllablePromise"
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

/** The session machine with fake account calls, recording what it emits. */
function startSession(stored: User | null) {
  const login = controllablePromise<User, Credentials>()
  const logout = controllablePromise<void, LogoutInput>()
  const resume = controllablePromise<User, unknown>()
  const storage = memoryUserStorage(stored)
  const actor = createActor(sessionMachine.provide({ actors: { login: login.logic, logout: logout.logic, resume: resume.logic } }), {
    input: { storage }
  })
  const emitted: EventObject[] = []
  actor.on("*", (event) => emitted.push(event))
  actor.start()
  return { actor, login, logout, resume, storage, emitted }
}

/** The session driven in the model's terms, from a start. */
const replay = (stored: User | null): Replay<typeof sessionModel, ReturnType<typeof startSession>> => ({
  input: { stored },
  start: () => startSession(stored),
  perform: ({ actor, login, logout, resume }, event) => {
    const modelEvent = event as SessionModelEvent
    switch (modelEvent.type) {
      case "login.answers":
        return login.latest().resolve(modelEvent.user)
      case "login.fails":
        return login.latest().reject(modelEvent.error)
      case "logout.answers":
        return logout.latest().resolve()
      case "logout.fails":
        return logout.latest().reject(modelEvent.error)
      case "resume.answers":
        return resume.latest().resolve(modelEvent.user)
      case "resume.fails":
        return resume.latest().reject(modelEvent.error)
      default:
        actor.send(modelEvent)
    }
  },
  observe: ({ actor, login, logout, resume, storage }) => {
    const { value, context } = actor.getSnapshot()
    return {
      state: value,
      user: context.user,
      stored: storage.load(),
      error: context.error,
      loginCalls: login.waiting(),
      logoutCalls: logout.waiting(),
      resumeCalls: resume.waiting().length
    }
  },
  expected: ({ value, context }) => ({ state: value, ...context }),
  emitted: ({ emitted }) => emitted.splice(0),
  // each event from each state also after a failed login
  vertex: ({ error }) => error !== null,
  stop: ({ actor }) => actor.stop()
})

const runs = starts.map((start) => ({ ...start, paths: modelPaths(sessionModel, { taken: worldEvents, anyTime: userEvents }, replay(start.stored)) }))

describe("sessionMachine against the spec model (3.1, 4.1, 7.2)", () => {
  it("the paths start both ways and take every transition of the model", () => {
    expect(runs.map((run) => run.paths[0]?.steps[0]?.expected.value)).toEqual(["anonymous", "loggedIn", "anonymous"])
    expectEveryTransition(sessionModel, runs.flatMap((run) => run.paths))
  })

  describe.each(runs)("starting with $name", ({ stored, paths }) => {
    for (const path of paths) it(path.name, () => replayPath(path, replay(stored)))
  })
})
