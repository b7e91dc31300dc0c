import { normalizeEmail, validateEmail, validateLoginData } from "@pociecha/core"
import { useRef, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Link, Redirect, useSearch } from "wouter"
import { waitFor } from "xstate"
import { pathTo, safeNextPath } from "../../app/paths"
import { sessionActor, sendSession, useIsLogged } from "../../shared/auth/session"
import { asApiError, callErrorKey } from "../../shared/errors"
import { TextField, useFieldErrors } from "../../shared/forms"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { AuthCard, FormAlert } from "./AuthCard"
import { focusFirstInvalid } from "./formErrors"

/** What a failed login shows: the catalogue message of the answer, or LOGIN_FAILED (spec 8.5). */
function loginFailureKey(error: unknown): string {
  const apiError = asApiError(error)
  return apiError !== null && apiError.statusCode < 500 ? callErrorKey(error) : "auth:LOGIN_FAILED"
}

/**
 * Login (spec 2.10). With `?next=/path` (spec 4.8) the user returns there afterwards; otherwise
 * to the home page. A signed-in visitor is sent on at once.
 */
export default function LoginPage() {
  const { t } = useTranslation("auth")
  usePageTitle(t("LOGIN_TITLE"))
  const next = safeNextPath(new URLSearchParams(useSearch()).get("next"))
  const isLogged = useIsLogged()
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState({ email: "", password: "" })
  const [showPassword, setShowPassword] = useState(false)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const { errors, setErrors, clear } = useFieldErrors()

  if (isLogged) return <Redirect to={next ?? "/"} replace />

  const change = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailure(null)
    const incomplete = validateLoginData(values)
    const emailError = validateEmail(values.email)
    if (incomplete !== null || emailError !== null) {
      setErrors({
        email: values.email.trim() === "" ? "FIELD_REQUIRED" : (emailError ?? undefined),
        password: values.password === "" ? "FIELD_REQUIRED" : undefined
      })
      if (incomplete !== null) setFailure(incomplete)
      focusFirstInvalid(form.current)
      return
    }
    setPending(true)
    sendSession({ type: "LOGIN", credentials: { email: normalizeEmail(values.email), password: values.password } })
    const settled = await waitFor(sessionActor, (snapshot) => !snapshot.matches("loggingIn"))
    setPending(false)
    if (settled.matches("loggedIn")) return
    const error = settled.context.error
    const schema = asApiError(error)?.data.error.schema ?? {}
    setErrors({ email: schema.email?.[0], password: schema.password?.[0] })
    setFailure(loginFailureKey(error))
  }

  return (
    <AuthCard
      title={t("LOGIN_TITLE")}
      subtitle={next ? t("LOGIN_TO_CONTINUE") : t("LOGIN_SUBTITLE")}
      footer={
        <p>
          {t("NO_ACCOUNT")} <Link href={pathTo("signup")}>{t("CREATE_ACCOUNT")}</Link>
        </p>
      }
    >
      {failure ? <FormAlert tone="error">{t(failure)}</FormAlert> : null}
      <form ref={form} onSubmit={submit} noValidate aria-busy={pending}>
        <TextField
          name="email"
          type="email"
          label={t("EMAIL")}
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onChange={change("email")}
          error={errors.email}
          onClearError={clear}
        />
        <TextField
          name="password"
          type={showPassword ? "text" : "password"}
          label={t("PASSWORD")}
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change("password")}
          error={errors.password}
          onClearError={clear}
        />
        <label className="auth__checkbox">
          <input type="checkbox" checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} />
          {t("SHOW_PASSWORD")}
        </label>
        <div className="auth__links">
          <Link href={pathTo("password_remind")}>{t("FORGOT_PASSWORD")}</Link>
        </div>
        <button type="submit" className="btn btn--primary btn--block" disabled={pending} data-testid="login-submit">
          {pending ? t("LOGGING_IN") : t("LOGIN_SUBMIT")}
        </button>
      </form>
    </AuthCard>
  )
}
