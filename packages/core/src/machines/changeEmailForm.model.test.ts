import { describe } from "vitest"
import { createMachine } from "xstate"
import { apiError } from "../api/errors"
import { changeEmailFormMachine } from "./changeEmailForm.machine"
import { filledAs, formModelEvents, formShows, refusedWith, replayForm, type FilledFormContext } from "../testing/formHarness"
import { assignModel, replayModelPaths } from "../testing/modelReplay"
import { aUser } from "../testing/fixtures"

/**
 * Changing the e-mail, as spec 2.11, 4.1 and 5 describe it: a valid new address, typed twice
 * the same ('e-mails do not match'), not the one in use, and the current password — all
 * required; the address is sent lower-case and trimmed. A taken address shows under it, a
 * wrong password under the password. Success: a confirmation link went to the new address.
 */
type Context = FilledFormContext<"invalid" | "mismatch" | "same" | "valid">
const fill = filledAs<Context>
const rejectedWith = refusedWith<Context>

const model = createMachine({
  types: {} as { context: Context },
  id: "changeEmail",
  context: { filled: "nothing", errors: {}, formError: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        FILL_INVALID: { actions: fill("invalid") },
        FILL_MISMATCH: { actions: fill("mismatch") },
        FILL_SAME: { actions: fill("same") },
        FILL_VALID: { actions: fill("valid") },
        SUBMIT: [
          {
            guard: ({ context }) => context.filled === "nothing",
            actions: rejectedWith({ email: "FIELD_REQUIRED", email_repeat: "FIELD_REQUIRED", current_password: "FIELD_REQUIRED" })
          },
          { guard: ({ context }) => context.filled === "invalid", actions: rejectedWith({ email: "EMAIL_INVALID", email_repeat: "EMAILS_DO_NOT_MATCH" }) },
          { guard: ({ context }) => context.filled === "mismatch", actions: rejectedWith({ email_repeat: "EMAILS_DO_NOT_MATCH" }) },
          { guard: ({ context }) => context.filled === "same", actions: rejectedWith({ email: "EMAIL_UNCHANGED" }) },
          { target: "sending", actions: assignModel<Context>({ formError: null }) }
        ]
      }
    },
    sending: {
      on: {
        LINK_SENT: "linkSent",
        TAKEN: { target: "editing", actions: rejectedWith({ email: "ERROR_EMAIL_TAKEN" }) },
        WRONG_PASSWORD: { target: "editing", actions: rejectedWith({ current_password: "ERROR_BAD_PASSWORD" }) }
      }
    },
    linkSent: { type: "final" }
  }
})

const fills = {
  FILL_INVALID: { email: "anna@", email_repeat: "anna@@", current_password: "haslo" },
  FILL_MISMATCH: { email: "nowy@example.pl", email_repeat: "nowa@example.pl", current_password: "haslo" },
  FILL_SAME: { email: "ANNA@example.pl", email_repeat: "anna@example.pl", current_password: "haslo" },
  FILL_VALID: { email: " Nowy@Example.pl ", email_repeat: "nowy@example.pl", current_password: "haslo" }
}
const saved = aUser({ pending_email: "nowy@example.pl" })
const answers = {
  LINK_SENT: { output: saved },
  TAKEN: { error: apiError("ERROR_EMAIL_TAKEN", { email: ["ERROR_EMAIL_TAKEN"] }) },
  WRONG_PASSWORD: { error: apiError("ERROR_BAD_PASSWORD", { current_password: ["ERROR_BAD_PASSWORD"] }) }
}
const events = formModelEvents({ fills, answers })

describe("changeEmailFormMachine — model-based (spec 2.11, 4.1, 5)", () => {
  replayModelPaths(
    model,
    events,
    replayForm(changeEmailFormMachine, {
      input: { user: aUser() },
      fills,
      answers,
      expected: (state) =>
        formShows(state, "linkSent", {
          sending: () => ({ id: "u-1", patch: { email: "nowy@example.pl", current_password: "haslo" } }),
          result: { type: "confirmationSent", email: "nowy@example.pl", user: saved }
        })
    })
  )
})
