import { readyMachines } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { CurrentPasswordField, FormAlert, MachineForm, SubmitButton, TextField, useForm } from "../../../shared/forms"
import { keyFromData } from "../../../shared/i18n/keyFromData"
import { useReadyMachine } from "../../../shared/session"
import { Modal } from "../../../shared/ui/Modal"

/**
 * The panel's login modal (management 2.8): core's login form, signing into the portal's session.
 * It stays open until the session is signed in; the panel then shows the card.
 */
export function PanelLoginModal() {
  const { t } = useTranslation("ownerArea")
  const form = useForm(useReadyMachine(readyMachines.loginForm), { ns: "ownerArea" })
  return (
    <Modal open onOpenChange={() => undefined} title={t("PANEL_LOGIN_TITLE")} description={t("PANEL_LOGIN_SUBTITLE")} size="small">
      {form.formError ? <FormAlert tone="error">{t(keyFromData(form.formError))}</FormAlert> : null}
      <MachineForm form={form}>
        <TextField {...form.field("email")} type="email" label={t("PANEL_LOGIN_EMAIL")} autoComplete="email" inputMode="email" required />
        <CurrentPasswordField {...form.field("password")} shown={false} label={t("PANEL_LOGIN_PASSWORD")} />
        <SubmitButton block pending={form.pending} pendingLabel={t("PANEL_LOGGING_IN")} data-testid="panel-login-submit">
          {t("PANEL_LOGIN_SUBMIT")}
        </SubmitButton>
      </MachineForm>
    </Modal>
  )
}
