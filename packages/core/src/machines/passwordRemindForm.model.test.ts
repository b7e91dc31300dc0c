import { describe } from "vitest"
import { assign, createMachine, type EventObject } from "xstate"
import { apiError } from "../api/errors"
import { startForm } from "../testing/formHarness"
import { definedFields, replayModelPaths } from "../testing/modelReplay"
import { passwordRemindFormMachine } from "./passwordRemindForm.machine"

/**
 * The password reminder, as spec 2.10, 5, 8.1 and 8.2 describe it: a valid e-mail is required;
 * an unknown account shows under the e-mail (a 404 is the form's to show, without a toast); a
 * refused request gets the red toast with its catalogue message; success says where the link went.
 */
const model = createMachine({
  types: {} as { context: { filled: "bad" | "valid" | null; errors: Record<string, string>; toast: string | null } },
  id: "remind",
  context: { filled: null, errors: {}, toast: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        FILL_BAD: { actions: assign({ filled: "bad", errors: {} }) },
        FILL_VALID: { actions: assign({ filled: "valid", errors: {} }) },
        SUBMIT: [
          { guard: ({ context }) => context.filled === null, actions: assign({ errors: { email: "FIELD_REQUIRED" } }) },
          { guard: ({ context }) => context.filled === "bad", actions: assign({ errors: { email: "EMAIL_INVALID" } }) },
          { target: "sending" }
        ]
      }
    },
    sending: {
      on: {
        UNKNOWN_ACCOUNT: { target: "editing", actions: assign({ errors: { email: "ERROR_ACCOUNT_NOT_FOUND" } }) },
        TOO_MANY: { target: "editing", actions: assign({ errors: {}, toast: "ERROR_TOO_MANY_REQUESTS" }) },
        ACCEPTED: "sent"
      }
    },
    sent: { type: "final" }
  }
})

const values: Record<string, string> = { FILL_BAD: "anna@", FILL_VALID: " Anna@Example.pl" }
const failures: Record<string, unknown> = { UNKNOWN_ACCOUNT: apiError("ERROR_ACCOUNT_NOT_FOUND"), TOO_MANY: apiError("ERROR_TOO_MANY_REQUESTS") }
const events = [...Object.keys(values), "SUBMIT", "ACCEPTED", ...Object.keys(failures)].map((type) => ({ type }))

describe("passwordRemindFormMachine — model-based (spec 2.10, 5, 8.1)", () => {
  replayModelPaths(model, events, {
    start: () => startForm(passwordRemindFormMachine),
    perform: async (form, { type }: EventObject) => {
      const email = values[type]
      if (email !== undefined) form.actor.send({ type: "CHANGE", field: "email", value: email })
      else if (type === "SUBMIT") await form.submit()
      else if (type === "ACCEPTED") await form.accept(undefined)
      else await form.refuse(failures[type])
    },
    observe: (form) => {
      const { value, context } = form.actor.getSnapshot()
      return { state: value, errors: definedFields(context.errors), toast: form.toasts.at(-1)?.key ?? null, sentTo: context.result }
    },
    expected: ({ value, context }) => ({
      state: value === "sent" ? "done" : value,
      errors: context.errors,
      toast: context.toast,
      sentTo: value === "sent" ? "anna@example.pl" : null
    })
  })
})
