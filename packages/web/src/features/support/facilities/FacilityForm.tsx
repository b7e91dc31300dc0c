import { isoDateInWarsaw, readyMachines, type SupportFacility } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { FormAlert, MachineForm, SelectField, Switch, TextField, useForm } from "../../../shared/forms"
import { keyFromData } from "../../../shared/i18n/keyFromData"
import { useReadyMachine } from "../../../shared/session"
import { Button } from "../../../shared/ui/Button"
import { facilityStatuses } from "./facilityStatus"
import { FacilityTags } from "./FacilityTags"

/**
 * A facility's features on the support panel (core's supportFacilityForm): package and premium
 * end date, verified badge, active flag, owner by e-mail, tags. Only what changed is sent.
 */
export function FacilityForm({ facility }: { readonly facility: SupportFacility }) {
  const { t } = useTranslation("support")
  const form = useForm(useReadyMachine(readyMachines.supportFacilityForm), { ns: "support", input: { facility, today: isoDateInWarsaw(new Date()) } })
  return (
    <MachineForm form={form}>
      <div className="support-facilities__form" data-testid="support-facility-form">
        <SelectField
          {...form.field("status")}
          label={t("FACILITIES_STATUS")}
          placeholder={t("FACILITIES_STATUS_CHOOSE")}
          options={facilityStatuses.map((status) => ({ value: status.value, label: t(status.label) }))}
          data-testid="support-facility-status-field"
        />
        {form.values.status === "premium" ? (
          <TextField {...form.field("premium_until")} type="date" min={isoDateInWarsaw(new Date())} label={t("FACILITIES_PREMIUM_UNTIL")} hint={t("FACILITIES_PREMIUM_UNTIL_HINT")} data-testid="support-facility-premium-until" />
        ) : null}
        <Switch label={t("FACILITIES_VERIFIED")} checked={form.values.verified === "true"} onChange={(checked) => form.change("verified", String(checked))} />
        <Switch label={t("FACILITIES_ACTIVE")} checked={form.values.active === "true"} onChange={(checked) => form.change("active", String(checked))} />
        <TextField {...form.field("owner_email")} type="email" label={t("FACILITIES_OWNER_EMAIL")} hint={t("FACILITIES_OWNER_EMAIL_HINT")} data-testid="support-facility-owner" />
        <FacilityTags form={form} />
        {form.formError === null ? null : (
          <FormAlert tone={form.formError === "NO_CHANGES_TO_SAVE" ? "info" : "error"}>
            <span data-testid="form-message">{t(keyFromData(form.formError), { ns: ["support", "common"] })}</span>
          </FormAlert>
        )}
        <div>
          <Button type="submit" variant="primary" disabled={form.pending} data-testid="support-facility-save">
            {t("SAVE", { ns: "common" })}
          </Button>
        </div>
      </div>
    </MachineForm>
  )
}
