import { type Employee, readyMachines } from "@pociecha/core"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { FormAlert, MachineForm, SubmitButton, TextField, useForm } from "../../../../shared/forms"
import { keyFromData } from "../../../../shared/i18n/keyFromData"
import { useReadyMachine } from "../../../../shared/session"

/**
 * Adding an employee, or changing one's name and position (core's employeeFormMachine): saved,
 * the staff is read again and `onDone` lets the list close or renew the form.
 */
export function EmployeeForm({ facilityRef, employee, onDone }: { readonly facilityRef: string; readonly employee: Employee | null; readonly onDone: () => void }) {
  const { t } = useTranslation("ownerArea")
  const form = useForm(useReadyMachine(readyMachines.employeeForm), { ns: "ownerArea", input: { facilityRef, employee } })
  const saved = form.result
  useEffect(() => {
    if (saved !== null) onDone()
  }, [saved, onDone])
  return (
    <MachineForm form={form}>
      <div className="staff__fields">
        <TextField {...form.field("name")} label={t("STAFF_NAME")} autoComplete="off" required />
        <TextField {...form.field("position")} label={t("STAFF_POSITION")} required />
      </div>
      {form.formError === null ? null : <FormAlert tone="error">{t(keyFromData(form.formError), { ns: ["ownerArea", "common"] })}</FormAlert>}
      <SubmitButton pending={form.pending} pendingLabel={t("SAVING")} data-testid="staff-save">
        {t(employee === null ? "STAFF_ADD" : "SAVE")}
      </SubmitButton>
    </MachineForm>
  )
}
