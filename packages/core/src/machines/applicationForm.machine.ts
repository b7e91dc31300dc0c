import { ApplicationPayload } from "../api/applications"
import type { Application, ApplicationGroupSent } from "../domain/application"
import { validateChildBirthDate } from "../domain/rules/childBirthDate"
import { isoDateInWarsaw } from "../domain/rules/formatDateTime"
import { validateForm } from "../domain/rules/validateForm"
import { choicesOf, choicesProblem, choicesText, type ApplicationChoice } from "./applicationChoices"
import { firstFieldMessages } from "./callFailurePolicy"
import { formMachine, type FieldErrors, type FormValues } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm, messagesFor } from "./formFailure"
import { applicationKeys } from "../queries/queryKeys"

const textFields = [
  "parent_name",
  "parent_surname",
  "parent_phone",
  "address",
  "child_name",
  "child_surname",
  "child_birth_date"
] as const
/**
 * The fields of the application form, named as in its payload: the texts typed, and the
 * facilities it goes to in the parent's priority order (`facility_ids`, see applicationChoices).
 */
const applicationFields = [...textFields, "facility_ids"] as const
export type ApplicationField = (typeof applicationFields)[number]

/** Input of {@link applicationFormMachine}. */
export interface ApplicationFormInput {
  /** The facility the parent applies from: the first choice until another is moved above it. */
  readonly origin: ApplicationChoice
  /** The signed-in parent: the form opens with their name (spec 2.9), to change if a guardian applies. */
  readonly parent?: { readonly name: string | null; readonly surname: string | null }
  /** The clock the child's age is counted by (now by default); tests fix it. */
  readonly clock?: () => Date
}

/**
 * The body of `POST v1/application`: every field trimmed; the date as typed (`YYYY-MM-DD`); one
 * facility as `facility_id`, several as `facility_ids` in priority order (issue 20).
 */
export function applicationPayload(values: FormValues<ApplicationField>): ApplicationPayload {
  const trimmed = Object.fromEntries(textFields.map((field) => [field, values[field].trim()])) as Record<(typeof textFields)[number], string>
  const [first, ...others] = choicesOf(values.facility_ids).map((choice) => choice.id)
  const facilities = first !== undefined && others.length === 0 ? { facility_id: first } : { facility_ids: first === undefined ? [] : [first, ...others] }
  return { ...facilities, ...trimmed }
}

/**
 * The application's checks (spec 2.9, 5): every field required (FIELD_REQUIRED) and, for a
 * phone, at least 7 digits (PHONE_FIELD_MINIMAL_INPUT); a real date of birth
 * (BIRTH_DATE_INVALID) of a child of 0–7 years today in Poland (CHILD_AGE_OUT_OF_RANGE); then
 * the contract's ApplicationPayload: names of at least 3 characters (NAME_TOO_SHORT), a phone of
 * digits (PHONE_INVALID), an address (ADDRESS_TOO_SHORT), the lengths.
 */
export function checkApplicationForm(values: FormValues<ApplicationField>, input: ApplicationFormInput): FieldErrors<ApplicationField> {
  const rules = firstFieldMessages(validateForm(textFields.map((key) => ({ key, value: values[key], required: true }))))
  const today = isoDateInWarsaw((input.clock ?? (() => new Date()))())
  const age = validateChildBirthDate(values.child_birth_date.trim(), today)
  const contract = contractMessages(ApplicationPayload, applicationPayload(values))
  return messagesFor(applicationFields, { ...contract, ...(age === null ? {} : { child_birth_date: age }), ...rules })
}

/**
 * Applying to a facility (spec 2.9, 3.10): the parent's or guardian's first name, surname and
 * phone (the name starts as the account's), the home address, the child's first name, surname
 * and date of birth. The same child's
 * open application to this facility (409 ERROR_CONFLICT) shows as the form's message; the
 * result is the application, with its status, for My account.
 *
 * It goes to up to five facilities in the parent's priority order (issue 20): the one applied
 * from first; others added, removed and moved by changes of `facility_ids` (applicationChoices'
 * withChoiceAdded, withChoiceRemoved, withChoiceMoved). A change that leaves none, more than
 * five or one facility twice is refused with the contract's message. Sent to several, the
 * result is the submission: each facility's copy, for My account.
 *
 * `send`: `ApplicationPayload → Application` (parentActors' `apply`).
 */
export const applicationFormMachine = formMachine({
  id: "applicationForm",
  fields: applicationFields,
  initialValues: ({ parent, origin }: ApplicationFormInput) => ({
    parent_name: parent?.name ?? "",
    parent_surname: parent?.surname ?? "",
    facility_ids: choicesText([origin])
  }),
  refuseChange: (field, value) => (field === "facility_ids" ? choicesProblem(value) : null),
  check: (values, input: ApplicationFormInput) => ({ errors: checkApplicationForm(values, input), formError: null }),
  payload: (values) => applicationPayload(values),
  failure: failureOnForm(applicationFields),
  result: (sent: Application | ApplicationGroupSent) => sent,
  // My applications now list this one.
  staleKeys: () => [applicationKeys.all]
})
