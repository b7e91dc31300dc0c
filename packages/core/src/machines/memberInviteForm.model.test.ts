import { describe } from "vitest"
import { createMachine } from "xstate"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import { replayForm } from "../testing/formHarness"
import { memberInviteFormMachine } from "./memberInviteForm.machine"
import { assignModel, replayModelPaths } from "../testing/modelReplay"

/**
 * Inviting a parent to subscribe (management 2.4 parents, 5): an e-mail address is required and
 * must be valid; it is sent trimmed and lowercased. Each invitation sent says so and empties the
 * field for the next one. Too many invitations is the form's message, as is no answer.
 */
interface Context {
  readonly email: string
  readonly errors: Record<string, string>
  readonly formError: string | null
  readonly toasts: ReadonlyArray<string>
  readonly sent: string | null
}

const fills = { TYPE_ADDRESS: { email: "  Rodzic.Nowak@Example.PL " }, TYPE_NOT_AN_ADDRESS: { email: "rodzic.nowak" }, CLEAR: { email: "" } }
const typed = (email: string) => assignModel<Context>({ email, errors: {} })

const model = createMachine({
  types: {} as { context: Context },
  id: "invite",
  context: { email: "", errors: {}, formError: null, toasts: [], sent: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        TYPE_ADDRESS: { actions: typed(fills.TYPE_ADDRESS.email) },
        TYPE_NOT_AN_ADDRESS: { actions: typed(fills.TYPE_NOT_AN_ADDRESS.email) },
        CLEAR: { actions: typed("") },
        CLICK_ADDRESS: { actions: assignModel<Context>({ errors: {} }) },
        SUBMIT: [
          { guard: ({ context }) => context.email.trim() === "", actions: assignModel<Context>({ errors: { email: "FIELD_REQUIRED" }, formError: null }) },
          { guard: ({ context }) => !context.email.includes("@"), actions: assignModel<Context>({ errors: { email: "EMAIL_INVALID" }, formError: null }) },
          { target: "sending", actions: assignModel<Context>({ formError: null }) }
        ]
      }
    },
    sending: {
      on: {
        SENT: {
          target: "editing",
          actions: assignModel<Context>(({ context }) => ({ email: "", sent: context.email.trim().toLowerCase(), toasts: [...context.toasts, "INVITATION_SENT"] }))
        },
        TOO_MANY: { target: "editing", actions: assignModel<Context>({ formError: "ERROR_TOO_MANY_REQUESTS" }) },
        NO_ANSWER: { target: "editing", actions: assignModel<Context>({ formError: "CONNECTION_ERROR" }) }
      }
    }
  }
})

const answers = {
  SENT: { output: undefined },
  TOO_MANY: { error: apiError("ERROR_TOO_MANY_REQUESTS") },
  NO_ANSWER: { error: new ConnectionError({ cause: null }) }
}
const events = [...Object.keys(fills), "CLICK_ADDRESS", "SUBMIT", ...Object.keys(answers)].map((type) => ({ type }))

describe("memberInviteFormMachine — model-based (management 2.4 parents, 5)", () => {
  replayModelPaths(
    model,
    events,
    replayForm<typeof model>(memberInviteFormMachine, {
      input: { facilityRef: "12", role: "parent" },
      fills,
      clicks: { CLICK_ADDRESS: "email" },
      answers,
      expected: ({ value, context }) => ({
        state: value,
        errors: context.errors,
        formError: context.formError,
        toasts: context.toasts,
        announced: [],
        sending: value === "sending" ? { facilityRef: "12", invite: { email: context.email.trim().toLowerCase(), role: "parent" } } : null,
        result: context.sent
      }),
      vertex: ({ email, errors, formError, sent }) => ({ email, errors, formError, sent })
    })
  )
})
