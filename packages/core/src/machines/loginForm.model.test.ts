import { describe } from "vitest"
import { assign, createMachine, type EventObject } from "xstate"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import { startForm } from "../testing/formHarness"
import { loginFormMachine } from "./loginForm.machine"
import { definedFields, replayModelPaths } from "../testing/modelReplay"
import { aUser } from "../testing/fixtures"

/**
 * Login, as spec 2.10, 5 and 8.5 describe it: both fields are required (the form says the data
 * is incomplete), the e-mail must be valid, a refusal shows the server's message, a server that
 * fails or does not answer gives 'login failed', a click on a field clears its message.
 */
type Filled = "empty" | "badEmail" | "valid"
const model = createMachine({
  types: {} as { context: { filled: Filled; errors: Record<string, string>; formError: string | null } },
  id: "login",
  context: { filled: "empty", errors: {}, formError: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        FILL_BAD_EMAIL: { actions: assign({ filled: "badEmail", errors: {} }) },
        FILL_VALID: { actions: assign({ filled: "valid", errors: {} }) },
        CLICK_EMAIL: { actions: assign({ errors: ({ context }) => definedFields({ ...context.errors, email: undefined }) as Record<string, string> }) },
        SUBMIT: [
          {
            guard: ({ context }) => context.filled === "empty",
            actions: assign({ errors: { email: "FIELD_REQUIRED", password: "FIELD_REQUIRED" }, formError: "LOGIN_DATA_INCOMPLETE" })
          },
          { guard: ({ context }) => context.filled === "badEmail", actions: assign({ errors: { email: "EMAIL_INVALID" }, formError: null }) },
          { target: "sending", actions: assign({ formError: null }) }
        ]
      }
    },
    sending: {
      on: {
        // Each answer's messages replace the previous ones.
        REFUSED: { target: "editing", actions: assign({ errors: {}, formError: "ERROR_BAD_PASSWORD" }) },
        SERVER_FAILED: { target: "editing", actions: assign({ errors: {}, formError: "LOGIN_FAILED" }) },
        NO_ANSWER: { target: "editing", actions: assign({ errors: {}, formError: "LOGIN_FAILED" }) },
        ACCEPTED: "loggedIn"
      }
    },
    loggedIn: { type: "final" }
  }
})

const values: Record<string, { email: string; password: string }> = {
  FILL_BAD_EMAIL: { email: "anna@", password: "x" },
  FILL_VALID: { email: "anna@example.pl", password: "Sekret-1" }
}
const failures: Record<string, unknown> = {
  REFUSED: apiError("ERROR_BAD_PASSWORD"),
  SERVER_FAILED: apiError("ERROR_UNCAUGHT"),
  NO_ANSWER: new ConnectionError({ cause: null })
}
const events = ["FILL_BAD_EMAIL", "FILL_VALID", "CLICK_EMAIL", "SUBMIT", "ACCEPTED", ...Object.keys(failures)].map((type) => ({ type }))

describe("loginFormMachine — model-based (spec 2.10, 5, 8.5)", () => {
  replayModelPaths(model, events, {
    start: () => startForm(loginFormMachine),
    perform: async (form, { type }: EventObject) => {
      const fill = values[type]
      if (fill !== undefined) {
        form.actor.send({ type: "CHANGE", field: "email", value: fill.email })
        form.actor.send({ type: "CHANGE", field: "password", value: fill.password })
      } else if (type === "CLICK_EMAIL") form.actor.send({ type: "CLEAR_ERROR", field: "email" })
      else if (type === "SUBMIT") await form.submit()
      else if (type === "ACCEPTED") await form.accept(aUser())
      else await form.refuse(failures[type])
    },
    observe: (form) => {
      const snapshot = form.actor.getSnapshot()
      return { state: snapshot.value, errors: definedFields(snapshot.context.errors), formError: snapshot.context.formError, toasts: form.toasts }
    },
    expected: (state) => ({
      state: state.value === "loggedIn" ? "done" : state.value,
      errors: state.context.errors,
      formError: state.context.formError,
      // No toast: the form itself says why.
      toasts: []
    })
  })
})
