import { readyMachines } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "wouter"
import { pathTo } from "../../shared/routing/paths"
import { MachineForm, SubmitButton, useForm } from "../../shared/forms"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { AuthCard, FormAlert } from "./AuthCard"
import { NewPasswordFields } from "./NewPasswordFields"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { useReadyMachine } from "../../shared/session"
import { ButtonLink } from "../../shared/ui/Button"

/** Password reset from the e-mailed link `/reset-hasla/{token}` (spec 2.10), core's passwordResetFormMachine. */
export default function PasswordResetPage() {
  const { t } = useTranslation("auth")
  usePageTitle(t("RESET_TITLE"))
  const { token = "" } = useParams<{ token?: string }>()
  const form = useForm(useReadyMachine(readyMachines.passwordResetForm), { ns: "auth", input: { token } })

  if (form.result !== null) {
    return (
      <AuthCard
        title={t("RESET_SUCCESS_TITLE")}
        focusTitle
        footer={
          <ButtonLink href={pathTo("login")} variant="primary" block>
            {t("GO_TO_LOGIN")}
          </ButtonLink>
        }
      >
        <FormAlert tone="success">{t("RESET_SUCCESS_TEXT")}</FormAlert>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={t("RESET_TITLE")} subtitle={t("RESET_TEXT")}>
      {form.formError === "RESET_LINK_INVALID" ? (
        <FormAlert tone="error">
          {t("RESET_LINK_INVALID")} <Link href={pathTo("password_remind")}>{t("REQUEST_NEW_LINK")}</Link>
        </FormAlert>
      ) : form.formError ? (
        <FormAlert tone="error">{t(keyFromData(form.formError))}</FormAlert>
      ) : null}
      <MachineForm form={form}>
        <NewPasswordFields form={form} labels={{ password: t("NEW_PASSWORD"), repeat: t("NEW_PASSWORD_REPEAT") }} />
        <SubmitButton block pending={form.pending} pendingLabel={t("RESET_SAVING")}>
          {t("RESET_SUBMIT")}
        </SubmitButton>
      </MachineForm>
    </AuthCard>
  )
}
