import { describe } from "vitest"
import { createActor, createMachine, type EventObject } from "xstate"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import { commandMachine } from "./command.machine"
import { assignModel, replayModelPaths } from "../testing/modelReplay"
import { controllablePromise } from "../testing/controllablePromise"

/**
 * One action behind a button, as spec 8.1 and issue 8 describe it: pressing it runs the action
 * once (a second press while it runs does nothing); success says so when the button has a
 * message for it; a refusal shows the server's message in red; a server failure (5xx) shows
 * nothing; no answer shows 'connection error'; after a failure it may be tried again.
 */
interface Context {
  readonly runs: number
  readonly error: string | null
  readonly toasts: ReadonlyArray<string>
}
const failed = (error: string, toast: string | null) =>
  ({
    target: "failed",
    actions: assignModel<Context>(({ context }) => ({ error, toasts: toast === null ? context.toasts : [...context.toasts, toast] }))
  }) as const
const run = { target: "running", actions: assignModel<Context>(({ context }) => ({ runs: context.runs + 1, error: null })) } as const

const model = createMachine({
  types: {} as { context: Context },
  id: "command",
  context: { runs: 0, error: null, toasts: [] },
  initial: "idle",
  states: {
    idle: { on: { PRESS: run } },
    running: {
      on: {
        DONE: { target: "succeeded", actions: assignModel<Context>(({ context }) => ({ toasts: [...context.toasts, "OPINION_ACCEPTED"] })) },
        REFUSED: failed("ERROR_FORBIDDEN", "ERROR_FORBIDDEN"),
        SERVER_FAILED: failed("ERROR_UNCAUGHT", null),
        NO_ANSWER: failed("CONNECTION_ERROR", "CONNECTION_ERROR")
      }
    },
    failed: { on: { PRESS: run } },
    succeeded: { type: "final" }
  }
})

const failures: Record<string, unknown> = {
  REFUSED: apiError("ERROR_FORBIDDEN"),
  SERVER_FAILED: apiError("ERROR_UNCAUGHT"),
  NO_ANSWER: new ConnectionError({ cause: null })
}
const events = ["PRESS", "DONE", ...Object.keys(failures)].map((type) => ({ type }))

function start() {
  const action = controllablePromise<unknown, unknown>()
  const actor = createActor(commandMachine.provide({ actors: { run: action.logic } }), { input: { successToast: "OPINION_ACCEPTED" } })
  const toasts: string[] = []
  actor.on("toast", (toast) => toasts.push(toast.key))
  actor.start()
  return { actor, action, toasts }
}
type System = ReturnType<typeof start>

async function perform({ actor, action }: System, { type }: EventObject) {
  if (type === "PRESS") {
    actor.send({ type: "RUN", input: { id: 4 } })
    // A double click: the action still runs once.
    actor.send({ type: "RUN", input: { id: 4 } })
  } else if (type === "DONE") await action.latest().resolve("ok")
  else await action.latest().reject(failures[type])
}

describe("commandMachine — model-based (spec 8.1)", () => {
  replayModelPaths(model, events, {
    start,
    perform,
    observe: ({ actor, action, toasts }) => {
      const { value, context, status } = actor.getSnapshot()
      return { state: value, finished: status === "done", runs: action.calls.map((call) => call.input), error: context.error, toasts, result: context.result ?? null }
    },
    expected: ({ value, context, status }) => ({
      state: value,
      finished: status === "done",
      runs: Array.from({ length: context.runs }, () => ({ id: 4 })),
      error: context.error,
      toasts: context.toasts,
      result: value === "succeeded" ? "ok" : null
    }),
    stop: ({ actor }) => actor.stop(),
    // Runs and toasts grow with every retry; where the button can go does not depend on them.
    vertex: ({ error }) => ({ error })
  })
})
