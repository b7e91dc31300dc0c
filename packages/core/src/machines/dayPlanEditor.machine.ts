import { assign, enqueueActions, fromPromise, setup } from "xstate"
import { DayPlanEntryInput } from "../api/facilityEdits"
import type { DayPlanEntry } from "../domain/facility"
import type { ManagedFacility } from "../domain/managedFacility"
import { dayPlanOf, type DayPlanEntryDraft } from "../domain/rules/dayPlan"
import { minutesToTime, spanProblem, timeToMinutes } from "../domain/rules/timeOfDay"
import { withoutMessage } from "./fieldErrors"
import { contractMessages } from "./formChecks"
import { readFailedCall, type FormToast } from "./formFailure"
import { facilityRefOf } from "../domain/rules/facilityRef"
import { QUERIES_STALE, type QueriesStale } from "../queries/queriesStale"
import { facilityChangeKeys } from "../queries/staleKeys"

/** What one row of the day plan holds as typed: times as `HH:MM`. */
export interface DayPlanRow {
  readonly start: string
  readonly end: string
  readonly name: string
  readonly description: string
}

/** A field of a row. */
export type DayPlanRowField = keyof DayPlanRow

/** Input of {@link dayPlanEditorMachine}: the facility and its day plan as stored. */
export interface DayPlanEditorInput {
  readonly facilityRef: string
  readonly entries: ReadonlyArray<DayPlanEntry>
}

/** Context of {@link dayPlanEditorMachine}. */
export interface DayPlanEditorContext {
  readonly facilityRef: string
  readonly rows: ReadonlyArray<DayPlanRow>
  /** The plan as the server keeps it: what "no changes" is judged against. */
  readonly saved: ReadonlyArray<DayPlanEntry>
  /** Messages under the rows' fields, by `<row>.<field>` ('2.end'). */
  readonly errors: Readonly<Record<string, string>>
  /** The form's own message (NO_CHANGES_TO_SAVE, a catalogue key), or null. */
  readonly formError: string | null
}

/** Input of the `save` actor. */
export interface DayPlanSaveInput {
  readonly facilityRef: string
  readonly dayPlan: ReadonlyArray<DayPlanEntryDraft>
}

/** Events of {@link dayPlanEditorMachine}. */
export type DayPlanEditorEvent =
  | { readonly type: "ADD" }
  | { readonly type: "REMOVE"; readonly index: number }
  | { readonly type: "CHANGE"; readonly index: number; readonly field: DayPlanRowField; readonly value: string }
  /** A field was clicked: its message goes (management 2.11). */
  | { readonly type: "CLEAR_ERROR"; readonly index: number; readonly field: DayPlanRowField }
  | { readonly type: "SUBMIT" }

/** The rows an entry list shows. */
const rowsOf = (entries: ReadonlyArray<DayPlanEntry>): ReadonlyArray<DayPlanRow> =>
  entries.map((entry) => ({ start: minutesToTime(entry.start), end: minutesToTime(entry.end), name: entry.name, description: entry.description }))

const emptyRow: DayPlanRow = { start: "", end: "", name: "", description: "" }

/** The key of a row's field in `errors`. */
export const dayPlanErrorKey = (index: number, field: DayPlanRowField): string => `${index}.${field}`

/** The messages of one row: times required and `HH:MM` (TIME_INVALID), the end after the start, a class name, the contract's lengths. */
function rowProblems(row: DayPlanRow): Partial<Record<DayPlanRowField, string>> {
  const start = timeToMinutes(row.start)
  const end = timeToMinutes(row.end)
  const draft = { start: start ?? 0, end: end ?? 0, name: row.name.trim(), description: row.description.trim() }
  const contract = start === null || end === null ? {} : contractMessages(DayPlanEntryInput, draft)
  const time = (text: string, minutes: number | null) => (text.trim() === "" ? "FIELD_REQUIRED" : minutes === null ? "TIME_INVALID" : null)
  const problems: Partial<Record<DayPlanRowField, string>> = {}
  const startProblem = time(row.start, start)
  const endProblem = time(row.end, end) ?? spanProblem(start, end)
  if (startProblem !== null) problems.start = startProblem
  if (endProblem !== null) problems.end = endProblem
  if (draft.name === "") problems.name = "FIELD_REQUIRED"
  for (const field of ["name", "description"] as const) {
    const message = contract[field]
    if (problems[field] === undefined && message !== undefined) problems[field] = message
  }
  return problems
}

/** Every row's messages, by `<row>.<field>`. */
export function checkDayPlan(rows: ReadonlyArray<DayPlanRow>): Record<string, string> {
  const errors: Record<string, string> = {}
  rows.forEach((row, index) => {
    for (const [field, message] of Object.entries(rowProblems(row))) errors[dayPlanErrorKey(index, field as DayPlanRowField)] = message
  })
  return errors
}

/** The rows as sent (valid ones: checked before). */
export const dayPlanDraft = (rows: ReadonlyArray<DayPlanRow>): ReadonlyArray<DayPlanEntryDraft> =>
  rows.map((row) => ({ start: timeToMinutes(row.start) ?? 0, end: timeToMinutes(row.end) ?? 0, name: row.name.trim(), description: row.description.trim() }))

/** Whether the typed plan is the stored one, once both are in the order of the day. */
export function sameDayPlan(saved: ReadonlyArray<DayPlanEntry>, rows: ReadonlyArray<DayPlanRow>): boolean {
  const typed = dayPlanOf(dayPlanDraft(rows))
  const stored = dayPlanOf(saved)
  return typed.length === stored.length && typed.every((entry, i) => JSON.stringify(entry) === JSON.stringify(stored[i]))
}

/** The server's messages (`day_plan.2.end`) as the rows' (`2.end`). */
function serverErrors(fieldMessages: Readonly<Record<string, string>>): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const [path, message] of Object.entries(fieldMessages)) {
    const match = /^day_plan\.(\d+)\.(start|end|name|description)$/.exec(path)
    if (match !== null) errors[`${match[1]}.${match[2]}`] = message
  }
  return errors
}

/**
 * The day plan tab (management 2.4 Day plan, 3, 5, 8): entries with a start and end time (typed
 * `HH:MM`, saved as minutes since midnight), a class name and a description; the duration is
 * the span, worked out by the server. ADD puts an empty row at the end, REMOVE takes one out.
 * SUBMIT checks every row (FIELD_REQUIRED, TIME_INVALID, END_BEFORE_START, lengths: each under
 * its own field), says NO_CHANGES_TO_SAVE when the plan is the stored one (order aside), or saves
 * it: the plan as stored comes back in the order of the day, with 'day plan updated'
 * (DAY_PLAN_UPDATED) and `saved` for the app's cache. The server's refusals show under their
 * rows' fields, or as the form's message with spec 8.1's toast.
 *
 * States: `editing`, `saving`. Actor slot `save`: `{ facilityRef, dayPlan } → ManagedFacility`.
 */
export const dayPlanEditorMachine = setup({
  types: {
    input: {} as DayPlanEditorInput,
    context: {} as DayPlanEditorContext,
    events: {} as DayPlanEditorEvent,
    emitted: {} as FormToast | { readonly type: "saved"; readonly facility: ManagedFacility } | QueriesStale
  },
  actors: {
    save: fromPromise<ManagedFacility, DayPlanSaveInput>(async () => {
      throw new Error("provide the day plan editor's 'save' actor")
    })
  }
}).createMachine({
  id: "dayPlanEditor",
  context: ({ input }) => ({ facilityRef: input.facilityRef, rows: rowsOf(input.entries), saved: input.entries, errors: {}, formError: null }),
  initial: "editing",
  states: {
    editing: {
      on: {
        ADD: { actions: assign({ rows: ({ context }) => [...context.rows, emptyRow], formError: null }) },
        REMOVE: {
          // The messages belong to rows that move: they are judged again at the next submit.
          actions: assign({ rows: ({ context, event }) => context.rows.filter((_, i) => i !== event.index), errors: {}, formError: null })
        },
        CHANGE: {
          actions: assign({
            rows: ({ context, event }) => context.rows.map((row, i) => (i === event.index ? { ...row, [event.field]: event.value } : row)),
            errors: ({ context, event }) => withoutMessage(context.errors, dayPlanErrorKey(event.index, event.field))
          })
        },
        CLEAR_ERROR: { actions: assign({ errors: ({ context, event }) => withoutMessage(context.errors, dayPlanErrorKey(event.index, event.field)) }) },
        SUBMIT: [
          {
            guard: ({ context }) => Object.keys(checkDayPlan(context.rows)).length > 0,
            actions: assign({ errors: ({ context }) => checkDayPlan(context.rows), formError: null })
          },
          {
            guard: ({ context }) => sameDayPlan(context.saved, context.rows),
            actions: assign({ errors: {}, formError: "NO_CHANGES_TO_SAVE" })
          },
          { target: "saving", actions: assign({ errors: {}, formError: null }) }
        ]
      }
    },
    saving: {
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => ({ facilityRef: context.facilityRef, dayPlan: dayPlanDraft(context.rows) }),
        onDone: {
          target: "editing",
          actions: enqueueActions(({ event, enqueue }) => {
            enqueue.assign({ saved: event.output.day_plan, rows: rowsOf(event.output.day_plan) })
            enqueue.emit({ type: "toast", tone: "success", key: "DAY_PLAN_UPDATED" })
            enqueue.emit({ type: "saved", facility: event.output })
            // The profile shows the day plan.
            enqueue.emit({ type: QUERIES_STALE, keys: facilityChangeKeys(facilityRefOf(event.output)) })
          })
        },
        onError: {
          target: "editing",
          actions: enqueueActions(({ event, enqueue }) => {
            const call = readFailedCall(event.error)
            const errors = serverErrors(call.fieldMessages)
            const onRows = Object.keys(errors).length > 0
            enqueue.assign({ errors, formError: onRows ? null : call.key })
            if (!onRows && call.toast !== null) enqueue.emit(call.toast)
          })
        }
      }
    }
  }
})
