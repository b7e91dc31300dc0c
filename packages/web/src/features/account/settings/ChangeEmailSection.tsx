import { type User, readyMachines } from "@pociecha/core"
import { useCallback, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useSendSession } from "../../../shared/auth/session"
import { FormAlert, MachineForm, PrivacyNotice, SubmitButton, TextField, useForm } from "../../../shared/forms"
import { keyFromData } from "../../../shared/i18n/keyFromData"
import { useReadyMachine } from "../../../shared/session"

/**
 * Change e-mail (spec 2.11, 4.1, 5): the new address typed twice and the current password. The
 * server mails a link to the new address; the account keeps the old one until it is followed,
 * which ends every session (the person then logs in with the new address).
 */
export function ChangeEmailSection({ user }: { readonly user: User }) {
  const { t } = useTranslation(["account", "common"])
  // Each sent change gives a fresh form for the next one.
  const [sent, setSent] = useState(0)
  const next = useCallback(() => setSent((count) => count + 1), [])
  return (
    <section className="card settings__section" aria-labelledby="settings-email">
      <h2 id="settings-email">{t("EMAIL_TITLE")}</h2>
      <p className="settings__hint">{t("EMAIL_CURRENT", { email: user.email })}</p>
      {user.pending_email === null || user.pending_email === undefined ? null : (
        <FormAlert tone="info">
          <span data-testid="email-pending">{t("EMAIL_LINK_SENT", { email: user.pending_email })}</span>
        </FormAlert>
      )}
      <EmailForm key={sent} user={user} onSent={next} />
    </section>
  )
}

/** The form of one change: once sent, the account (its new address waiting) goes to the session. */
function EmailForm({ user, onSent }: { readonly user: User; readonly onSent: () => void }) {
  const { t } = useTranslation(["account", "common"])
  const form = useForm(useReadyMachine(readyMachines.changeEmailForm), { ns: "account", input: { user } })
  const sent = form.result
  const sendSession = useSendSession()
  useEffect(() => {
    if (sent === null) return
    sendSession({ type: "USER_UPDATED", user: sent.user })
    onSent()
  }, [sent, onSent, sendSession])
  return (
    <>
      {form.formError === null ? null : <FormAlert tone="error">{t(keyFromData(form.formError), { ns: ["account", "common"] })}</FormAlert>}
      <MachineForm form={form}>
        <TextField {...form.field("email")} type="email" label={t("NEW_EMAIL")} autoComplete="email" required />
        <TextField {...form.field("email_repeat")} type="email" label={t("NEW_EMAIL_REPEAT")} autoComplete="email" required />
        <TextField {...form.field("current_password")} type="password" label={t("CURRENT_PASSWORD")} autoComplete="current-password" required />
        <PrivacyNotice />
        <SubmitButton pending={form.pending} pendingLabel={t("common:SAVING")} data-testid="email-submit">
          {t("EMAIL_SUBMIT")}
        </SubmitButton>
      </MachineForm>
    </>
  )
}
