import { normalizeEmail, validateEmail } from "../domain/rules/email"
import { validateRequired } from "../domain/rules/fieldValidators"
import { formMachine, type FormValues, type FormVerdict } from "./form.machine"
import { readFailedCall } from "./formFailure"

/** The fields of the password reminder. */
export type PasswordRemindField = "email"

/** The reminder's check (spec 5): an e-mail is required and must be valid. */
export function checkPasswordRemindForm(values: FormValues<PasswordRemindField>): FormVerdict<PasswordRemindField> {
  const email = validateRequired(values.email) ?? validateEmail(values.email)
  return { errors: email === null ? {} : { email }, formError: null }
}

/**
 * Password reminder (spec 2.10): sends a reset link to the account's e-mail. A field message of
 * the answer, or an unknown account (404, e.g. ERROR_ACCOUNT_NOT_FOUND), shows under the e-mail.
 * The result is the address the link went to.
 *
 * `send`: `{ email } → void` (accountFormActors' `resetRequest`).
 */
export const passwordRemindFormMachine = formMachine({
  id: "passwordRemindForm",
  fields: ["email"] as const,
  check: checkPasswordRemindForm,
  payload: (values) => ({ email: normalizeEmail(values.email) }),
  failure: (error) => {
    const call = readFailedCall(error)
    const email = call.fieldMessages.email ?? (call.status === 404 ? call.key : undefined)
    return { errors: email === undefined ? {} : { email }, formError: null, toast: call.toast }
  },
  result: (_output: void, payload) => payload.email
})
