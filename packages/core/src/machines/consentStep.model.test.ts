import { describe } from "vitest"
import { assign, createMachine } from "xstate"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import { consentStepMachine } from "./consentStep.machine"
import { formModelEvents, formShows, replayForm } from "../testing/formHarness"
import { replayModelPaths } from "../testing/modelReplay"

/**
 * The acceptance asked for at a sign-in (RODO part 1): the new versions of the regulations and
 * privacy notice are accepted with a tick — without it, ACCEPT_REQUIRED under the tick and nothing
 * sent; sending sends exactly the versions asked for; a refusal or no answer says CONSENT_FAILED
 * with its red toast (spec 8.1: the catalogue message, or the connection's) and the step stays,
 * to try again; once the server has
 * them, the step is done and nothing is pending.
 */
interface Context {
  readonly ticked: boolean
  readonly errors: Record<string, string>
  readonly formError: string | null
  readonly toasts: ReadonlyArray<string>
}
const model = createMachine({
  types: {} as { context: Context },
  id: "consentStep",
  context: { ticked: false, errors: {}, formError: null, toasts: [] },
  initial: "editing",
  states: {
    editing: {
      on: {
        TICK: { actions: assign({ ticked: true, errors: {} }) },
        UNTICK: { actions: assign({ ticked: false, errors: {} }) },
        SUBMIT: [
          { guard: ({ context }) => !context.ticked, actions: assign({ errors: { accept: "ACCEPT_REQUIRED" }, formError: null }) },
          { target: "sending", actions: assign({ formError: null }) }
        ]
      }
    },
    sending: {
      on: {
        REFUSED: { target: "editing", actions: assign({ formError: "CONSENT_FAILED", toasts: ({ context }) => [...context.toasts, "ERROR_BAD_REQUEST"] }) },
        NO_ANSWER: { target: "editing", actions: assign({ formError: "CONSENT_FAILED", toasts: ({ context }) => [...context.toasts, "CONNECTION_ERROR"] }) },
        RECORDED: "accepted"
      }
    },
    accepted: { type: "final" }
  }
})

const pending = [{ kind: "regulations", version: 2 }, { kind: "privacy", version: 3 }] as const
const spec = {
  input: { pending },
  fills: { TICK: { accept: "true" }, UNTICK: { accept: "" } },
  answers: {
    REFUSED: { error: apiError("ERROR_BAD_REQUEST", { accepted: ["FIELD_INVALID"] }) },
    NO_ANSWER: { error: new ConnectionError({ cause: null }) },
    RECORDED: { output: { pending_consents: [] } }
  }
}

describe("consentStepMachine — model-based (the acceptance asked for at a sign-in)", () => {
  replayModelPaths(model, formModelEvents(spec), replayForm(consentStepMachine, {
    ...spec,
    expected: (state) => formShows(state, "accepted", { sending: () => ({ accepted: pending }), result: [] }),
    vertex: ({ ticked, formError, toasts }) => ({ ticked, formError, toasted: toasts.length > 0 })
  }))
})
