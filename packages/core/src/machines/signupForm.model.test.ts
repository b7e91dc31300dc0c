import { describe } from "vitest"
import { assign, createMachine, waitFor, type EventObject } from "xstate"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import { startForm } from "../testing/formHarness"
import { assignModel, definedFields, replayModelPaths } from "../testing/modelReplay"
import { signupFormMachine } from "./signupForm.machine"

/**
 * Registration, as spec 2.10, 5, 8.1 and 8.5 and the password policy describe it: a password
 * built from the person's own name is too weak, the repeat must match, both judged before
 * sending; the regulations and privacy notice must be accepted (a tick) before sending, else
 * ACCEPT_REQUIRED under the tick; the live meter says weak or strong as the password is typed;
 * a failure with nothing to show under a field says 'registration failed' (with the connection
 * toast when no answer came); success shows the address the confirmation went to — for a taken
 * e-mail too, which the server answers as a new one (L1).
 */
type Meter = "weak" | "strong" | null
interface Context {
  readonly filled: "weak" | "mismatch" | "unaccepted" | "valid" | null
  readonly meter: Meter
  readonly errors: Record<string, string>
  readonly formError: string | null
  readonly toast: string | null
}
const fill = (filled: NonNullable<Context["filled"]>, meter: Meter) => assignModel<Context>({ filled, meter, errors: {} })
const model = createMachine({
  types: {} as { context: Context },
  id: "signup",
  context: { filled: null, meter: null, errors: {}, formError: null, toast: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        FILL_WEAK: { actions: fill("weak", "weak") },
        FILL_MISMATCH: { actions: fill("mismatch", "strong") },
        FILL_UNACCEPTED: { actions: fill("unaccepted", "strong") },
        FILL_VALID: { actions: fill("valid", "strong") },
        SUBMIT: [
          { guard: ({ context }) => context.filled === "weak", actions: assign({ errors: { password: "PASSWORD_TOO_WEAK" }, formError: null }) },
          { guard: ({ context }) => context.filled === "mismatch", actions: assign({ errors: { password_repeat: "PASSWORDS_DO_NOT_MATCH" }, formError: null }) },
          { guard: ({ context }) => context.filled === "unaccepted", actions: assign({ errors: { accept: "ACCEPT_REQUIRED" }, formError: null }) },
          { guard: ({ context }) => context.filled === "valid", target: "sending", actions: assign({ formError: null }) }
        ]
      }
    },
    sending: {
      on: {
        // Each answer's messages replace the previous ones.
        SERVER_FAILED: { target: "editing", actions: assign({ errors: {}, formError: "SIGNUP_FAILED" }) },
        NO_ANSWER: { target: "editing", actions: assign({ errors: {}, formError: "SIGNUP_FAILED", toast: "CONNECTION_ERROR" }) },
        ACCEPTED: "registered"
      }
    },
    registered: { type: "final" }
  }
})

const strong = "kanapka-Żyrafa-91-tęcza"
const person = { name: "Anna", surname: "Kowalska", email: "anna@example.pl" }
const values: Record<string, Record<string, string>> = {
  FILL_WEAK: { ...person, password: "Kowalska2026Anna", password_repeat: "Kowalska2026Anna", accept: "true" },
  FILL_MISMATCH: { ...person, password: strong, password_repeat: "inne", accept: "true" },
  FILL_UNACCEPTED: { ...person, password: strong, password_repeat: strong, accept: "" },
  FILL_VALID: { ...person, password: strong, password_repeat: strong, accept: "true" }
}
const failures: Record<string, unknown> = {
  SERVER_FAILED: apiError("ERROR_UNCAUGHT"),
  NO_ANSWER: new ConnectionError({ cause: null })
}
const events = [...Object.keys(values), "SUBMIT", "ACCEPTED", ...Object.keys(failures)].map((type) => ({ type }))

describe("signupFormMachine — model-based (spec 2.10, 5, 8.1, 8.5)", () => {
  replayModelPaths(model, events, {
    start: () => startForm(signupFormMachine),
    perform: async (form, { type }: EventObject) => {
      const filled = values[type]
      if (filled !== undefined) {
        for (const [field, value] of Object.entries(filled)) form.actor.send({ type: "CHANGE", field: field as never, value })
        // The meter's verdict on what was typed.
        await waitFor(form.actor, (snapshot) => snapshot.children.strength?.getSnapshot().status !== "active", { timeout: 5000 })
      } else if (type === "SUBMIT") await form.submit()
      else if (type === "ACCEPTED") await form.accept({ id: "1", email: person.email, status: "new" })
      else await form.refuse(failures[type])
    },
    observe: (form) => {
      const { value, context } = form.actor.getSnapshot()
      return {
        state: value,
        meter: context.strength === null ? null : context.strength.acceptable ? "strong" : "weak",
        errors: definedFields(context.errors),
        formError: context.formError,
        toast: form.toasts.at(-1)?.key ?? null,
        result: context.result
      }
    },
    expected: ({ value, context }) => ({
      state: value === "registered" ? "done" : value,
      meter: context.meter,
      errors: context.errors,
      formError: context.formError,
      toast: context.toast,
      result: value === "registered" ? person.email : null
    })
  })
})
