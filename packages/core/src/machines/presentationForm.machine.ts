import { PresentationPayload } from "../api/salesRequests"
import { validateForm } from "../domain/rules/validateForm"
import { firstFieldMessages } from "./callFailurePolicy"
import { formMachine, type FieldErrors, type FormValues } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm, messagesFor } from "./formFailure"

const presentationFields = ["email", "phone", "preferred_time"] as const
/** The fields of the presentation booking, named as in its payload. */
export type PresentationField = (typeof presentationFields)[number]

/** The body of `POST v1/presentation`: the address, and the phone and time only when typed. */
export function presentationPayload(values: FormValues<PresentationField>): PresentationPayload {
  const phone = values.phone.trim()
  const time = values.preferred_time.trim()
  return { email: values.email.trim(), ...(phone === "" ? {} : { phone }), ...(time === "" ? {} : { preferred_time: time }) }
}

/**
 * The booking's checks: an e-mail address required (FIELD_REQUIRED); a phone, if given, of at
 * least 7 digits (PHONE_FIELD_MINIMAL_INPUT); then the contract's PresentationPayload.
 */
export function checkPresentationForm(values: FormValues<PresentationField>): FieldErrors<PresentationField> {
  const rules = firstFieldMessages(validateForm([
    { key: "email", value: values.email, required: true },
    { key: "phone", value: values.phone }
  ]))
  return messagesFor(presentationFields, { ...contractMessages(PresentationPayload, presentationPayload(values)), ...rules })
}

/**
 * Booking the free 15-minute presentation (spec 3.14, management 9): an e-mail address, and a
 * phone and a preferred time if the director wants. The result is the request's number.
 *
 * `send`: `PresentationPayload → { id }` (salesRequestActors' `presentation`).
 */
export const presentationFormMachine = formMachine({
  id: "presentationForm",
  fields: presentationFields,
  check: (values) => ({ errors: checkPresentationForm(values), formError: null }),
  payload: (values) => presentationPayload(values),
  failure: failureOnForm(presentationFields),
  result: (received: { readonly id: number }) => received
})
