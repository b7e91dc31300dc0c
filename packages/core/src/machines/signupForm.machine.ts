import { SignupPayload, type SignupResult } from "../api/account"
import { normalizeEmail, validateEmail } from "../domain/rules/email"
import { sameAsField, validateAccepted, validateName, validateSurname } from "../domain/rules/fieldValidators"
import { validateForm } from "../domain/rules/validateForm"
import { firstFieldMessages } from "./callFailurePolicy"
import { formMachine, type FieldErrors, type FormValues } from "./form.machine"
import { contractMessages, newPasswordProblem } from "./formChecks"
import { messagesFor, readFailedCall } from "./formFailure"

const signupFields = ["name", "surname", "email", "password", "password_repeat", "accept"] as const
/** The fields typed in (the tick, `accept`, is "true" when ticked and "" otherwise). */
const typedFields = ["name", "surname", "email", "password", "password_repeat"] as const
/** The fields of the registration form. */
export type SignupField = (typeof signupFields)[number]

/**
 * The body a registration sends: trimmed names, the normalised e-mail, the interface language and
 * whether the regulations and privacy notice were accepted (the tick).
 */
export function signupPayload(values: FormValues<SignupField>, language?: SignupPayload["language"]): SignupPayload {
  return {
    email: normalizeEmail(values.email),
    password: values.password,
    name: values.name.trim(),
    surname: values.surname.trim(),
    ...(language === undefined ? {} : { language }),
    accepted_regulations: values.accept === "true"
  }
}

/** The person's own details: a password must not lean on them. */
export const personalDetails = (values: FormValues<SignupField>): ReadonlyArray<string> => [values.email, values.name, values.surname]

/**
 * The registration form's checks, all from core: the form rules of spec 5 (required, names ≥ 3,
 * a valid e-mail, matching passwords, the regulations accepted), then the contract's SignupPayload schema (e.g. the
 * password's length), then the password policy's strength. The first message of each field wins.
 */
export async function checkSignupForm(values: FormValues<SignupField>): Promise<FieldErrors<SignupField>> {
  const fields = typedFields.map((key) => ({ key, value: values[key], required: true }))
  const rules = firstFieldMessages(
    validateForm(fields, {
      name: [validateName],
      surname: [validateSurname],
      email: [validateEmail],
      password_repeat: [sameAsField("password", "PASSWORDS_DO_NOT_MATCH")]
    })
  )
  const accept = validateAccepted(values.accept === "true")
  const errors = messagesFor(signupFields, {
    ...contractMessages(SignupPayload, signupPayload(values)),
    ...rules,
    ...(accept === null ? {} : { accept })
  })
  const password = errors.password ?? (await newPasswordProblem(values.password, personalDetails(values)))
  return password === undefined ? errors : { ...errors, password }
}

/**
 * Registration (spec 2.10): name, surname, e-mail, password and its repeat, with a live strength
 * meter, and the tick accepting the regulations and privacy notice. The server's field messages
 * go under their fields; a failure with nothing to show under a field gives SIGNUP_FAILED (spec
 * 8.5). A taken e-mail is answered like any sign-up (its owner is mailed), so the result is
 * always the address the confirmation went to.
 *
 * `send`: `SignupPayload → SignupResult` (accountFormActors' `signup`).
 */
export const signupFormMachine = formMachine({
  id: "signupForm",
  fields: signupFields,
  check: async (values) => ({ errors: await checkSignupForm(values), formError: null }),
  payload: (values, _input: void, language) => signupPayload(values, language),
  failure: (error) => {
    const call = readFailedCall(error)
    const messages = call.fieldMessages
    return {
      errors: messagesFor(signupFields, messages),
      formError: Object.keys(messages).length === 0 ? "SIGNUP_FAILED" : null,
      toast: call.toast
    }
  },
  result: (_output: typeof SignupResult.Type, payload) => payload.email,
  newPassword: (values) => ({ password: values.password, userInputs: personalDetails(values) })
})
