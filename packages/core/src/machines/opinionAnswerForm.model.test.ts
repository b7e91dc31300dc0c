import { describe } from "vitest"
import { createMachine } from "xstate"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import type { FacilityOpinion } from "../domain/opinion"
import { replayForm } from "../testing/formHarness"
import { assignModel, replayModelPaths } from "../testing/modelReplay"
import { opinionAnswerFormMachine } from "./opinionAnswerForm.machine"

/**
 * The facility's response to an opinion, as management 2.4, 4 and 5 describe it: the text is
 * required (blank is 'field is required') and sent trimmed; it goes to moderation, the tab says
 * 'answer sent'. An answer already given opens in the field; sending it unchanged is 'No changes
 * to save.'. A refusal about the text shows under it; an opinion the facility may not answer or
 * no answer at all is the form's message. Clicking the field clears its message.
 */
interface Context {
  readonly content: string
  readonly errors: Record<string, string>
  readonly formError: string | null
  readonly toasts: ReadonlyArray<string>
}

const fills = { TYPE_ANSWER: { content: "  Dziękujemy za opinię, zapraszamy ponownie.  " }, CLEAR_ANSWER: { content: "   " } }

const answerModel = (start: string | null) =>
  createMachine({
    types: {} as { context: Context },
    id: "answer",
    context: { content: start ?? "", errors: {}, formError: null, toasts: [] },
    initial: "editing",
    states: {
      editing: {
        on: {
          TYPE_ANSWER: { actions: assignModel<Context>({ content: fills.TYPE_ANSWER.content, errors: {} }) },
          CLEAR_ANSWER: { actions: assignModel<Context>({ content: fills.CLEAR_ANSWER.content, errors: {} }) },
          CLICK_ANSWER: { actions: assignModel<Context>({ errors: {} }) },
          SUBMIT: [
            { guard: ({ context }) => context.content.trim() === "", actions: assignModel<Context>({ errors: { content: "FIELD_REQUIRED" }, formError: null }) },
            ...(start === null
              ? []
              : [{ guard: ({ context }: { readonly context: Context }) => context.content.trim() === start, actions: assignModel<Context>({ errors: {}, formError: "NO_CHANGES_TO_SAVE" }) }]),
            { target: "sending", actions: assignModel<Context>({ formError: null }) }
          ]
        }
      },
      sending: {
        on: {
          SENT: { target: "sent", actions: assignModel<Context>(({ context }) => ({ toasts: [...context.toasts, "ANSWER_SENT"] })) },
          TEXT_REFUSED: { target: "editing", actions: assignModel<Context>({ errors: { content: "TEXT_TOO_LONG" }, formError: null }) },
          NOT_YOURS: { target: "editing", actions: assignModel<Context>({ errors: {}, formError: "ERROR_FORBIDDEN" }) },
          NO_ANSWER: { target: "editing", actions: assignModel<Context>({ errors: {}, formError: "CONNECTION_ERROR" }) }
        }
      },
      sent: { type: "final" }
    }
  })

const opinion = { id: 31 } as FacilityOpinion
const answers = {
  SENT: { output: opinion },
  TEXT_REFUSED: { error: apiError("ERROR_BAD_REQUEST", { content: ["TEXT_TOO_LONG"] }) },
  NOT_YOURS: { error: apiError("ERROR_FORBIDDEN") },
  NO_ANSWER: { error: new ConnectionError({ cause: null }) }
}
const events = [...Object.keys(fills), "CLICK_ANSWER", "SUBMIT", ...Object.keys(answers)].map((type) => ({ type }))

const replayFor = (start: string | null) =>
  replayForm<ReturnType<typeof answerModel>>(opinionAnswerFormMachine, {
    input: { opinionId: 31, answer: start },
    fills,
    clicks: { CLICK_ANSWER: "content" },
    answers,
    expected: ({ value, context }) => ({
      state: value === "sent" ? "done" : value,
      errors: context.errors,
      formError: context.formError,
      toasts: context.toasts,
      announced: [],
      sending: value === "sending" ? { opinionId: 31, content: context.content.trim() } : null,
      result: value === "sent" ? opinion : null
    }),
    vertex: ({ content, errors, formError }) => ({ content, errors, formError })
  })

describe("opinionAnswerFormMachine — model-based, a first answer (management 2.4, 4)", () => {
  replayModelPaths(answerModel(null), events, replayFor(null))
})

describe("opinionAnswerFormMachine — model-based, an answer given before (management 2.4, 5)", () => {
  replayModelPaths(answerModel("Dziękujemy za opinię."), events, replayFor("Dziękujemy za opinię."))
})
