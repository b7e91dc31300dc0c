import { describe } from "vitest"
import { createMachine } from "xstate"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import type { Publication } from "../domain/publication"
import { formModelEvents, formShows, replayForm, withoutMessage } from "../testing/formHarness"
import { assignModel, replayModelPaths } from "../testing/modelReplay"
import { publicationFormMachine } from "./publicationForm.machine"

/**
 * A new news item, as management 2.4, 5 and 6 describe it: a title, content and a category are
 * required; the title is sent trimmed; visibility is set by moderators only — anyone else's item
 * is public whatever was chosen; no holiday and no files unless given. Saved, the tab says
 * 'news item published'; a refusal about a field shows under it, a facility that is not premium
 * or no answer as the form's message.
 */
interface Context {
  readonly title: string
  readonly content: string
  readonly category: string
  readonly visibility: string
  readonly errors: Record<string, string>
  readonly formError: string | null
  readonly toasts: ReadonlyArray<string>
}

const fills = {
  TYPE_TITLE: { title: "  Dzień otwarty  " },
  TYPE_CONTENT: { content: "<p>Zapraszamy w sobotę.</p>" },
  CHOOSE_CATEGORY: { category: "relation" },
  CHOOSE_PRIVATE: { visibility: "private" }
}
const typed = (field: keyof typeof fills) => {
  const [name, value] = Object.entries(fills[field])[0]!
  return assignModel<Context>(({ context }) => ({ [name]: value, errors: withoutMessage(context.errors, name) }) as Partial<Context>)
}
const required = (context: Context) => ({
  ...(context.title.trim() === "" ? { title: "FIELD_REQUIRED" } : {}),
  ...(context.content.trim() === "" ? { content: "FIELD_REQUIRED" } : {}),
  ...(context.category === "" ? { category: "FIELD_REQUIRED" } : {})
})

const model = createMachine({
  types: {} as { context: Context },
  id: "publication",
  context: { title: "", content: "", category: "", visibility: "public", errors: {}, formError: null, toasts: [] },
  initial: "editing",
  states: {
    editing: {
      on: {
        TYPE_TITLE: { actions: typed("TYPE_TITLE") },
        TYPE_CONTENT: { actions: typed("TYPE_CONTENT") },
        CHOOSE_CATEGORY: { actions: typed("CHOOSE_CATEGORY") },
        CHOOSE_PRIVATE: { actions: typed("CHOOSE_PRIVATE") },
        SUBMIT: [
          { guard: ({ context }) => Object.keys(required(context)).length > 0, actions: assignModel<Context>(({ context }) => ({ errors: required(context), formError: null })) },
          { target: "sending", actions: assignModel<Context>({ formError: null }) }
        ]
      }
    },
    sending: {
      on: {
        PUBLISHED: { target: "published", actions: assignModel<Context>(({ context }) => ({ toasts: [...context.toasts, "PUBLICATION_ADDED"] })) },
        TITLE_REFUSED: { target: "editing", actions: assignModel<Context>({ errors: { title: "TEXT_TOO_LONG" }, formError: null }) },
        NOT_PREMIUM: { target: "editing", actions: assignModel<Context>({ errors: {}, formError: "ERROR_PREMIUM_REQUIRED" }) },
        NO_ANSWER: { target: "editing", actions: assignModel<Context>({ errors: {}, formError: "CONNECTION_ERROR" }) }
      }
    },
    published: { type: "final" }
  }
})

const item = { id: 9 } as Publication
const answers = {
  PUBLISHED: { output: item },
  TITLE_REFUSED: { error: apiError("ERROR_BAD_REQUEST", { title: ["TEXT_TOO_LONG"] }) },
  NOT_PREMIUM: { error: apiError("ERROR_PREMIUM_REQUIRED") },
  NO_ANSWER: { error: new ConnectionError({ cause: null }) }
}
const events = formModelEvents({ fills, answers })

const replayFor = (moderator: boolean) =>
  replayForm<typeof model>(publicationFormMachine, {
    input: { facilityRef: "42", publication: null, moderator },
    fills,
    answers,
    expected: (state) =>
      formShows(state, "published", {
        sending: () => ({
          facilityRef: "42",
          publicationId: null,
          publication: {
            title: state.context.title.trim(),
            content: state.context.content,
            category: state.context.category,
            visibility: moderator ? state.context.visibility : "public",
            holiday: null,
            attachments: []
          }
        }),
        result: item
      }),
    vertex: ({ title, content, category, visibility, errors, formError }) => ({ title, content, category, visibility, errors, formError })
  })

describe("publicationFormMachine — model-based, a moderator's new item (management 2.4, 5, 6)", () => {
  replayModelPaths(model, events, replayFor(true))
})

describe("publicationFormMachine — model-based, a writer who is no moderator publishes public (management 6)", () => {
  replayModelPaths(model, events, replayFor(false))
})
