import { employeeActors, employeeFormMachine, type Employee } from "@pociecha/core"
import { useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../../shared/api"
import { FormAlert, MachineForm, TextField, useForm } from "../../../../shared/forms"

const formMachine = employeeFormMachine.provide({ actors: { send: employeeActors(api).save } })

/**
 * Adding an employee, or changing one's name and position (core's employeeFormMachine): saved,
 * the staff is read again and `onDone` lets the list close or renew the form.
 */
export function EmployeeForm({ facilityRef, employee, onDone }: { readonly facilityRef: string; readonly employee: Employee | null; readonly onDone: () => void }) {
  const { t } = useTranslation("ownerArea")
  const client = useQueryClient()
  const form = useForm(formMachine, { ns: "ownerArea", input: { facilityRef, employee } })
  const saved = form.result
  useEffect(() => {
    if (saved === null) return
    void client.invalidateQueries({ queryKey: ["facility", facilityRef] })
    onDone()
  }, [saved, client, facilityRef, onDone])
  return (
    <MachineForm form={form}>
      <div className="staff__fields">
        <TextField {...form.field("name")} label={t("STAFF_NAME")} autoComplete="off" required />
        <TextField {...form.field("position")} label={t("STAFF_POSITION")} required />
      </div>
      {form.formError === null ? null : <FormAlert tone="error">{t(form.formError, { ns: ["ownerArea", "common"] })}</FormAlert>}
      <button type="submit" className="btn btn--primary" disabled={form.pending} data-testid="staff-save">
        {form.pending ? t("SAVING") : t(employee === null ? "STAFF_ADD" : "SAVE")}
      </button>
    </MachineForm>
  )
}
