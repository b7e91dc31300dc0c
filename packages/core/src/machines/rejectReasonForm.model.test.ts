import { describe } from "vitest"
import { createMachine } from "xstate"
import { apiError } from "../api/errors"
import { replayForm } from "../testing/formHarness"
import { assignModel, replayModelPaths } from "../testing/modelReplay"
import { declineReasonFormMachine, rejectReasonFormMachine } from "./rejectReasonForm.machine"

/**
 * Rejecting an opinion or a facility's answer, as spec 4.3 and issue 8 describe it: the
 * moderator gives a reason (required, at least 3 characters), sent trimmed; the author is told
 * it. A reason the server refuses shows under it; an item someone else already decided (not
 * found any more) is the form's message. Declining a claim on the shadow desk (management 2.9)
 * goes the same way, its call given the record and the reason only.
 */
interface Context {
  readonly reason: string
  readonly errors: Record<string, string>
  readonly formError: string | null
}
const type = (reason: string) => assignModel<Context>({ reason, errors: {} })

const model = createMachine({
  types: {} as { context: Context },
  id: "rejectReason",
  context: { reason: "", errors: {}, formError: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        TYPE_SHORT: { actions: type(" ok ") },
        TYPE_REASON: { actions: type(" Dane osobowe innej osoby. ") },
        SUBMIT: [
          { guard: ({ context }) => context.reason === "", actions: assignModel<Context>({ errors: { reason: "FIELD_REQUIRED" }, formError: null }) },
          { guard: ({ context }) => context.reason.trim().length < 3, actions: assignModel<Context>({ errors: { reason: "REASON_TOO_SHORT" }, formError: null }) },
          { target: "sending", actions: assignModel<Context>({ formError: null }) }
        ]
      }
    },
    sending: {
      on: {
        REJECTED: "rejected",
        REASON_REFUSED: { target: "editing", actions: assignModel<Context>({ errors: { reason: "TEXT_TOO_LONG" }, formError: null }) },
        ALREADY_DECIDED: { target: "editing", actions: assignModel<Context>({ errors: {}, formError: "ERROR_OPINION_NOT_FOUND" }) }
      }
    },
    rejected: { type: "final" }
  }
})

const fills = { TYPE_SHORT: { reason: " ok " }, TYPE_REASON: { reason: " Dane osobowe innej osoby. " } }
const answers = {
  REJECTED: { output: undefined },
  REASON_REFUSED: { error: apiError("ERROR_BAD_REQUEST", { reason: ["TEXT_TOO_LONG"] }) },
  ALREADY_DECIDED: { error: apiError("ERROR_OPINION_NOT_FOUND") }
}
const events = [...Object.keys(fills), "SUBMIT", ...Object.keys(answers)].map((type) => ({ type }))

const expected =
  (decided: Record<string, unknown>) =>
  ({ value, context }: { readonly value: unknown; readonly context: Context }) => ({
    state: value === "rejected" ? "done" : value,
    errors: context.errors,
    formError: context.formError,
    toasts: [],
    announced: [],
    sending: value === "sending" ? { ...decided, reason: context.reason.trim() } : null,
    result: value === "rejected" ? true : null
  })

describe("rejectReasonFormMachine — model-based (spec 4.3)", () => {
  replayModelPaths(model, events, replayForm(rejectReasonFormMachine, { input: { id: 8, kind: "answer" }, fills, answers, expected: expected({ id: 8, kind: "answer" }) }))
})

describe("declineReasonFormMachine — model-based (management 2.9)", () => {
  replayModelPaths(model, events, replayForm(declineReasonFormMachine, { input: { id: 3 }, fills, answers, expected: expected({ id: 3 }) }))
})
