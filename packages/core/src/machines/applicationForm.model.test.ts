import { describe } from "vitest"
import { createMachine } from "xstate"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import type { Application } from "../domain/application"
import { applicationFormMachine } from "./applicationForm.machine"
import { replayForm } from "../testing/formHarness"
import { assignModel, replayModelPaths } from "../testing/modelReplay"
import { applicantDetails } from "../testing/fixtures"

/**
 * Applying to a facility, as spec 2.9, 3.10, 5 and 9 and issue 8 describe it: every field is
 * required; names have at least 3 characters; a phone at least 7 digits; the child is 0–7
 * years old on today's date in Poland, born on a real date. Everything is sent trimmed. The
 * same child's open application (a conflict) and no answer show as the form's message; a
 * field the server refuses, under it. Sent: the application, for My account.
 */
type Label = "empty" | "valid" | "short" | "old" | "unreal"
interface Context {
  readonly labels: Readonly<Record<string, Label>>
  readonly errors: Record<string, string>
  readonly formError: string | null
}
const fields = ["parent_name", "parent_surname", "parent_phone", "address", "child_name", "child_surname", "child_birth_date"]
const valid: Record<string, string> = {
  parent_name: "Anna",
  parent_surname: "Nowak",
  parent_phone: " 600 100 200 ",
  address: "ul. Długa 5, Kraków",
  child_name: "Zosia",
  child_surname: "Nowak",
  child_birth_date: "2022-03-01"
}
// What spec 5 says of each kind of value.
const messages: Record<Label, (field: string) => string | null> = {
  empty: () => "FIELD_REQUIRED",
  valid: () => null,
  short: (field) => (field === "parent_phone" ? "PHONE_FIELD_MINIMAL_INPUT" : field.endsWith("surname") ? "SURNAME_TOO_SHORT" : "NAME_TOO_SHORT"),
  old: () => "CHILD_AGE_OUT_OF_RANGE",
  unreal: () => "BIRTH_DATE_INVALID"
}
const problems = (context: Context) =>
  Object.fromEntries(fields.flatMap((field) => {
    const message = messages[context.labels[field] ?? "empty"](field)
    return message === null ? [] : [[field, message]]
  }))
const label = (field: string, value: Label) =>
  assignModel<Context>(({ context }) => ({
    labels: { ...context.labels, [field]: value },
    errors: Object.fromEntries(Object.entries(context.errors).filter(([key]) => key !== field))
  }))
const refused = (formError: string | null, errors: Record<string, string> = {}) =>
  ({ target: "editing", actions: assignModel<Context>({ formError, errors }) }) as const

const model = createMachine({
  types: {} as { context: Context },
  id: "application",
  context: { labels: {}, errors: {}, formError: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        FILL_VALID: { actions: assignModel<Context>({ labels: Object.fromEntries(fields.map((field) => [field, "valid"])), errors: {} }) },
        SHORT_PHONE: { actions: label("parent_phone", "short") },
        SHORT_CHILD_NAME: { actions: label("child_name", "short") },
        CHILD_TOO_OLD: { actions: label("child_birth_date", "old") },
        UNREAL_DATE: { actions: label("child_birth_date", "unreal") },
        SUBMIT: [
          {
            guard: ({ context }) => Object.keys(problems(context)).length > 0,
            actions: assignModel<Context>(({ context }) => ({ errors: problems(context), formError: null }))
          },
          { target: "sending", actions: assignModel<Context>({ formError: null }) }
        ]
      }
    },
    sending: {
      on: {
        APPLIED: "applied",
        DUPLICATE: refused("ERROR_CONFLICT"),
        AGE_REFUSED: refused(null, { child_birth_date: "CHILD_AGE_OUT_OF_RANGE" }),
        NO_ANSWER: refused("CONNECTION_ERROR")
      }
    },
    applied: { type: "final" }
  }
})

const application: Application = {
  id: 3,
  facility_id: 7,
  facility_name: "Przedszkole nr 7",
  facility_slug: "przedszkole-7",
  ...applicantDetails,
  status: "new",
  created_at: 1,
  status_changed_at: null
}
const fills = {
  FILL_VALID: valid,
  SHORT_PHONE: { parent_phone: "123 45" },
  SHORT_CHILD_NAME: { child_name: "Jo" },
  // The eighth birthday is today (10 May 2026 in Poland).
  CHILD_TOO_OLD: { child_birth_date: "2018-05-10" },
  UNREAL_DATE: { child_birth_date: "2022-02-30" }
}
const answers = {
  APPLIED: { output: application },
  DUPLICATE: { error: apiError("ERROR_CONFLICT") },
  AGE_REFUSED: { error: apiError("ERROR_BAD_REQUEST", { child_birth_date: ["CHILD_AGE_OUT_OF_RANGE"] }) },
  NO_ANSWER: { error: new ConnectionError({ cause: null }) }
}
const events = [...Object.keys(fills), "SUBMIT", ...Object.keys(answers)].map((type) => ({ type }))

describe("applicationFormMachine — model-based (spec 2.9, 3.10, 5, 9)", () => {
  replayModelPaths(
    model,
    events,
    replayForm(applicationFormMachine, {
      // 23:30 on 9 May in UTC is already 10 May in Poland.
      input: { origin: { id: 7, name: "Przedszkole nr 7" }, clock: () => new Date("2026-05-09T23:30:00Z") },
      fills,
      answers,
      expected: ({ value, context }) => ({
        state: value === "applied" ? "done" : value,
        errors: context.errors,
        formError: context.formError,
        toasts: [],
        announced: [],
        sending: value === "sending" ? { facility_id: 7, ...valid, parent_phone: "600 100 200" } : null,
        result: value === "applied" ? application : null
      }),
      // Where the form can go depends on the messages shown; the values only decide which.
      vertex: ({ errors, formError }) => ({ errors, formError })
    })
  )
})
