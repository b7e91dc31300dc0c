import { EmployeePayload } from "../api/galleryStaff"
import type { Employee } from "../domain/facility"
import { validateRequired } from "../domain/rules/fieldValidators"
import { hasChanges } from "../domain/rules/hasChanges"
import { formMachine, type FormValues, type FormVerdict } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm, messagesFor } from "./formFailure"
import { facilityKeys } from "../queries/queryKeys"

const employeeFields = ["name", "position"] as const
/** The fields of an employee (management 2.4 Staff): name and surname, and position. */
export type EmployeeField = (typeof employeeFields)[number]

/** Input of {@link employeeFormMachine}: the facility, and the employee edited (null: a new one). */
export interface EmployeeFormInput {
  readonly facilityRef: string
  readonly employee: Employee | null
}

/** What the `send` actor is given: whose staff, which employee (null: add one), and the fields. */
export interface EmployeeSaveInput {
  readonly facilityRef: string
  readonly employeeId: number | null
  readonly employee: EmployeePayload
}

/** Text as it is saved: trimmed, runs of spaces as one ('Anna  Kowalska ' → 'Anna Kowalska'). */
const tidy = (text: string) => text.trim().replace(/\s+/g, " ")

/** The employee as typed, tidied. */
export function employeePayload(values: FormValues<EmployeeField>): EmployeePayload {
  return { name: tidy(values.name), position: tidy(values.position) }
}

/**
 * The employee's checks (management 2.4, 5): the contract's EmployeePayload — a name and
 * surname of plain words (FIELD_REQUIRED, NAME_TOO_SHORT, NAME_INVALID) and a position
 * (FIELD_REQUIRED), within their lengths; an edit that changes nothing is NO_CHANGES_TO_SAVE.
 */
export function checkEmployeeForm(values: FormValues<EmployeeField>, input: EmployeeFormInput): FormVerdict<EmployeeField> {
  const payload = employeePayload(values)
  // An empty field is 'required' whatever else the contract would say of it (a name too short).
  const required = Object.fromEntries(employeeFields.flatMap((field) => {
    const problem = validateRequired(payload[field])
    return problem === null ? [] : [[field, problem]]
  }))
  const errors = { ...messagesFor(employeeFields, contractMessages(EmployeePayload, payload)), ...required }
  const unchanged = input.employee !== null && !hasChanges({ name: input.employee.name, position: input.employee.position }, payload)
  return { errors, formError: Object.keys(errors).length === 0 && unchanged ? "NO_CHANGES_TO_SAVE" : null }
}

/**
 * Adding or changing an employee of the staff tab (management 2.4, 8): opens empty for a new
 * one or with the employee's name and position; saves them tidied, with the toast 'employee
 * added' (EMPLOYEE_ADDED) or 'employee updated' (EMPLOYEE_UPDATED); the result is the employee
 * as saved. What the server refuses shows under the fields or as the form's message (an
 * employee deleted meanwhile: ERROR_EMPLOYEE_NOT_FOUND). Deleting is a commandMachine over
 * employeeActors' `remove` with the toast EMPLOYEE_DELETED; the photo is employeePhotoMachine's.
 *
 * `send`: `{ facilityRef, employeeId, employee } → Employee` (employeeActors' `save`).
 */
export const employeeFormMachine = formMachine({
  id: "employeeForm",
  fields: employeeFields,
  initialValues: (input: EmployeeFormInput) =>
    input.employee === null ? {} : { name: input.employee.name, position: input.employee.position },
  check: (values, input: EmployeeFormInput) => checkEmployeeForm(values, input),
  payload: (values, input: EmployeeFormInput): EmployeeSaveInput => ({
    facilityRef: input.facilityRef,
    employeeId: input.employee?.id ?? null,
    employee: employeePayload(values)
  }),
  failure: failureOnForm(employeeFields),
  result: (employee: Employee) => employee,
  successToast: (input: EmployeeFormInput) => (input.employee === null ? "EMPLOYEE_ADDED" : "EMPLOYEE_UPDATED"),
  // The staff list the tab reads, and the profile that shows the staff.
  staleKeys: (input: EmployeeFormInput) => [facilityKeys.detail(input.facilityRef)]
})
