import { describe } from "vitest"
import { createMachine } from "xstate"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import type { QuestionThread } from "../domain/question"
import { replayForm } from "../testing/formHarness"
import { assignModel, replayModelPaths } from "../testing/modelReplay"
import { questionFormMachine } from "./questionForm.machine"

/**
 * Asking a facility a question, as spec 2.9, 3.8 and 5 describe it: a topic from the list and
 * the question are both required; the question is sent trimmed, with the facility; it opens a
 * conversation, which the parent then sees. A refusal about a field shows under it; with
 * nothing to put under a field, the answer's message (or 'connection error') is the form's.
 */
interface Context {
  readonly topic: string
  readonly content: string
  readonly errors: Record<string, string>
  readonly formError: string | null
}
const without = (errors: Record<string, string>, field: string) => Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field))
const required = (context: Context) =>
  Object.fromEntries((["topic", "content"] as const).filter((field) => context[field].trim() === "").map((field) => [field, "FIELD_REQUIRED"]))

const model = createMachine({
  types: {} as { context: Context },
  id: "question",
  context: { topic: "", content: "", errors: {}, formError: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        CHOOSE_TOPIC: { actions: assignModel<Context>(({ context }) => ({ topic: "fees", errors: without(context.errors, "topic") })) },
        WRITE: { actions: assignModel<Context>(({ context }) => ({ content: " Ile kosztuje wyżywienie? ", errors: without(context.errors, "content") })) },
        SUBMIT: [
          {
            guard: ({ context }) => Object.keys(required(context)).length > 0,
            actions: assignModel<Context>(({ context }) => ({ errors: required(context), formError: null }))
          },
          { target: "sending", actions: assignModel<Context>({ formError: null }) }
        ]
      }
    },
    sending: {
      on: {
        ASKED: "asked",
        TOO_LONG: { target: "editing", actions: assignModel<Context>({ errors: { content: "TEXT_TOO_LONG" }, formError: null }) },
        FACILITY_GONE: { target: "editing", actions: assignModel<Context>({ errors: {}, formError: "ERROR_FACILITY_NOT_FOUND" }) },
        NO_ANSWER: { target: "editing", actions: assignModel<Context>({ errors: {}, formError: "CONNECTION_ERROR" }) }
      }
    },
    asked: { type: "final" }
  }
})

const thread: QuestionThread = {
  id: 5,
  facility_id: 7,
  facility_name: "Przedszkole nr 7",
  facility_slug: "przedszkole-7",
  topic: "fees",
  asked_by: "Anna Nowak",
  created_at: 1,
  last_message_at: 1,
  messages: [{ id: 9, content: "Ile kosztuje wyżywienie?", from_facility: false, author_name: "Anna Nowak", created_at: 1 }]
}
const answers = {
  ASKED: { output: thread },
  TOO_LONG: { error: apiError("ERROR_BAD_REQUEST", { content: ["TEXT_TOO_LONG"] }) },
  FACILITY_GONE: { error: apiError("ERROR_FACILITY_NOT_FOUND") },
  NO_ANSWER: { error: new ConnectionError({ cause: null }) }
}
const fills = { CHOOSE_TOPIC: { topic: "fees" }, WRITE: { content: " Ile kosztuje wyżywienie? " } }
const events = [...Object.keys(fills), "SUBMIT", ...Object.keys(answers)].map((type) => ({ type }))

describe("questionFormMachine — model-based (spec 2.9, 3.8, 5)", () => {
  replayModelPaths(
    model,
    events,
    replayForm(questionFormMachine, {
      input: { facilityId: 7 },
      fills,
      answers,
      expected: ({ value, context }) => ({
        state: value === "asked" ? "done" : value,
        errors: context.errors,
        formError: context.formError,
        toasts: [],
        announced: [],
        sending: value === "sending" ? { facility_id: 7, topic: context.topic, content: context.content.trim() } : null,
        result: value === "asked" ? thread : null
      })
    })
  )
})
