import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { createTestModel } from "xstate/graph"
import { apiError } from "../api/errors"
import type { AccessToken } from "../api/account"
import { refreshRetryMachine } from "./refreshRetry.machine"
import type { AuthenticatedRequestInput } from "./refreshRetry.machine"
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

/** The outcomes of the invoked actors, as events of the model. */
type ModelEvent =
  | { type: "xstate.done.actor.request"; output: unknown }
  | { type: "xstate.error.actor.request"; error: unknown }
  | { type: "xstate.done.actor.refresh"; output: AccessToken }
  | { type: "xstate.error.actor.refresh"; error: unknown }
  | { type: "xstate.done.actor.retry"; output: unknown }
  | { type: "xstate.error.actor.retry"; error: unknown }
const narrow = narrowTo<ModelEvent>()

const errors = [apiError("ERROR_EXPIRED_JWT"), apiError("ERROR_NOT_FOUND"), new TypeError("Failed to fetch")]
const modelEvents: ModelEvent[] = [
  { type: "xstate.done.actor.request", output: { id: 1 } },
  ...errors.map((error) => ({ type: "xstate.error.actor.request" as const, error })),
  { type: "xstate.done.actor.refresh", output: { jwt: "new" } },
  { type: "xstate.error.actor.refresh", error: apiError("ERROR_MISSING_REFRESH_TOKEN") },
  { type: "xstate.done.actor.retry", output: { id: 1 } },
  { type: "xstate.error.actor.retry", error: apiError("ERROR_EXPIRED_JWT") }
]

const model = toModelMachine<typeof refreshRetryMachine, ModelEvent>(refreshRetryMachine)
const testModel = createTestModel(model, {
  input: { token: "old" },
  events: modelEvents,
  serializeState: vertexKey(),
  serializeEvent: serializeForModel
})
const paths = testModel.getShortestPaths()

describe("refreshRetryMachine — model-based", () => {
  it("generates paths that visit every resting state and take every transition", () => {
    expectEveryStateAndTransition(model, paths, [
      "refreshRetry.failed",
      "refreshRetry.refreshing",
      "refreshRetry.requesting",
      "refreshRetry.retrying",
      "refreshRetry.succeeded"
    ])
  })

  paths.forEach((path, i) => {
    it(pathLabel(path, i), async () => {
      const request = controllablePromise<unknown, AuthenticatedRequestInput>()
      const refresh = controllablePromise<AccessToken, void>()
      const sut = createActor(
        refreshRetryMachine.provide({ actors: { request: request.logic, refresh: refresh.logic } }),
        { input: { token: "old" } }
      ).start()
      const snapshot = () => sut.getSnapshot()

      await path.test({
        states: {
          requesting: () => {
            expect(snapshot().value).toBe("requesting")
            expect(request.calls.map((c) => c.input.token)).toEqual(["old"])
          },
          refreshing: () => {
            expect(snapshot().value).toBe("refreshing")
            expect(refresh.calls).toHaveLength(1)
          },
          retrying: () => {
            expect(snapshot().value).toBe("retrying")
            expect(request.calls.map((c) => c.input.token)).toEqual(["old", "new"])
          },
          succeeded: () => {
            expect(snapshot().status).toBe("done")
            expect(snapshot().output).toMatchObject({ ok: true, response: { id: 1 } })
          },
          failed: (state) => {
            expect(snapshot().status).toBe("done")
            expect(snapshot().context.failure).toEqual(state.context.failure)
            expect(snapshot().context.failure?.kind).not.toBe("refresh-and-retry")
          }
        },
        events: {
          "xstate.done.actor.request": async (step) => {
            request.latest().resolve(narrow(step.event).output)
            await reached(sut, step.state)
          },
          "xstate.error.actor.request": async (step) => {
            request.latest().reject(narrow(step.event).error)
            await reached(sut, step.state)
          },
          "xstate.done.actor.refresh": async (step) => {
            refresh.latest().resolve(narrow(step.event).output)
            await reached(sut, step.state)
          },
          "xstate.error.actor.refresh": async (step) => {
            refresh.latest().reject(narrow(step.event).error)
            await reached(sut, step.state)
          },
          "xstate.done.actor.retry": async (step) => {
            request.latest().resolve(narrow(step.event).output)
            await reached(sut, step.state)
          },
          "xstate.error.actor.retry": async (step) => {
            request.latest().reject(narrow(step.event).error)
            await reached(sut, step.state)
          }
        }
      })
    })
  })
})
