import { describe } from "vitest"
import { createMachine } from "xstate"
import { apiError } from "../api/errors"
import type { QuestionMessage } from "../domain/question"
import { replayForm } from "../testing/formHarness"
import { assignModel, replayModelPaths } from "../testing/modelReplay"
import { threadMessageFormMachine } from "./threadMessageForm.machine"

/**
 * Writing again in a question thread, as spec 3.8 and issue 8 describe it: a message may not
 * be blank; it is sent trimmed to its thread; once sent, the box is empty and one can write
 * again (the thread is read again); a refusal keeps what was typed, with the server's message
 * (e.g. the facility's monthly message limit) for the form.
 */
interface Context {
  readonly content: string
  readonly errors: Record<string, string>
  readonly formError: string | null
  /** Messages sent so far. */
  readonly sent: number
}

const model = createMachine({
  types: {} as { context: Context },
  id: "threadMessage",
  context: { content: "", errors: {}, formError: null, sent: 0 },
  initial: "editing",
  states: {
    editing: {
      on: {
        WRITE: { actions: assignModel<Context>({ content: "Dziękuję, a od kiedy? ", errors: {} }) },
        SUBMIT: [
          { guard: ({ context }) => context.content.trim() === "", actions: assignModel<Context>({ errors: { content: "FIELD_REQUIRED" }, formError: null }) },
          { target: "sending", actions: assignModel<Context>({ formError: null }) }
        ]
      }
    },
    sending: {
      on: {
        SENT: { target: "editing", actions: assignModel<Context>(({ context }) => ({ content: "", errors: {}, sent: context.sent + 1 })) },
        LIMIT_MET: { target: "editing", actions: assignModel<Context>({ errors: {}, formError: "ERROR_ACTION_LIMIT_MET" }) }
      }
    }
  }
})

const message: QuestionMessage = { id: 12, content: "Dziękuję, a od kiedy?", from_facility: false, author_name: "Anna Nowak", created_at: 2 }
const events = ["WRITE", "SUBMIT", "SENT", "LIMIT_MET"].map((type) => ({ type }))

describe("threadMessageFormMachine — model-based (spec 3.8)", () => {
  replayModelPaths(
    model,
    events,
    replayForm(threadMessageFormMachine, {
      input: { threadId: 5 },
      fills: { WRITE: { content: "Dziękuję, a od kiedy? " } },
      answers: { SENT: { output: message }, LIMIT_MET: { error: apiError("ERROR_ACTION_LIMIT_MET") } },
      // A second message is like the first: the count stops telling vertices apart at two.
      vertex: (context: Context) => ({ ...context, sent: Math.min(context.sent, 2) }),
      expected: ({ value, context }) => ({
        state: value,
        errors: context.errors,
        formError: context.formError,
        toasts: [],
        announced: Array.from({ length: context.sent }, () => "sent"),
        sending: value === "sending" ? { threadId: 5, content: context.content.trim() } : null,
        result: context.sent > 0 ? message : null
      })
    })
  )
})
