import { type User, readyMachines } from "@pociecha/core"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useSendSession } from "../../../shared/auth/session"
import { CurrentPasswordField, FormAlert, MachineForm, NewPasswordFields, SubmitButton, useForm } from "../../../shared/forms"
import { toast } from "../../../shared/ui/toast"
import { keyFromData } from "../../../shared/i18n/keyFromData"
import { useReadyMachine } from "../../../shared/session"

/**
 * Change password (spec 2.11, 4.1): the current password, a new one with the rule and the live
 * strength meter, typed twice. The new password ends every session, this one too: the person is
 * logged out, told why, and logs in again with it.
 */
export function ChangePasswordSection({ user }: { readonly user: User }) {
  const { t } = useTranslation(["account", "common"])
  const form = useForm(useReadyMachine(readyMachines.changePasswordForm), { ns: "account", input: { user } })
  const changed = form.result !== null
  const sendSession = useSendSession()
  useEffect(() => {
    if (!changed) return
    toast.success(t("PASSWORD_CHANGED"))
    sendSession({ type: "LOGOUT" })
  }, [changed, t, sendSession])
  return (
    <section className="card settings__section" aria-labelledby="settings-password">
      <h2 id="settings-password">{t("PASSWORD_TITLE")}</h2>
      <p className="settings__hint">{t("PASSWORD_TEXT")}</p>
      {form.formError === null ? null : <FormAlert tone="error">{t(keyFromData(form.formError), { ns: ["account", "common"] })}</FormAlert>}
      <MachineForm form={form}>
        <CurrentPasswordField {...form.field("current_password")} shown={form.showPassword} label={t("CURRENT_PASSWORD")} />
        <NewPasswordFields
          form={form}
          texts={{ password: t("NEW_PASSWORD"), repeat: t("NEW_PASSWORD_REPEAT"), hint: t("PASSWORD_HINT"), showPassword: t("SHOW_PASSWORDS") }}
        />
        <SubmitButton pending={form.pending} pendingLabel={t("common:SAVING")} data-testid="password-submit">
          {t("PASSWORD_SUBMIT")}
        </SubmitButton>
      </MachineForm>
    </section>
  )
}
