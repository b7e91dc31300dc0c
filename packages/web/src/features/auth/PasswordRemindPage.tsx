import { normalizeEmail, validateEmail, validateRequired } from "@pociecha/core"
import { useRef, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { pathTo } from "../../app/paths"
import { api } from "../../shared/api"
import { callErrorKey, callErrorStatus, reportCallFailure } from "../../shared/errors"
import { TextField, useFieldErrors } from "../../shared/forms"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { AuthCard, FormAlert } from "./AuthCard"
import { focusFirstInvalid } from "./formErrors"

/** Password reminder (spec 2.10): sends a reset link to the account's e-mail. */
export default function PasswordRemindPage() {
  const { t } = useTranslation("auth")
  usePageTitle(t("REMIND_TITLE"))
  const form = useRef<HTMLFormElement>(null)
  const [email, setEmail] = useState("")
  const [pending, setPending] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { errors, setErrors, clear } = useFieldErrors()

  if (sentTo !== null) {
    return (
      <AuthCard title={t("REMIND_SENT_TITLE")} focusTitle footer={<Link href={pathTo("login")}>{t("GO_TO_LOGIN")}</Link>}>
        <FormAlert tone="success">{t("REMIND_SENT_TEXT", { email: sentTo })}</FormAlert>
        <p className="auth__note">{t("SIGNUP_SUCCESS_HINT")}</p>
      </AuthCard>
    )
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const invalid = validateRequired(email) ?? validateEmail(email)
    if (invalid !== null) {
      setErrors({ email: invalid })
      focusFirstInvalid(form.current)
      return
    }
    setPending(true)
    const address = normalizeEmail(email)
    try {
      await api.call((c) => c.account.resetRequest({ params: { email: address } }))
      setSentTo(address)
    } catch (error) {
      const fieldMessages = reportCallFailure(error)
      setErrors({ email: fieldMessages.email ?? (callErrorStatus(error) === 404 ? callErrorKey(error) : undefined) })
      focusFirstInvalid(form.current)
    } finally {
      setPending(false)
    }
  }

  return (
    <AuthCard title={t("REMIND_TITLE")} subtitle={t("REMIND_TEXT")} footer={<Link href={pathTo("login")}>{t("GO_TO_LOGIN")}</Link>}>
      <form ref={form} onSubmit={submit} noValidate aria-busy={pending}>
        <TextField
          name="email"
          type="email"
          inputMode="email"
          label={t("EMAIL")}
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          onClearError={clear}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={pending}>
          {pending ? t("REMIND_SENDING") : t("REMIND_SUBMIT")}
        </button>
      </form>
    </AuthCard>
  )
}
