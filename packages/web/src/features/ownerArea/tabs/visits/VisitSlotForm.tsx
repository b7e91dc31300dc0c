import { readyMachines, visitKinds } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { FormAlert, FormGrid, MachineForm, SelectField, SubmitButton, TextAreaField, TextField, useForm } from "../../../../shared/forms"
import { keyFromData } from "../../../../shared/i18n/keyFromData"
import { useReadyMachine } from "../../../../shared/session"

/** Publishing a visit slot or an open day (core's visitSlotForm); the form empties for the next one. */
export function VisitSlotForm({ facilityRef }: { readonly facilityRef: string }) {
  const { t } = useTranslation(["ownerArea", "common"])
  const form = useForm(useReadyMachine(readyMachines.visitSlotForm), { ns: "ownerArea", input: { facilityRef } })
  return (
    <MachineForm form={form}>
      <h2 className="owner-tab__subtitle">{t("VISIT_SLOT_NEW")}</h2>
      <p className="visit-form__hint">{t("VISITS_PRIVACY")}</p>
      {form.formError !== null && <FormAlert tone="error">{t([keyFromData(`common:${form.formError}`), "common:ERROR_UNKNOWN"])}</FormAlert>}
      <FormGrid>
        <SelectField
          {...form.field("kind")}
          label={t("VISIT_KIND")}
          placeholder={t("VISIT_KIND")}
          options={visitKinds.map((kind) => ({ value: kind, label: t(keyFromData(`VISIT_KIND_${kind.toUpperCase()}`)) }))}
          required
        />
        <TextField {...form.field("starts_at")} type="datetime-local" label={t("VISIT_STARTS_AT")} required />
        <TextField {...form.field("duration_minutes")} type="number" inputMode="numeric" min={15} max={480} label={t("VISIT_DURATION")} required />
        <TextField {...form.field("capacity")} type="number" inputMode="numeric" min={1} max={200} label={t("VISIT_CAPACITY")} required />
      </FormGrid>
      <TextAreaField {...form.field("note")} label={t("VISIT_NOTE")} rows={2} />
      <SubmitButton pending={form.pending} pendingLabel={t("common:SAVING")} data-testid="visit-slot-submit">
        {t("VISIT_SLOT_PUBLISH")}
      </SubmitButton>
    </MachineForm>
  )
}
