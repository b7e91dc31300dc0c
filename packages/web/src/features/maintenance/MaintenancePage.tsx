import { readyMachines, type MaintenanceState } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { FormAlert, MachineForm, TextAreaField, TextField, useForm } from "../../shared/forms"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { pathTo } from "../../shared/routing/paths"
import { useReadyMachine } from "../../shared/session"
import { Button } from "../../shared/ui/Button"
import "./maintenance.css"

function FormError({ error }: { readonly error: string | null }) {
  const { t } = useTranslation(["maintenance", "common"])
  return error === null ? null : <FormAlert tone="error">{t(keyFromData(error), { ns: ["maintenance", "common"] })}</FormAlert>
}

/** "Notify me" (core's maintenanceNotifyForm): the address, mailed once when maintenance ends. */
function NotifyForm() {
  const { t } = useTranslation("maintenance")
  const form = useForm(useReadyMachine(readyMachines.maintenanceNotifyForm), { ns: "maintenance" })
  return (
    <section className="maintenance__section card" aria-labelledby="maintenance-notify">
      <h2 id="maintenance-notify">{t("MAINTENANCE_NOTIFY_TITLE")}</h2>
      <p className="maintenance__purpose">{t("MAINTENANCE_NOTIFY_PURPOSE")}</p>
      {form.result === null ? (
        <MachineForm form={form}>
          <FormError error={form.formError} />
          <TextField {...form.field("email")} type="email" label={t("MAINTENANCE_EMAIL")} required autoComplete="email" data-testid="maintenance-notify-email" />
          <Button type="submit" variant="primary" disabled={form.pending} data-testid="maintenance-notify-submit">
            {t("MAINTENANCE_NOTIFY_SUBMIT")}
          </Button>
        </MachineForm>
      ) : <FormAlert tone="success">{t("MAINTENANCE_NOTIFY_DONE", { email: form.result })}</FormAlert>}
    </section>
  )
}

/** The urgent message to the product team (core's maintenanceMessageForm), acknowledged by mail. */
function MessageForm() {
  const { t } = useTranslation("maintenance")
  const form = useForm(useReadyMachine(readyMachines.maintenanceMessageForm), { ns: "maintenance" })
  return (
    <section className="maintenance__section card" aria-labelledby="maintenance-message">
      <h2 id="maintenance-message">{t("MAINTENANCE_MESSAGE_TITLE")}</h2>
      <p className="maintenance__purpose">{t("MAINTENANCE_MESSAGE_PURPOSE")}</p>
      {form.result === null ? (
        <MachineForm form={form}>
          <FormError error={form.formError} />
          <TextField {...form.field("name")} label={t("MAINTENANCE_NAME")} autoComplete="name" data-testid="maintenance-name" />
          <TextField {...form.field("email")} type="email" label={t("MAINTENANCE_EMAIL")} required autoComplete="email" data-testid="maintenance-email" />
          <TextAreaField {...form.field("message")} label={t("MAINTENANCE_MESSAGE")} required data-testid="maintenance-message" />
          <Button type="submit" variant="primary" disabled={form.pending} data-testid="maintenance-message-submit">
            {t("MAINTENANCE_MESSAGE_SUBMIT")}
          </Button>
        </MachineForm>
      ) : <FormAlert tone="success">{t("MAINTENANCE_MESSAGE_DONE", { email: form.result })}</FormAlert>}
    </section>
  )
}

/**
 * The maintenance page (issue 19, spec 2.13), shown instead of every page but signing in while
 * maintenance is on, to everyone but support: what support wrote, "notify me", the urgent
 * message, and the way in for support staff.
 */
export default function MaintenancePage({ state }: { readonly state: MaintenanceState }) {
  const { t } = useTranslation("maintenance")
  usePageTitle(t("MAINTENANCE_TITLE"))
  return (
    <div className="container maintenance" data-testid="maintenance-page">
      <h1>{t("MAINTENANCE_TITLE")}</h1>
      <p className="maintenance__lead">{t("MAINTENANCE_LEAD")}</p>
      {state.message === null ? null : <p className="maintenance__note" data-testid="maintenance-note">{state.message}</p>}
      <div className="maintenance__forms">
        <NotifyForm />
        <MessageForm />
      </div>
      <p className="maintenance__staff">
        <Link href={pathTo("login")}>{t("MAINTENANCE_STAFF_LOGIN")}</Link>
      </p>
    </div>
  )
}
