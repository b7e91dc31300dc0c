import { ResetConfirmPayload } from "../api/account"
import { validatePasswordsMatch, validateRequired } from "../domain/rules/fieldValidators"
import { formMachine, type FieldErrors, type FormValues } from "./form.machine"
import { contractMessages, newPasswordProblem } from "./formChecks"
import { readFailedCall } from "./formFailure"

/** The fields of the password reset. */
export type PasswordResetField = "password" | "password_repeat"

/** Input of {@link passwordResetFormMachine}: the token of the e-mailed link. */
export interface PasswordResetInput {
  readonly token: string
}

/**
 * The reset's checks (spec 5): a new password, by the contract's rule and the password policy,
 * and the same password repeated.
 */
export async function checkPasswordResetForm(values: FormValues<PasswordResetField>): Promise<FieldErrors<PasswordResetField>> {
  const password =
    validateRequired(values.password) ??
    contractMessages(ResetConfirmPayload, { password: values.password }).password ??
    (await newPasswordProblem(values.password))
  const repeat = validateRequired(values.password_repeat) ?? validatePasswordsMatch(values.password, values.password_repeat)
  return { ...(password == null ? {} : { password }), ...(repeat === null ? {} : { password_repeat: repeat }) }
}

/**
 * Password reset from the e-mailed link `/reset-hasla/{token}` (spec 2.10): a new password, its
 * repeat and a live strength meter. An unknown or used link (404) gives RESET_LINK_INVALID; a
 * password the server refuses shows under the field; anything else RESET_FAILED (spec 8.5).
 *
 * `send`: `{ token, password } → void` (accountFormActors' `resetConfirm`).
 */
export const passwordResetFormMachine = formMachine({
  id: "passwordResetForm",
  fields: ["password", "password_repeat"] as const,
  check: async (values) => ({ errors: await checkPasswordResetForm(values), formError: null }),
  payload: (values, input: PasswordResetInput) => ({ token: input.token, password: values.password }),
  failure: (error) => {
    const call = readFailedCall(error)
    const password = call.fieldMessages.password
    const formError = call.status === 404 ? "RESET_LINK_INVALID" : password === undefined ? "RESET_FAILED" : null
    return { errors: password === undefined ? {} : { password }, formError, toast: call.toast }
  },
  result: (_output: void) => true,
  newPassword: (values) => ({ password: values.password, userInputs: [] })
})
