import { describe } from "vitest"
import { createMachine } from "xstate"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import type { User } from "../domain/user"
import { replayForm } from "../testing/formHarness"
import { assignModel, replayModelPaths } from "../testing/modelReplay"
import { ownershipTransferFormMachine } from "./ownershipTransferForm.machine"

/**
 * Passing the facility to a teacher (management 2.4 teachers, 4): it cannot be undone, so the
 * owner confirms with their password — required, sent exactly as typed (spaces are part of a
 * password). A wrong password is said under the field; a teacher who is no longer an accepted
 * one, or no answer, is the form's message. Done, the tab says 'ownership transferred' and the
 * former owner comes back as a teacher.
 */
interface Context {
  readonly password: string
  readonly errors: Record<string, string>
  readonly formError: string | null
  readonly toasts: ReadonlyArray<string>
}

const fills = { TYPE_PASSWORD: { password: " Tajne-Haslo-2026 " }, CLEAR_PASSWORD: { password: "" } }

const model = createMachine({
  types: {} as { context: Context },
  id: "transfer",
  context: { password: "", errors: {}, formError: null, toasts: [] },
  initial: "confirming",
  states: {
    confirming: {
      on: {
        TYPE_PASSWORD: { actions: assignModel<Context>({ password: fills.TYPE_PASSWORD.password, errors: {} }) },
        CLEAR_PASSWORD: { actions: assignModel<Context>({ password: "", errors: {} }) },
        CLICK_PASSWORD: { actions: assignModel<Context>({ errors: {} }) },
        SUBMIT: [
          { guard: ({ context }) => context.password === "", actions: assignModel<Context>({ errors: { password: "FIELD_REQUIRED" }, formError: null }) },
          { target: "sending", actions: assignModel<Context>({ formError: null }) }
        ]
      }
    },
    sending: {
      on: {
        TRANSFERRED: { target: "transferred", actions: assignModel<Context>(({ context }) => ({ toasts: [...context.toasts, "OWNERSHIP_TRANSFERRED"] })) },
        WRONG_PASSWORD: { target: "confirming", actions: assignModel<Context>({ errors: { password: "ERROR_BAD_PASSWORD" }, formError: null }) },
        NOT_A_TEACHER: { target: "confirming", actions: assignModel<Context>({ errors: {}, formError: "ERROR_BAD_REQUEST" }) },
        NO_ANSWER: { target: "confirming", actions: assignModel<Context>({ errors: {}, formError: "CONNECTION_ERROR" }) }
      }
    },
    transferred: { type: "final" }
  }
})

const formerOwner = { id: "0b6c2d7e-5f34-4a8e-9a61-2f1f0c6e2a11" } as User
const teacher = "5d1c0c0e-7b7a-4c59-9d1e-3c3f6c1d2b44"
const answers = {
  TRANSFERRED: { output: formerOwner },
  WRONG_PASSWORD: { error: apiError("ERROR_BAD_PASSWORD") },
  NOT_A_TEACHER: { error: apiError("ERROR_BAD_REQUEST", { account_id: ["FIELD_INVALID"] }) },
  NO_ANSWER: { error: new ConnectionError({ cause: null }) }
}
const events = [...Object.keys(fills), "CLICK_PASSWORD", "SUBMIT", ...Object.keys(answers)].map((type) => ({ type }))
const states: Record<string, string> = { confirming: "editing", transferred: "done" }

describe("ownershipTransferFormMachine — model-based (management 2.4 teachers, 4)", () => {
  replayModelPaths(
    model,
    events,
    replayForm<typeof model>(ownershipTransferFormMachine, {
      input: { facilityRef: "12", accountId: teacher },
      fills,
      clicks: { CLICK_PASSWORD: "password" },
      answers,
      expected: ({ value, context }) => ({
        state: states[value as string] ?? value,
        errors: context.errors,
        formError: context.formError,
        toasts: context.toasts,
        announced: [],
        sending: value === "sending" ? { facilityRef: "12", transfer: { account_id: teacher, password: context.password } } : null,
        result: value === "transferred" ? formerOwner : null
      }),
      vertex: ({ password, errors, formError }) => ({ password, errors, formError })
    })
  )
})
