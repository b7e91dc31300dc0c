import { ResetConfirmPayload, validatePasswordsMatch, validateRequired } from "@pociecha/core"
import { useRef, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "wouter"
import { pathTo } from "../../app/paths"
import { api } from "../../shared/api"
import { callErrorStatus, reportCallFailure } from "../../shared/errors"
import { contractFieldErrors, useFieldErrors } from "../../shared/forms"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { AuthCard, FormAlert } from "./AuthCard"
import { NewPasswordFields } from "./NewPasswordFields"
import { focusFirstInvalid } from "./formErrors"

type Outcome = "form" | "done" | "invalid-link" | "failed"

/** Password reset from the e-mailed link `/reset-hasla/{token}` (spec 2.10): new password + repeat. */
export default function PasswordResetPage() {
  const { t } = useTranslation("auth")
  usePageTitle(t("RESET_TITLE"))
  const { token = "" } = useParams<{ token?: string }>()
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState({ password: "", password_repeat: "" })
  const [pending, setPending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>("form")
  const { errors, setErrors, clear } = useFieldErrors()

  if (outcome === "done") {
    return (
      <AuthCard
        title={t("RESET_SUCCESS_TITLE")}
        focusTitle
        footer={
          <Link href={pathTo("login")} className="btn btn--primary btn--block">
            {t("GO_TO_LOGIN")}
          </Link>
        }
      >
        <FormAlert tone="success">{t("RESET_SUCCESS_TEXT")}</FormAlert>
      </AuthCard>
    )
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const password = validateRequired(values.password) ?? contractFieldErrors(ResetConfirmPayload, { password: values.password }).password ?? null
    const repeat = validateRequired(values.password_repeat) ?? validatePasswordsMatch(values.password, values.password_repeat)
    if (password !== null || repeat !== null) {
      setErrors({ password: password ?? undefined, password_repeat: repeat ?? undefined })
      focusFirstInvalid(form.current)
      return
    }
    setPending(true)
    try {
      await api.call((c) => c.account.resetConfirm({ params: { token }, payload: { password: values.password } }))
      setOutcome("done")
    } catch (error) {
      const fieldMessages = reportCallFailure(error)
      setErrors({ password: fieldMessages.password })
      if (callErrorStatus(error) === 404) setOutcome("invalid-link")
      else if (fieldMessages.password === undefined) setOutcome("failed")
      else focusFirstInvalid(form.current)
    } finally {
      setPending(false)
    }
  }

  const change = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  return (
    <AuthCard title={t("RESET_TITLE")} subtitle={t("RESET_TEXT")}>
      {outcome === "invalid-link" ? (
        <FormAlert tone="error">
          {t("RESET_LINK_INVALID")} <Link href={pathTo("password_remind")}>{t("REQUEST_NEW_LINK")}</Link>
        </FormAlert>
      ) : null}
      {outcome === "failed" ? <FormAlert tone="error">{t("RESET_FAILED")}</FormAlert> : null}
      <form ref={form} onSubmit={submit} noValidate aria-busy={pending}>
        <NewPasswordFields
          labels={{ password: t("NEW_PASSWORD"), repeat: t("NEW_PASSWORD_REPEAT") }}
          values={values}
          errors={errors}
          onChange={change}
          onClearError={clear}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={pending}>
          {pending ? t("RESET_SAVING") : t("RESET_SUBMIT")}
        </button>
      </form>
    </AuthCard>
  )
}
