import { readyMachines, type UserLimitRecord } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { MachineForm, TextField, useForm } from "../../../shared/forms"
import { useReadyMachine } from "../../../shared/session"
import { Button } from "../../../shared/ui/Button"
import { SupportFormError } from "../SupportFormError"

/** One limit's three values, edited in place (core's userLimitForm): saved, they bind every facility at once. */
export function LimitForm({ limit }: { readonly limit: UserLimitRecord }) {
  const { t } = useTranslation(["support", "common"])
  const form = useForm(useReadyMachine(readyMachines.userLimitForm), { ns: "support", input: { limit } })
  return (
    <MachineForm form={form}>
      <div className="support-catalogue__filters" data-testid={`limit-form-${limit.key}`}>
        <TextField {...form.field("value_free")} label={t("LIMIT_FREE")} inputMode="numeric" required />
        <TextField {...form.field("value_registered")} label={t("LIMIT_REGISTERED")} inputMode="numeric" required />
        <TextField {...form.field("value_premium")} label={t("LIMIT_PREMIUM")} inputMode="numeric" required />
        <Button type="submit" variant="primary" disabled={form.pending} data-testid={`limit-save-${limit.key}`}>
          {t("LIMIT_SAVE")}
        </Button>
      </div>
      <SupportFormError error={form.formError} />
    </MachineForm>
  )
}
