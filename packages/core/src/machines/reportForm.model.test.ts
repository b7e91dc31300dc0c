import { describe } from "vitest"
import { createMachine } from "xstate"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import { replayForm } from "../testing/formHarness"
import { assignModel, replayModelPaths } from "../testing/modelReplay"
import { reportFormMachine } from "./reportForm.machine"

/**
 * Reporting an opinion or an answer, as spec 2.9, 3.9, 5 and 8.2 and issue 8 describe it: a
 * reason from the list is required; 'other' needs an explanation; the explanation is sent
 * trimmed. The day's limit ('daily report limit reached'), a second report of the same thing
 * (a conflict) and no answer show as the form's message; a field the server refuses shows
 * under it; a message stays until its field changes or is clicked. Sent: the report's number.
 */
interface Context {
  readonly reason: string
  readonly content: string
  readonly errors: Record<string, string>
  readonly formError: string | null
}
const without = (errors: Record<string, string>, field: string) => Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field))
const set = (field: "reason" | "content", value: string) =>
  assignModel<Context>(({ context }) => ({ [field]: value, errors: without(context.errors, field) }))
const refused = (formError: string | null, errors: Record<string, string> = {}) =>
  ({ target: "editing", actions: assignModel<Context>({ formError, errors }) }) as const

const model = createMachine({
  types: {} as { context: Context },
  id: "report",
  context: { reason: "", content: "", errors: {}, formError: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        CHOOSE_SPAM: { actions: set("reason", "spam") },
        CHOOSE_OTHER: { actions: set("reason", "other") },
        EXPLAIN: { actions: set("content", "  To nie jest prawda.  ") },
        CLICK_REASON: { actions: assignModel<Context>(({ context }) => ({ errors: without(context.errors, "reason") })) },
        SUBMIT: [
          { guard: ({ context }) => context.reason === "", actions: assignModel<Context>({ errors: { reason: "FIELD_REQUIRED" }, formError: null }) },
          {
            guard: ({ context }) => context.reason === "other" && context.content === "",
            actions: assignModel<Context>({ errors: { content: "FIELD_REQUIRED" }, formError: null })
          },
          { target: "sending", actions: assignModel<Context>({ formError: null }) }
        ]
      }
    },
    sending: {
      on: {
        ACCEPTED: "sent",
        LIMIT_REACHED: refused("ERROR_REPORTS_LIMIT_EXCEEDED"),
        ALREADY_REPORTED: refused("ERROR_CONFLICT"),
        NO_ANSWER: refused("CONNECTION_ERROR"),
        CONTENT_REFUSED: refused(null, { content: "TEXT_TOO_LONG" })
      }
    },
    sent: { type: "final" }
  }
})

const answers = {
  ACCEPTED: { output: { id: 31 } },
  LIMIT_REACHED: { error: apiError("ERROR_REPORTS_LIMIT_EXCEEDED") },
  ALREADY_REPORTED: { error: apiError("ERROR_CONFLICT") },
  NO_ANSWER: { error: new ConnectionError({ cause: null }) },
  CONTENT_REFUSED: { error: apiError("ERROR_BAD_REQUEST", { content: ["TEXT_TOO_LONG"] }) }
}
const fills = { CHOOSE_SPAM: { reason: "spam" }, CHOOSE_OTHER: { reason: "other" }, EXPLAIN: { content: "  To nie jest prawda.  " } }
const events = [...Object.keys(fills), "CLICK_REASON", "SUBMIT", ...Object.keys(answers)].map((type) => ({ type }))

describe("reportFormMachine — model-based (spec 2.9, 3.9, 5, 8.2)", () => {
  replayModelPaths(
    model,
    events,
    replayForm(reportFormMachine, {
      input: { target: "answer:12" },
      fills,
      clicks: { CLICK_REASON: "reason" },
      answers,
      expected: ({ value, context }) => ({
        state: value === "sent" ? "done" : value,
        errors: context.errors,
        formError: context.formError,
        toasts: [],
        announced: [],
        sending: value === "sending" ? { target: "answer:12", reason: context.reason, content: context.content.trim() } : null,
        result: value === "sent" ? 31 : null
      })
    })
  )
})
