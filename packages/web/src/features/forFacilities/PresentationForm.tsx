import { readyMachines } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { MachineForm, TextField, useForm } from "../../shared/forms"
import { useReadyMachine } from "../../shared/session"
import { SalesFormFooter, SalesFormSent } from "./SalesFormParts"

/** Booking the free presentation (spec 3.14, core's presentationForm): an address, a phone and a time if wanted. */
export function PresentationForm() {
  const { t } = useTranslation("forFacilities")
  const form = useForm(useReadyMachine(readyMachines.presentationForm), { ns: "forFacilities" })
  if (form.result !== null) return <SalesFormSent testId="presentation-sent">{t("PRESENTATION_SENT")}</SalesFormSent>
  return (
    <MachineForm form={form}>
      <TextField {...form.field("email")} label={t("FIELD_EMAIL")} required type="email" autoComplete="email" data-testid="presentation-email" />
      <TextField {...form.field("phone")} label={t("FIELD_PHONE_OPTIONAL")} type="tel" autoComplete="tel" data-testid="presentation-phone" />
      <TextField {...form.field("preferred_time")} label={t("FIELD_PREFERRED_TIME")} autoComplete="off" data-testid="presentation-time" />
      <SalesFormFooter formError={form.formError} pending={form.pending} testId="presentation-send">
        {t("PRESENTATION_SEND")}
      </SalesFormFooter>
    </MachineForm>
  )
}
