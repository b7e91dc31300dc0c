import { AccountPatch } from "../api/account"
import { normalizeEmail, validateEmail, validateEmailsMatch } from "../domain/rules/email"
import { validateRequired } from "../domain/rules/fieldValidators"
import type { User } from "../domain/user"
import type { AccountPatchInput } from "./accountFormActors"
import type { AccountSettingsInput } from "./changePasswordForm.machine"
import { formMachine, type FieldErrors, type FormValues } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm } from "./formFailure"

const changeEmailFields = ["email", "email_repeat", "current_password"] as const
/** The fields of the e-mail change. */
export type ChangeEmailField = (typeof changeEmailFields)[number]

/** What a successful e-mail change shows: the link went to the new address, which is not in use until confirmed. */
export interface ConfirmationSent {
  readonly type: "confirmationSent"
  readonly email: string
  /** The account as it is now (its `pending_email` waiting), for the session. */
  readonly user: User
}

/**
 * The e-mail change's checks (spec 2.11, 5): a valid new address (EMAIL_UNCHANGED when it is
 * the one in use: nothing would be sent), typed twice the same (EMAILS_DO_NOT_MATCH), and the
 * current password (the server checks it).
 */
export function checkChangeEmail(values: FormValues<ChangeEmailField>, input: AccountSettingsInput): FieldErrors<ChangeEmailField> {
  const email =
    validateRequired(values.email) ??
    validateEmail(values.email) ??
    contractMessages(AccountPatch, { email: normalizeEmail(values.email) }).email ??
    (normalizeEmail(values.email) === normalizeEmail(input.user.email) ? "EMAIL_UNCHANGED" : null)
  const repeat = validateRequired(values.email_repeat) ?? validateEmailsMatch(values.email, values.email_repeat)
  const current = validateRequired(values.current_password)
  return {
    ...(email === null ? {} : { email }),
    ...(repeat === null ? {} : { email_repeat: repeat }),
    ...(current === null ? {} : { current_password: current })
  }
}

/**
 * Changing the e-mail address in the account settings (spec 2.11, 4.1): the new address twice
 * and the current password. The server mails a confirmation link to the new address; the
 * result says so (`confirmationSent`). Following the link ends every session, so the person
 * logs in again with the new address. A taken address (ERROR_EMAIL_TAKEN) or a wrong password
 * (ERROR_BAD_PASSWORD) shows under its field.
 *
 * `send`: `{ id, patch } → User` (accountFormActors' `saveAccount`).
 */
export const changeEmailFormMachine = formMachine({
  id: "changeEmailForm",
  fields: changeEmailFields,
  check: (values, input: AccountSettingsInput) => ({ errors: checkChangeEmail(values, input), formError: null }),
  payload: (values, input: AccountSettingsInput): AccountPatchInput => ({
    id: input.user.id,
    patch: { email: normalizeEmail(values.email), current_password: values.current_password }
  }),
  failure: failureOnForm(changeEmailFields),
  result: (user: User, payload): ConfirmationSent => ({ type: "confirmationSent", email: payload.patch.email ?? user.email, user })
})
