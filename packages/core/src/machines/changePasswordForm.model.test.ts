import { describe } from "vitest"
import { createMachine } from "xstate"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import { changePasswordFormMachine } from "./changePasswordForm.machine"
import { filledAs, formModelEvents, formShows, refusedWith, replayForm, type FilledFormContext } from "../testing/formHarness"
import { assignModel, replayModelPaths } from "../testing/modelReplay"
import { aUser } from "../testing/fixtures"

/**
 * Changing the password, as spec 2.11, 4.1 and 5 describe it: the current password, a new one
 * as strong as at sign-up (one built from the person's own name is too weak), and the new one
 * repeated the same — all required. The server checks the current password: a wrong one shows
 * under it. Once changed, every session ends: the app is told to log out.
 */
type Context = FilledFormContext<"weak" | "mismatch" | "valid">
const fill = filledAs<Context>
const rejectedWith = refusedWith<Context>

const model = createMachine({
  types: {} as { context: Context },
  id: "changePassword",
  context: { filled: "nothing", errors: {}, formError: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        FILL_WEAK: { actions: fill("weak") },
        FILL_MISMATCH: { actions: fill("mismatch") },
        FILL_VALID: { actions: fill("valid") },
        SUBMIT: [
          {
            guard: ({ context }) => context.filled === "nothing",
            actions: rejectedWith({ current_password: "FIELD_REQUIRED", password: "FIELD_REQUIRED", password_repeat: "FIELD_REQUIRED" })
          },
          { guard: ({ context }) => context.filled === "weak", actions: rejectedWith({ password: "PASSWORD_TOO_WEAK" }) },
          { guard: ({ context }) => context.filled === "mismatch", actions: rejectedWith({ password_repeat: "PASSWORDS_DO_NOT_MATCH" }) },
          { target: "sending", actions: assignModel<Context>({ formError: null }) }
        ]
      }
    },
    sending: {
      on: {
        CHANGED: "changed",
        WRONG_CURRENT: { target: "editing", actions: rejectedWith({ current_password: "ERROR_BAD_PASSWORD" }) },
        NO_ANSWER: { target: "editing", actions: assignModel<Context>({ errors: {}, formError: "CONNECTION_ERROR" }) }
      }
    },
    changed: { type: "final" }
  }
})

const strong = "kanapka-Żyrafa-91-tęcza"
const fills = {
  FILL_WEAK: { current_password: "stare-haslo", password: "Nowak2026Anna!", password_repeat: "Nowak2026Anna!" },
  FILL_MISMATCH: { current_password: "stare-haslo", password: strong, password_repeat: `${strong}!` },
  FILL_VALID: { current_password: "stare-haslo", password: strong, password_repeat: strong }
}
const answers = {
  CHANGED: { output: aUser() },
  WRONG_CURRENT: { error: apiError("ERROR_BAD_PASSWORD", { current_password: ["ERROR_BAD_PASSWORD"] }) },
  NO_ANSWER: { error: new ConnectionError({ cause: null }) }
}
const events = formModelEvents({ fills, answers })

describe("changePasswordFormMachine — model-based (spec 2.11, 4.1, 5)", () => {
  replayModelPaths(
    model,
    events,
    replayForm(changePasswordFormMachine, {
      input: { user: aUser() },
      fills,
      answers,
      expected: (state) =>
        formShows(state, "changed", {
          sending: () => ({ id: "u-1", patch: { password: strong, current_password: "stare-haslo" } }),
          result: true,
          announced: state.value === "changed" ? ["loggedOut"] : []
        })
    })
  )
})
