import { describe } from "vitest"
import { assign, createMachine, type EventObject } from "xstate"
import { apiError } from "../api/errors"
import { startForm } from "../testing/formHarness"
import { definedFields, replayModelPaths } from "../testing/modelReplay"
import { passwordResetFormMachine } from "./passwordResetForm.machine"

/**
 * The password reset from an e-mailed link, as spec 2.10, 5 and 8.5 and the password policy
 * describe it: a new password of at least 12 characters, repeated; an unknown or used link says
 * so (and offers a new one); a password the server refuses shows under the field with the red
 * toast; any other failure says 'password reset failed'.
 */
interface Context {
  readonly filled: "short" | "mismatch" | "valid" | null
  readonly errors: Record<string, string>
  readonly formError: string | null
  /** Whether the form has sent anything yet. */
  readonly sent: boolean
}
const model = createMachine({
  types: {} as { context: Context },
  id: "reset",
  context: { filled: null, errors: {}, formError: null, sent: false },
  initial: "editing",
  states: {
    editing: {
      on: {
        FILL_SHORT: { actions: assign({ filled: "short", errors: {} }) },
        FILL_MISMATCH: { actions: assign({ filled: "mismatch", errors: {} }) },
        FILL_VALID: { actions: assign({ filled: "valid", errors: {} }) },
        SUBMIT: [
          { guard: ({ context }) => context.filled === null, actions: assign({ errors: { password: "FIELD_REQUIRED", password_repeat: "FIELD_REQUIRED" }, formError: null }) },
          { guard: ({ context }) => context.filled === "short", actions: assign({ errors: { password: "PASSWORD_TOO_SHORT" }, formError: null }) },
          { guard: ({ context }) => context.filled === "mismatch", actions: assign({ errors: { password_repeat: "PASSWORDS_DO_NOT_MATCH" }, formError: null }) },
          { target: "sending", actions: assign({ formError: null, sent: true }) }
        ]
      }
    },
    sending: {
      on: {
        LINK_INVALID: { target: "editing", actions: assign({ errors: {}, formError: "RESET_LINK_INVALID" }) },
        PASSWORD_REFUSED: { target: "editing", actions: assign({ errors: { password: "PASSWORD_TOO_WEAK" }, formError: null }) },
        SERVER_FAILED: { target: "editing", actions: assign({ errors: {}, formError: "RESET_FAILED" }) },
        ACCEPTED: "changed"
      }
    },
    changed: { type: "final" }
  }
})

const strong = "kanapka-Żyrafa-91-tęcza"
const values: Record<string, readonly [string, string]> = {
  FILL_SHORT: ["krotkie", "krotkie"],
  FILL_MISMATCH: [strong, "inne"],
  FILL_VALID: [strong, strong]
}
const failures: Record<string, unknown> = {
  LINK_INVALID: apiError("ERROR_RESET_TOKEN_NOT_FOUND"),
  PASSWORD_REFUSED: apiError("ERROR_BAD_REQUEST", { password: ["PASSWORD_TOO_WEAK"] }),
  SERVER_FAILED: apiError("ERROR_UNCAUGHT")
}
const events = [...Object.keys(values), "SUBMIT", "ACCEPTED", ...Object.keys(failures)].map((type) => ({ type }))

describe("passwordResetFormMachine — model-based (spec 2.10, 5, 8.5)", () => {
  replayModelPaths(model, events, {
    start: () => startForm(passwordResetFormMachine, { token: "t-1" }),
    perform: async (form, { type }: EventObject) => {
      const filled = values[type]
      if (filled !== undefined) {
        form.actor.send({ type: "CHANGE", field: "password", value: filled[0] })
        form.actor.send({ type: "CHANGE", field: "password_repeat", value: filled[1] })
      } else if (type === "SUBMIT") await form.submit()
      else if (type === "ACCEPTED") await form.accept(undefined)
      else await form.refuse(failures[type])
    },
    observe: (form) => {
      const { value, context } = form.actor.getSnapshot()
      return { state: value, errors: definedFields(context.errors), formError: context.formError, sent: form.send.calls.at(-1)?.input ?? null }
    },
    expected: ({ value, context }) => ({
      state: value === "changed" ? "done" : value,
      errors: context.errors,
      formError: context.formError,
      // What was sent, once something was: the link's token with the new password.
      sent: context.sent ? { token: "t-1", password: strong } : null
    })
  })
})
