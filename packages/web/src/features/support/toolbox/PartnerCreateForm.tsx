import { readyMachines } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { MachineForm, TextField, useForm } from "../../../shared/forms"
import { useReadyMachine } from "../../../shared/session"
import { Button } from "../../../shared/ui/Button"
import { SupportFormError } from "../SupportFormError"
import { NewPartnerKey } from "./NewPartnerKey"

/**
 * Creating a partner app (core's partnerForm): its name; once created, its key in the form's
 * place — the only time it is shown — until support says it is kept (`onKept` opens a new form).
 */
export function PartnerCreateForm({ onKept }: { readonly onKept: () => void }) {
  const { t } = useTranslation(["support", "common"])
  const form = useForm(useReadyMachine(readyMachines.partnerForm), { ns: "support" })
  if (form.result !== null) return <NewPartnerKey partner={form.result} onKept={onKept} />
  return (
    <MachineForm form={form}>
      <SupportFormError error={form.formError} />
      <TextField {...form.field("name")} label={t("PARTNER_NAME")} required autoComplete="off" data-testid="partner-name" />
      <Button type="submit" variant="primary" disabled={form.pending} data-testid="partner-create">
        {t("PARTNER_CREATE")}
      </Button>
    </MachineForm>
  )
}
