import { describe } from "vitest"
import { createActor, createMachine, waitFor, type EventObject } from "xstate"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import type { DayPlanEntry } from "../domain/facility"
import type { ManagedFacility } from "../domain/managedFacility"
import { dayPlanEditorMachine, type DayPlanRow, type DayPlanSaveInput } from "./dayPlanEditor.machine"
import { assignModel, definedFields, replayModelPaths } from "../testing/modelReplay"
import { controllablePromise } from "../testing/controllablePromise"

/**
 * The day plan tab, as management 2.4, 2.11, 3, 5 and 8 describe it: entries with a start and an
 * end time (a time input holds minutes since midnight, typed HH:MM), a class name and a
 * description; the duration is the span. Entries are added and removed; saving checks each one
 * — both times required and real times of a day, the end after the start, a class name —
 * showing each message under its own field (a click clears it). Saving the plan as stored says
 * 'No changes to save.'; a saved plan comes back in the order of the day with 'day plan updated'.
 * A refusal about an entry's field shows under it; no answer shows 'connection error'.
 */
interface Context {
  readonly rows: ReadonlyArray<DayPlanRow>
  readonly stored: ReadonlyArray<DayPlanRow>
  readonly errors: Record<string, string>
  readonly formError: string | null
  readonly toasts: ReadonlyArray<string>
}

const stored: DayPlanEntry = { start: 420, end: 450, duration: 30, name: "Powitanie", description: "" }
const storedRow: DayPlanRow = { start: "07:00", end: "07:30", name: "Powitanie", description: "" }
const breakfast: DayPlanRow = { start: "08:00", end: "08:30", name: " Śniadanie ", description: "Zupa mleczna" }

const minutes = (text: string) => {
  const match = /^(\d{2}):(\d{2})$/.exec(text)
  return match === null || Number(match[1]) > 23 || Number(match[2]) > 59 ? null : Number(match[1]) * 60 + Number(match[2])
}
/** The spec's checks of one entry. */
function entryErrors(row: DayPlanRow, index: number): Record<string, string> {
  const errors: Record<string, string> = {}
  const time = (text: string) => (text === "" ? "FIELD_REQUIRED" : minutes(text) === null ? "TIME_INVALID" : null)
  const start = time(row.start)
  const end = time(row.end) ?? (start === null && minutes(row.end)! <= minutes(row.start)! ? "END_BEFORE_START" : null)
  if (start !== null) errors[`${index}.start`] = start
  if (end !== null) errors[`${index}.end`] = end
  if (row.name.trim() === "") errors[`${index}.name`] = "FIELD_REQUIRED"
  return errors
}
const planErrors = (rows: ReadonlyArray<DayPlanRow>) => Object.assign({}, ...rows.map(entryErrors)) as Record<string, string>
const tidy = (row: DayPlanRow): DayPlanRow => ({ ...row, name: row.name.trim(), description: row.description.trim() })
const inOrder = (rows: ReadonlyArray<DayPlanRow>) => rows.map(tidy).sort((a, b) => minutes(a.start)! - minutes(b.start)!)
const same = (a: ReadonlyArray<DayPlanRow>, b: ReadonlyArray<DayPlanRow>) => JSON.stringify(inOrder(a)) === JSON.stringify(inOrder(b))

const last = (context: Context) => context.rows.length - 1
const editLast = (change: Partial<DayPlanRow>) =>
  assignModel<Context>(({ context }) => {
    const at = last(context)
    const touched = Object.keys(change).map((field) => `${at}.${field}`)
    return {
      rows: context.rows.map((row, i) => (i === at ? { ...row, ...change } : row)),
      errors: Object.fromEntries(Object.entries(context.errors).filter(([key]) => !touched.includes(key)))
    }
  })
const hasRows = ({ context }: { readonly context: Context }) => context.rows.length > 0
/** The rules are shown on an added entry (the first one stays as stored, so the paths stay few). */
const addedRow = ({ context }: { readonly context: Context }) => context.rows.length === 2

const model = createMachine({
  types: {} as { context: Context },
  id: "dayPlan",
  context: { rows: [storedRow], stored: [storedRow], errors: {}, formError: null, toasts: [] },
  initial: "editing",
  states: {
    editing: {
      on: {
        // Two entries show every rule; more would only multiply the paths.
        ADD: { guard: ({ context }) => context.rows.length < 2, actions: assignModel<Context>(({ context }) => ({ rows: [...context.rows, { start: "", end: "", name: "", description: "" }], formError: null })) },
        REMOVE_LAST: { guard: hasRows, actions: assignModel<Context>(({ context }) => ({ rows: context.rows.slice(0, -1), errors: {}, formError: null })) },
        TYPE_ENTRY: { guard: addedRow, actions: editLast(breakfast) },
        TYPE_END_BEFORE_START: { guard: addedRow, actions: editLast({ end: "06:45" }) },
        TYPE_NOT_A_TIME: { guard: addedRow, actions: editLast({ start: "8.00" }) },
        CLICK_LAST_END: {
          guard: addedRow,
          actions: assignModel<Context>(({ context }) => ({ errors: Object.fromEntries(Object.entries(context.errors).filter(([key]) => key !== `${last(context)}.end`)) }))
        },
        SUBMIT: [
          {
            guard: ({ context }) => Object.keys(planErrors(context.rows)).length > 0,
            actions: assignModel<Context>(({ context }) => ({ errors: planErrors(context.rows), formError: null }))
          },
          {
            guard: ({ context }) => same(context.rows, context.stored),
            actions: assignModel<Context>({ errors: {}, formError: "NO_CHANGES_TO_SAVE" })
          },
          { target: "saving", actions: assignModel<Context>({ errors: {}, formError: null }) }
        ]
      }
    },
    saving: {
      on: {
        SAVED: {
          target: "editing",
          actions: assignModel<Context>(({ context }) => ({ rows: inOrder(context.rows), stored: inOrder(context.rows), toasts: [...context.toasts, "DAY_PLAN_UPDATED"] }))
        },
        NAME_REFUSED: { target: "editing", actions: assignModel<Context>({ errors: { "0.name": "TEXT_TOO_LONG" }, formError: null }) },
        NO_ANSWER: {
          target: "editing",
          actions: assignModel<Context>(({ context }) => ({ formError: "CONNECTION_ERROR", toasts: [...context.toasts, "CONNECTION_ERROR"] }))
        }
      }
    }
  }
})

const events = ["ADD", "REMOVE_LAST", "TYPE_ENTRY", "TYPE_END_BEFORE_START", "TYPE_NOT_A_TIME", "CLICK_LAST_END", "SUBMIT", "SAVED", "NAME_REFUSED", "NO_ANSWER"].map(
  (type) => ({ type })
)

/** The server: stores the plan in the order of the day, each entry's duration its span. */
const storedAs = ({ dayPlan }: DayPlanSaveInput) =>
  ({
    day_plan: [...dayPlan].sort((a, b) => a.start - b.start).map((entry) => ({ ...entry, duration: entry.end - entry.start }))
  }) as unknown as ManagedFacility

function start() {
  const save = controllablePromise<ManagedFacility, DayPlanSaveInput>()
  const actor = createActor(dayPlanEditorMachine.provide({ actors: { save: save.logic } }), { input: { facilityRef: "12", entries: [stored] } })
  const toasts: string[] = []
  actor.on("toast", (toast) => toasts.push(toast.key))
  actor.start()
  return { actor, save, toasts }
}
type System = ReturnType<typeof start>

const rowEdits: Record<string, Partial<DayPlanRow>> = { TYPE_ENTRY: breakfast, TYPE_END_BEFORE_START: { end: "06:45" }, TYPE_NOT_A_TIME: { start: "8.00" } }

async function perform({ actor, save }: System, { type }: EventObject) {
  const at = actor.getSnapshot().context.rows.length - 1
  const edit = rowEdits[type]
  if (edit !== undefined) for (const [field, value] of Object.entries(edit)) actor.send({ type: "CHANGE", index: at, field: field as keyof DayPlanRow, value })
  else if (type === "ADD") actor.send({ type: "ADD" })
  else if (type === "REMOVE_LAST") actor.send({ type: "REMOVE", index: at })
  else if (type === "CLICK_LAST_END") actor.send({ type: "CLEAR_ERROR", index: at, field: "end" })
  else if (type === "SUBMIT") actor.send({ type: "SUBMIT" })
  else {
    if (type === "SAVED") await save.latest().resolve(storedAs(save.latest().input))
    else await save.latest().reject(type === "NAME_REFUSED" ? apiError("ERROR_BAD_REQUEST", { "day_plan.0.name": ["TEXT_TOO_LONG"] }) : new ConnectionError({ cause: null }))
    await waitFor(actor, (snapshot) => snapshot.matches("editing"))
  }
}

describe("dayPlanEditorMachine — model-based (management 2.4 Day plan, 2.11, 5, 8)", () => {
  replayModelPaths(model, events, {
    start,
    perform,
    observe: ({ actor, save, toasts }) => {
      const { value, context } = actor.getSnapshot()
      return {
        state: value,
        rows: context.rows,
        errors: definedFields(context.errors),
        formError: context.formError,
        toasts: [...toasts],
        sending: value === "saving" ? save.latest().input : null
      }
    },
    expected: ({ value, context }) => ({
      state: value,
      rows: context.rows,
      errors: context.errors,
      formError: context.formError,
      toasts: context.toasts,
      sending:
        value === "saving"
          ? {
              facilityRef: "12",
              dayPlan: context.rows.map(tidy).map((row) => ({ start: minutes(row.start), end: minutes(row.end), name: row.name, description: row.description }))
            }
          : null
    }),
    vertex: ({ rows, stored: kept, errors, formError }) => ({ rows, kept, errors, formError }),
    stop: ({ actor }) => actor.stop()
  })
})
