import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { createTestModel } from "xstate/graph"
import type { AccessToken, Credentials } from "../api/account"
import { apiError } from "../api/errors"
import type { User } from "../domain/user"
import { sessionMachine } from "./session.machine"
import type { LogoutInput, SessionEmitted, SessionEvent } from "./session.machine"
import {
  controllablePromise,
  expectEveryStateAndTransition,
  narrowTo,
  pathLabel,
  reached,
  serializeForModel,
  vertexKey,
  toModelMachine
} from "./testkit"
import { aUser } from "./testFixtures"
import { memoryUserStorage } from "./userStorage"

/** The outcomes of the invoked actors, as events of the model. */
type ModelEvent =
  | { type: "xstate.done.actor.login"; output: User }
  | { type: "xstate.error.actor.login"; error: unknown }
  | { type: "xstate.done.actor.logout"; output: void }
  | { type: "xstate.error.actor.logout"; error: unknown }
  | { type: "xstate.done.actor.refresh"; output: AccessToken }
  | { type: "xstate.error.actor.refresh"; error: unknown }
const narrow = narrowTo<ModelEvent | SessionEvent>()

const { jwt: _jwt, ...patchedUser } = aUser({ name: "Hanna", language: "ua" })
const modelEvents: Array<SessionEvent | ModelEvent> = [
  { type: "LOGIN", credentials: { email: "anna@example.pl", password: "sekret123" } },
  { type: "LOGOUT" },
  { type: "REFRESH" },
  { type: "TOKEN_REFRESHED", jwt: "jwt-2" },
  { type: "USER_UPDATED", user: patchedUser },
  { type: "SESSION_EXPIRED" },
  { type: "LANGUAGE_CHANGED", language: "ua" },
  { type: "xstate.done.actor.login", output: aUser() },
  { type: "xstate.done.actor.login", output: aUser({ jwt: "" }) },
  { type: "xstate.error.actor.login", error: apiError("ERROR_BAD_PASSWORD") },
  { type: "xstate.done.actor.logout", output: undefined },
  { type: "xstate.error.actor.logout", error: new TypeError("Failed to fetch") },
  { type: "xstate.done.actor.refresh", output: { jwt: "jwt-2" } },
  { type: "xstate.error.actor.refresh", error: apiError("ERROR_MISSING_REFRESH_TOKEN") }
]

const model = toModelMachine<typeof sessionMachine, ModelEvent>(sessionMachine)
/** Two starts: nothing stored, and a stored signed-in user (the two ways out of `restoring`). */
const starts = [
  { name: "nothing stored", stored: null },
  { name: "a stored user", stored: aUser() }
] as const
const runs = starts.map((start) => ({
  ...start,
  paths: createTestModel(model, {
    input: { storage: memoryUserStorage(start.stored) },
    events: modelEvents,
    serializeState: vertexKey(),
    serializeEvent: serializeForModel
  }).getShortestPaths()
}))

describe("sessionMachine — model-based", () => {
  it("the paths of both starts visit every resting state and take every transition", () => {
    const paths = runs.flatMap((run) => run.paths)
    for (const run of runs) expect(run.paths.length).toBeGreaterThan(0)
    // `restoring` is transient: its two eventless ways out are the two starts
    expect(runs.map((run) => run.paths[0]?.steps[0]?.state.value)).toEqual(["anonymous", { loggedIn: "idle" }])
    expectEveryStateAndTransition(model, paths, [
      "session.anonymous",
      "session.loggedIn.idle",
      "session.loggedIn.refreshing",
      "session.loggingIn",
      "session.loggingOut"
    ])
  })

  describe.each(runs)("starting with $name", ({ stored, paths }) => {
    paths.forEach((path, i) => {
      it(pathLabel(path, i), async () => {
        const login = controllablePromise<User, Credentials>()
        const logout = controllablePromise<void, LogoutInput>()
        const refresh = controllablePromise<AccessToken, void>()
        const storage = memoryUserStorage(stored)
        const sut = createActor(
          sessionMachine.provide({ actors: { login: login.logic, logout: logout.logic, refresh: refresh.logic } }),
          { input: { storage } }
        )
        const emitted: SessionEmitted[] = []
        sut.on("loggedOut", (e) => emitted.push(e))
        sut.start()
        const snapshot = () => sut.getSnapshot()
        const expectLoggedOut = (reason: SessionEmitted["reason"]) =>
          expect(emitted.at(-1)).toEqual({ type: "loggedOut", reason })

        await path.test({
          states: {
            anonymous: (state) => {
              expect(snapshot().value).toBe("anonymous")
              expect(snapshot().context.user).toBeNull()
              expect(snapshot().context.error).toEqual(state.context.error)
              expect(storage.load()).toBeNull()
            },
            loggingIn: () => {
              expect(snapshot().value).toBe("loggingIn")
              expect(login.latest().input.email).toBe("anna@example.pl")
            },
            loggedIn: (state) => {
              expect(snapshot().value).toEqual(state.value)
              expect(snapshot().context.user).toEqual(state.context.user)
              expect(snapshot().context.user?.jwt).toBeTruthy()
              expect(storage.load()).toEqual(state.context.user)
            },
            loggingOut: (state) => {
              expect(snapshot().value).toBe("loggingOut")
              expect(logout.latest().input.token).toBe(state.context.user?.jwt)
            }
          },
          events: {
            LOGIN: (step) => sut.send(narrow(step.event)),
            LOGOUT: (step) => sut.send(narrow(step.event)),
            REFRESH: (step) => sut.send(narrow(step.event)),
            TOKEN_REFRESHED: (step) => sut.send(narrow(step.event)),
            USER_UPDATED: (step) => sut.send(narrow(step.event)),
            LANGUAGE_CHANGED: (step) => sut.send(narrow(step.event)),
            SESSION_EXPIRED: (step) => {
              sut.send(narrow(step.event))
              expectLoggedOut("expired")
            },
            "xstate.done.actor.login": async (step) => {
              login.latest().resolve(narrow(step.event).output)
              await reached(sut, step.state)
            },
            "xstate.error.actor.login": async (step) => {
              login.latest().reject(narrow(step.event).error)
              await reached(sut, step.state)
            },
            "xstate.done.actor.logout": async (step) => {
              logout.latest().resolve(narrow(step.event).output)
              await reached(sut, step.state)
              expectLoggedOut("logout")
            },
            "xstate.error.actor.logout": async (step) => {
              logout.latest().reject(narrow(step.event).error)
              await reached(sut, step.state)
              expectLoggedOut("logout")
            },
            "xstate.done.actor.refresh": async (step) => {
              refresh.latest().resolve(narrow(step.event).output)
              await reached(sut, step.state)
            },
            "xstate.error.actor.refresh": async (step) => {
              refresh.latest().reject(narrow(step.event).error)
              await reached(sut, step.state)
              expectLoggedOut("expired")
            }
          }
        })
      })
    })
  })
})
