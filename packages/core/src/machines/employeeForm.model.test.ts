import { describe } from "vitest"
import { createMachine } from "xstate"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import type { Employee } from "../domain/facility"
import { employeeFormMachine } from "./employeeForm.machine"
import { formModelEvents, formShows, replayForm, withoutMessage } from "../testing/formHarness"
import { assignModel, replayModelPaths } from "../testing/modelReplay"

/**
 * An employee on the staff tab, as management 2.4, 5 and 8 describe it: a name and surname
 * (required, at least 3 characters, plain words — 'Anna Kowalska') and a position (required).
 * What is typed is saved tidied (no spaces around, one between words). A new employee opens
 * empty and is saved with 'employee added'; an employee edited opens with their name and
 * position and is saved with 'employee updated' — unless nothing changed: 'No changes to
 * save.'. A refusal about a field shows under it; with nothing to put under a field (the
 * employee was deleted meanwhile, no answer), the answer's message is the form's.
 */
interface Context {
  readonly name: string
  readonly position: string
  readonly errors: Record<string, string>
  readonly formError: string | null
  readonly toasts: ReadonlyArray<string>
}

const tidy = (text: string) => text.trim().replace(/\s+/g, " ")
const nameRule = (name: string) =>
  name === "" ? "FIELD_REQUIRED" : name.length < 3 ? "NAME_TOO_SHORT" : /^[\p{L} '-]+$/u.test(name) ? null : "NAME_INVALID"
const fieldErrors = (context: Context) => {
  const name = nameRule(tidy(context.name))
  const position = tidy(context.position) === "" ? "FIELD_REQUIRED" : null
  return { ...(name === null ? {} : { name }), ...(position === null ? {} : { position }) }
}

const fills = {
  TYPE_NAME: { name: "  Anna   Kowalska " },
  TYPE_SHORT_NAME: { name: "Al" },
  TYPE_LINK_AS_NAME: { name: "www.przedszkole.pl" },
  TYPE_POSITION: { position: " Nauczycielka  wychowania przedszkolnego " },
  CLEAR_POSITION: { position: "   " }
}

const employeeModel = (start: Employee | null) => {
  const type = (field: "name" | "position", value: string) =>
    assignModel<Context>(({ context }) => ({ [field]: value, errors: withoutMessage(context.errors, field) }) as Partial<Context>)
  const unchanged = (context: Context) => tidy(context.name) === start?.name && tidy(context.position) === start.position
  return createMachine({
    types: {} as { context: Context },
    id: "employee",
    context: { name: start?.name ?? "", position: start?.position ?? "", errors: {}, formError: null, toasts: [] },
    initial: "editing",
    states: {
      editing: {
        on: {
          TYPE_NAME: { actions: type("name", fills.TYPE_NAME.name) },
          TYPE_SHORT_NAME: { actions: type("name", fills.TYPE_SHORT_NAME.name) },
          TYPE_LINK_AS_NAME: { actions: type("name", fills.TYPE_LINK_AS_NAME.name) },
          TYPE_POSITION: { actions: type("position", fills.TYPE_POSITION.position) },
          CLEAR_POSITION: { actions: type("position", fills.CLEAR_POSITION.position) },
          CLICK_NAME: { actions: assignModel<Context>(({ context }) => ({ errors: withoutMessage(context.errors, "name") })) },
          SUBMIT: [
            {
              guard: ({ context }) => Object.keys(fieldErrors(context)).length > 0,
              actions: assignModel<Context>(({ context }) => ({ errors: fieldErrors(context), formError: null }))
            },
            // Only an employee edited can be saved unchanged.
            ...(start === null
              ? []
              : [{ guard: ({ context }: { readonly context: Context }) => unchanged(context), actions: assignModel<Context>({ errors: {}, formError: "NO_CHANGES_TO_SAVE" }) }]),
            { target: "sending", actions: assignModel<Context>({ formError: null }) }
          ]
        }
      },
      sending: {
        on: {
          SAVED: {
            target: "saved",
            actions: assignModel<Context>(({ context }) => ({ toasts: [...context.toasts, start === null ? "EMPLOYEE_ADDED" : "EMPLOYEE_UPDATED"] }))
          },
          NAME_REFUSED: { target: "editing", actions: assignModel<Context>({ errors: { name: "NAME_INVALID" }, formError: null }) },
          EMPLOYEE_GONE: { target: "editing", actions: assignModel<Context>({ errors: {}, formError: "ERROR_EMPLOYEE_NOT_FOUND" }) },
          NO_ANSWER: { target: "editing", actions: assignModel<Context>({ errors: {}, formError: "CONNECTION_ERROR" }) }
        }
      },
      saved: { type: "final" }
    }
  })
}

const saved: Employee = { id: 5, photo: null, name: "Anna Kowalska", position: "Nauczycielka wychowania przedszkolnego" }
const answers = {
  SAVED: { output: saved },
  NAME_REFUSED: { error: apiError("ERROR_BAD_REQUEST", { name: ["NAME_INVALID"] }) },
  EMPLOYEE_GONE: { error: apiError("ERROR_EMPLOYEE_NOT_FOUND") },
  NO_ANSWER: { error: new ConnectionError({ cause: null }) }
}
const clicks = { CLICK_NAME: "name" }
const events = formModelEvents({ fills, clicks, answers })

const replayFor = (start: Employee | null) =>
  replayForm<ReturnType<typeof employeeModel>>(employeeFormMachine, {
    input: { facilityRef: "przedszkole-7", employee: start },
    fills,
    clicks,
    answers,
    expected: (state) =>
      formShows(state, "saved", {
        sending: () => ({
          facilityRef: "przedszkole-7",
          employeeId: start?.id ?? null,
          employee: { name: tidy(state.context.name), position: tidy(state.context.position) }
        }),
        result: saved
      }),
    vertex: ({ name, position, errors, formError }) => ({ name, position, errors, formError })
  })

describe("employeeFormMachine — model-based, a new employee (management 2.4, 5, 8)", () => {
  replayModelPaths(employeeModel(null), events, replayFor(null))
})

describe("employeeFormMachine — model-based, an employee edited (management 2.4, 5, 8)", () => {
  const edited: Employee = { id: 8, photo: "/files/staff/1/e.jpg", name: "Ewa Nowak", position: "Dyrektorka" }
  replayModelPaths(employeeModel(edited), events, replayFor(edited))
})
