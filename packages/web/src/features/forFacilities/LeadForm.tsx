import { readyMachines } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { MachineForm, TextField, useForm } from "../../shared/forms"
import { useReadyMachine } from "../../shared/session"
import { SalesFormFooter, SalesFormSent } from "./SalesFormParts"

/** The facility lead form (spec 3.14, core's leadForm): who writes, from which facility; its thanks once sent. */
export function LeadForm() {
  const { t } = useTranslation("forFacilities")
  const form = useForm(useReadyMachine(readyMachines.leadForm), { ns: "forFacilities" })
  if (form.result !== null) return <SalesFormSent testId="lead-sent">{t("LEAD_SENT")}</SalesFormSent>
  return (
    <MachineForm form={form}>
      <TextField {...form.field("name_surname")} label={t("FIELD_NAME_SURNAME")} required autoComplete="name" data-testid="lead-name-surname" />
      <TextField {...form.field("email")} label={t("FIELD_EMAIL")} required type="email" autoComplete="email" data-testid="lead-email" />
      <TextField {...form.field("phone")} label={t("FIELD_PHONE")} required type="tel" autoComplete="tel" data-testid="lead-phone" />
      <TextField {...form.field("facility_name")} label={t("FIELD_FACILITY_NAME")} required autoComplete="organization" data-testid="lead-facility-name" />
      <TextField {...form.field("position")} label={t("FIELD_POSITION")} required autoComplete="organization-title" data-testid="lead-position" />
      <SalesFormFooter formError={form.formError} pending={form.pending} testId="lead-send">
        {t("LEAD_SEND")}
      </SalesFormFooter>
    </MachineForm>
  )
}
