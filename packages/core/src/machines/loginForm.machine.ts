import type { Credentials } from "../api/account"
import { normalizeEmail, validateEmail } from "../domain/rules/email"
import { validateLoginData } from "../domain/rules/fieldValidators"
import type { User } from "../domain/user"
import { formMachine, type FormValues, type FormVerdict } from "./form.machine"
import { messagesFor, readFailedCall } from "./formFailure"

const loginFields = ["email", "password"] as const
/** The fields of the login form. */
export type LoginField = (typeof loginFields)[number]

/**
 * The login form's checks (spec 5): both fields filled in (LOGIN_DATA_INCOMPLETE for the form,
 * FIELD_REQUIRED under each empty one) and a valid e-mail.
 */
export function checkLoginForm(values: FormValues<LoginField>): FormVerdict<LoginField> {
  const incomplete = validateLoginData(values)
  const emailError = validateEmail(values.email)
  if (incomplete === null && emailError === null) return { errors: {}, formError: null }
  const email = values.email.trim() === "" ? "FIELD_REQUIRED" : emailError
  return {
    errors: { ...(email === null ? {} : { email }), ...(values.password === "" ? { password: "FIELD_REQUIRED" } : {}) },
    formError: incomplete
  }
}

/**
 * Login (spec 2.10). A refused login shows the server's messages under the fields and, for the
 * form, the catalogue message of the answer (e.g. ERROR_BAD_PASSWORD), or LOGIN_FAILED when the
 * server failed or did not answer (spec 8.5). No toast: the form says it all.
 *
 * `send`: `Credentials → User`; bound to the session with loginThroughSession, so a success
 * signs the person in.
 */
export const loginFormMachine = formMachine({
  id: "loginForm",
  fields: loginFields,
  check: checkLoginForm,
  payload: (values): Credentials => ({ email: normalizeEmail(values.email), password: values.password }),
  failure: (error) => {
    const call = readFailedCall(error)
    return {
      errors: messagesFor(loginFields, call.fieldMessages),
      // A busy server (503) says when to come back, which tells the person more than LOGIN_FAILED.
      formError: call.status !== null && (call.status < 500 || call.key === "ERROR_SERVICE_BUSY") ? call.key : "LOGIN_FAILED",
      toast: null
    }
  },
  result: (user: User) => user
})
