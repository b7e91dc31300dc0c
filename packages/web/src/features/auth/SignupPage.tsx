import { normalizeEmail, sameAsField, SignupPayload, validateEmail, validateForm, validateName } from "@pociecha/core"
import { useRef, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { pathTo } from "../../app/paths"
import { api } from "../../shared/api"
import { callErrorKey, callErrorStatus, reportCallFailure } from "../../shared/errors"
import { contractFieldErrors, TextField, useFieldErrors } from "../../shared/forms"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { currentLanguage } from "../../shared/i18n"
import { AuthCard, FormAlert } from "./AuthCard"
import { NewPasswordFields } from "./NewPasswordFields"
import { firstMessages, focusFirstInvalid } from "./formErrors"

const emptyForm = { name: "", surname: "", email: "", password: "", password_repeat: "" }
type SignupForm = typeof emptyForm

/** The payload the form sends: trimmed names, the normalised e-mail, the interface language. */
function signupPayload(values: SignupForm) {
  return { email: normalizeEmail(values.email), password: values.password, name: values.name.trim(), surname: values.surname.trim(), language: currentLanguage() }
}

/**
 * Client-side checks, all from core: the form rules of spec 5 (required, names ≥ 3, a valid
 * e-mail, matching passwords), then the contract's SignupPayload schema (e.g. the password's
 * minimum length). The first message of each field wins.
 */
export function validateSignup(values: SignupForm): Record<string, string> {
  const fields = (Object.keys(values) as (keyof SignupForm)[]).map((key) => ({ key, value: values[key], required: true }))
  const rules = firstMessages(
    validateForm(fields, {
      name: [validateName],
      surname: [validateName],
      email: [validateEmail],
      password_repeat: [sameAsField("password", "PASSWORDS_DO_NOT_MATCH")]
    })
  )
  return { ...contractFieldErrors(SignupPayload, signupPayload(values)), ...rules }
}

/**
 * Registration (spec 2.10): name, surname, e-mail, password and its repeat. Errors from the
 * server's `data.error.schema` appear under their fields and clear on click. Success shows
 * where the confirmation e-mail went.
 */
export default function SignupPage() {
  const { t } = useTranslation("auth")
  usePageTitle(t("SIGNUP_TITLE"))
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<SignupForm>(emptyForm)
  const [pending, setPending] = useState(false)
  const [failed, setFailed] = useState(false)
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null)
  const { errors, setErrors, clear } = useFieldErrors()

  if (registeredEmail !== null) {
    return (
      <AuthCard
        title={t("SIGNUP_SUCCESS_TITLE")}
        focusTitle
        footer={
          <Link href={pathTo("login")} className="btn btn--outline btn--block">
            {t("GO_TO_LOGIN")}
          </Link>
        }
      >
        <FormAlert tone="success">{t("SIGNUP_SUCCESS_TEXT", { email: registeredEmail })}</FormAlert>
        <p className="auth__note">{t("SIGNUP_SUCCESS_HINT")}</p>
      </AuthCard>
    )
  }

  const change = (field: keyof SignupForm) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailed(false)
    const invalid = validateSignup(values)
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid)
      focusFirstInvalid(form.current)
      return
    }
    setPending(true)
    const payload = signupPayload(values)
    try {
      await api.call((c) => c.account.signup({ payload }))
      setRegisteredEmail(payload.email)
    } catch (error) {
      const fieldMessages: Record<string, string> = { ...reportCallFailure(error) }
      if (callErrorKey(error) === "ERROR_EMAIL_TAKEN") fieldMessages.email ??= "ERROR_EMAIL_TAKEN"
      setErrors(fieldMessages)
      if (Object.keys(fieldMessages).length > 0) focusFirstInvalid(form.current)
      else if (callErrorStatus(error) !== 409) setFailed(true)
    } finally {
      setPending(false)
    }
  }

  return (
    <AuthCard
      title={t("SIGNUP_TITLE")}
      subtitle={t("SIGNUP_SUBTITLE")}
      footer={
        <p>
          {t("HAVE_ACCOUNT")} <Link href={pathTo("login")}>{t("common:LOGIN")}</Link>
        </p>
      }
    >
      {failed ? <FormAlert tone="error">{t("SIGNUP_FAILED")}</FormAlert> : null}
      <p className="auth__note">{t("REQUIRED_FIELDS_NOTE")}</p>
      <form ref={form} onSubmit={submit} noValidate aria-busy={pending}>
        <div className="auth__row">
          <TextField name="name" label={t("NAME")} autoComplete="given-name" required value={values.name} onChange={change("name")} error={errors.name} onClearError={clear} />
          <TextField name="surname" label={t("SURNAME")} autoComplete="family-name" required value={values.surname} onChange={change("surname")} error={errors.surname} onClearError={clear} />
        </div>
        <TextField name="email" type="email" inputMode="email" label={t("EMAIL")} autoComplete="email" required value={values.email} onChange={change("email")} error={errors.email} onClearError={clear} />
        <NewPasswordFields
          labels={{ password: t("PASSWORD"), repeat: t("PASSWORD_REPEAT") }}
          values={values}
          errors={errors}
          onChange={change}
          onClearError={clear}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={pending} data-testid="signup-submit">
          {pending ? t("SIGNING_UP") : t("SIGNUP_SUBMIT")}
        </button>
      </form>
    </AuthCard>
  )
}
