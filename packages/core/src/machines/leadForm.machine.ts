import { LeadPayload } from "../api/salesRequests"
import { validateForm } from "../domain/rules/validateForm"
import { firstFieldMessages } from "./callFailurePolicy"
import { formMachine, type FieldErrors, type FormValues } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm, messagesFor } from "./formFailure"

const leadFields = ["name_surname", "email", "phone", "facility_name", "position"] as const
/** The fields of the facility lead form, named as in its payload (spec 3.14). */
export type LeadField = (typeof leadFields)[number]

/** The body of `POST v1/lead`: every field trimmed. */
export const leadPayload = (values: FormValues<LeadField>): LeadPayload =>
  Object.fromEntries(leadFields.map((field) => [field, values[field].trim()])) as LeadPayload

/**
 * The lead form's checks: every field required (FIELD_REQUIRED), a phone of at least 7 digits
 * (PHONE_FIELD_MINIMAL_INPUT), then the contract's LeadPayload (a name of letters, an address,
 * the lengths) — the server's own objections, shown before sending.
 */
export function checkLeadForm(values: FormValues<LeadField>): FieldErrors<LeadField> {
  const rules = firstFieldMessages(validateForm(leadFields.map((key) => ({ key, value: values[key], required: true }))))
  return messagesFor(leadFields, { ...contractMessages(LeadPayload, leadPayload(values)), ...rules })
}

/**
 * A facility asks the product team to contact it (spec 3.14, issue 19): the person's first name
 * and surname, e-mail, phone, the facility's name and their position. The result is the
 * request's number; the form then shows its thanks.
 *
 * `send`: `LeadPayload → { id }` (salesRequestActors' `lead`).
 */
export const leadFormMachine = formMachine({
  id: "leadForm",
  fields: leadFields,
  check: (values) => ({ errors: checkLeadForm(values), formError: null }),
  payload: (values) => leadPayload(values),
  failure: failureOnForm(leadFields),
  result: (received: { readonly id: number }) => received
})
