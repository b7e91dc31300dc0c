import { readyMachines } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { pathTo } from "../../shared/routing/paths"
import { MachineForm, SubmitButton, TextField, useForm } from "../../shared/forms"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { AuthCard, FormAlert } from "./AuthCard"
import { useReadyMachine } from "../../shared/session"

/** Password reminder (spec 2.10), core's passwordRemindFormMachine: sends a reset link to the account's e-mail. */
export default function PasswordRemindPage() {
  const { t } = useTranslation("auth")
  usePageTitle(t("REMIND_TITLE"))
  const form = useForm(useReadyMachine(readyMachines.passwordRemindForm), { ns: "auth" })

  if (form.result !== null) {
    return (
      <AuthCard title={t("REMIND_SENT_TITLE")} focusTitle footer={<Link href={pathTo("login")}>{t("GO_TO_LOGIN")}</Link>}>
        <FormAlert tone="success">{t("REMIND_SENT_TEXT", { email: form.result })}</FormAlert>
        <p className="auth__note">{t("SIGNUP_SUCCESS_HINT")}</p>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={t("REMIND_TITLE")} subtitle={t("REMIND_TEXT")} footer={<Link href={pathTo("login")}>{t("GO_TO_LOGIN")}</Link>}>
      <MachineForm form={form}>
        <TextField {...form.field("email")} type="email" inputMode="email" label={t("EMAIL")} autoComplete="email" required />
        <SubmitButton block pending={form.pending} pendingLabel={t("REMIND_SENDING")}>
          {t("REMIND_SUBMIT")}
        </SubmitButton>
      </MachineForm>
    </AuthCard>
  )
}
