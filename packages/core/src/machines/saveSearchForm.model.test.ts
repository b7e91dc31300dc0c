import { describe } from "vitest"
import { createMachine } from "xstate"
import { apiError } from "../api/errors"
import type { SearchPayload } from "../api/search"
import { ConnectionError } from "../client/connectionError"
import { replayForm } from "../testing/formHarness"
import { assignModel, replayModelPaths } from "../testing/modelReplay"
import { saveSearchFormMachine } from "./saveSearchForm.machine"

/**
 * Saving the map's search (issue 20): it is offered under the page's title; a name is required
 * and at most 200 characters; the alert is instant unless the parent chooses daily or none, for
 * any age group unless one is chosen. The twenty-first search is refused (the form's message), as
 * is no answer. Saved, the form is done with the saved search.
 */
interface Context {
  readonly name: string
  readonly alert: string
  readonly ageGroup: string
  readonly errors: Record<string, string>
  readonly formError: string | null
  readonly saved: boolean
}

const query: SearchPayload = {
  search_polygon: { type: "poly", data: [{ lng: 19.8, lat: 50.1 }, { lng: 20.1, lat: 50.1 }, { lng: 20.1, lat: 50.0 }, { lng: 19.8, lat: 50.0 }, { lng: 19.8, lat: 50.1 }] },
  zoom: 13,
  required_specialization: ["kindergarten"],
  tuition_to: 1200
}
const SUGGESTED = "Przedszkola w Krakowie"

const fills = {
  CLEAR_NAME: { name: "   " },
  TYPE_NAME: { name: "  Kraków do 1200 zł " },
  TYPE_LONG_NAME: { name: "x".repeat(201) },
  CHOOSE_DAILY: { alert: "daily" },
  CHOOSE_NO_ALERT: { alert: "off" },
  CHOOSE_FOUR: { age_group: "4" },
  CHOOSE_ANY_AGE: { age_group: "" }
}
const edit = (change: Partial<Context>) => assignModel<Context>(({ context }) => ({ ...change, errors: "name" in change ? {} : context.errors }))

const model = createMachine({
  types: {} as { context: Context },
  id: "saveSearch",
  context: { name: SUGGESTED, alert: "instant", ageGroup: "", errors: {}, formError: null, saved: false },
  initial: "editing",
  states: {
    editing: {
      on: {
        CLEAR_NAME: { actions: edit({ name: fills.CLEAR_NAME.name }) },
        TYPE_NAME: { actions: edit({ name: fills.TYPE_NAME.name }) },
        TYPE_LONG_NAME: { actions: edit({ name: fills.TYPE_LONG_NAME.name }) },
        CHOOSE_DAILY: { actions: edit({ alert: "daily" }) },
        CHOOSE_NO_ALERT: { actions: edit({ alert: "off" }) },
        CHOOSE_FOUR: { actions: edit({ ageGroup: "4" }) },
        CHOOSE_ANY_AGE: { actions: edit({ ageGroup: "" }) },
        SUBMIT: [
          { guard: ({ context }) => context.name.trim() === "", actions: assignModel<Context>({ errors: { name: "FIELD_REQUIRED" }, formError: null }) },
          { guard: ({ context }) => context.name.trim().length > 200, actions: assignModel<Context>({ errors: { name: "TEXT_TOO_LONG" }, formError: null }) },
          { target: "sending", actions: assignModel<Context>({ formError: null }) }
        ]
      }
    },
    sending: {
      on: {
        SAVED: { target: "done", actions: assignModel<Context>({ saved: true }) },
        LIMIT: { target: "editing", actions: assignModel<Context>({ formError: "ERROR_SAVED_SEARCHES_LIMIT" }) },
        NO_ANSWER: { target: "editing", actions: assignModel<Context>({ formError: "CONNECTION_ERROR" }) }
      }
    },
    done: { type: "final" }
  }
})

const savedSearch = { id: 9, name: "Kraków", query, alert: "instant" as const, age_group: null, created_at: 0 }
const answers = {
  SAVED: { output: savedSearch },
  LIMIT: { error: apiError("ERROR_SAVED_SEARCHES_LIMIT") },
  NO_ANSWER: { error: new ConnectionError({ cause: null }) }
}
const events = [...Object.keys(fills), "SUBMIT", ...Object.keys(answers)].map((type) => ({ type }))

describe("saveSearchFormMachine — model-based (issue 20)", () => {
  replayModelPaths(
    model,
    events,
    replayForm<typeof model>(saveSearchFormMachine, {
      input: { query, suggestedName: SUGGESTED },
      fills,
      answers,
      expected: ({ value, context }) => ({
        state: value,
        errors: context.errors,
        formError: context.formError,
        toasts: [],
        announced: [],
        sending: value === "sending"
          ? { name: context.name.trim(), query, alert: context.alert, age_group: context.ageGroup === "" ? null : context.ageGroup }
          : null,
        result: context.saved ? savedSearch : null
      }),
      vertex: ({ name, alert, ageGroup, errors, formError, saved }) => ({ name: name.trim().length, alert, ageGroup, errors, formError, saved })
    })
  )
})
