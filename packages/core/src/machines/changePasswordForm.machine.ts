import { AccountPatch } from "../api/account"
import { validatePasswordsMatch, validateRequired } from "../domain/rules/fieldValidators"
import type { User } from "../domain/user"
import type { AccountPatchInput } from "./accountFormActors"
import { formMachine, type FieldErrors, type FormValues } from "./form.machine"
import { contractMessages, newPasswordProblem } from "./formChecks"
import { failureOnForm } from "./formFailure"

const changePasswordFields = ["current_password", "password", "password_repeat"] as const
/** The fields of the password change. */
export type ChangePasswordField = (typeof changePasswordFields)[number]

/** The signed-in person whose account a settings form changes. */
export type AccountOwner = Pick<User, "id" | "email" | "name" | "surname">

/** Input of {@link changePasswordFormMachine} and {@link changeEmailFormMachine}. */
export interface AccountSettingsInput {
  readonly user: AccountOwner
}

/** The person's own details: a new password must not lean on them. */
const ownDetails = (user: AccountOwner): ReadonlyArray<string> =>
  [user.email, user.name, user.surname].filter((detail): detail is string => detail !== null)

/**
 * The password change's checks (spec 2.11, 5): the current password (the server checks it), a
 * new one by the same rules as at sign-up (the contract's length, then the strength policy,
 * judged with the person's own details), repeated the same.
 */
export async function checkChangePassword(values: FormValues<ChangePasswordField>, input: AccountSettingsInput): Promise<FieldErrors<ChangePasswordField>> {
  const current = validateRequired(values.current_password)
  const password =
    validateRequired(values.password) ??
    contractMessages(AccountPatch, { password: values.password }).password ??
    (await newPasswordProblem(values.password, ownDetails(input.user)))
  const repeat = validateRequired(values.password_repeat) ?? validatePasswordsMatch(values.password, values.password_repeat)
  return {
    ...(current === null ? {} : { current_password: current }),
    ...(password == null ? {} : { password }),
    ...(repeat === null ? {} : { password_repeat: repeat })
  }
}

/**
 * Changing the password in the account settings (spec 2.11, 4.1), with a live strength meter.
 * A wrong current password shows under it (ERROR_BAD_PASSWORD); other refusals under their
 * fields or as the form's message. A new password ends every session: on success the form
 * announces `loggedOut`, and the app logs out.
 *
 * `send`: `{ id, patch } → User` (accountFormActors' `saveAccount`).
 */
export const changePasswordFormMachine = formMachine({
  id: "changePasswordForm",
  fields: changePasswordFields,
  check: async (values, input: AccountSettingsInput) => ({ errors: await checkChangePassword(values, input), formError: null }),
  payload: (values, input: AccountSettingsInput): AccountPatchInput => ({
    id: input.user.id,
    patch: { password: values.password, current_password: values.current_password }
  }),
  failure: failureOnForm(changePasswordFields),
  result: (_user: User) => true,
  announce: { type: "loggedOut" },
  newPassword: (values, input) => ({ password: values.password, userInputs: ownDetails(input.user) })
})
