import { dayPlanErrorKey, facilityRefOf, type DayPlanRowField, readyMachines } from "@pociecha/core"
import { useQueryClient } from "@tanstack/react-query"
import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { TextAreaField, TextField, useToasts } from "../../../../shared/forms"
import { TabForm } from "../TabForm"
import { keepManagedRecord } from "../keepManagedRecord"
import type { OwnerTabProps } from "../index"
import { usePociechaMachine } from "../../../../shared/session"
import "./dayPlan.css"
import { Button } from "../../../../shared/ui/Button"

/**
 * The day plan tab (management 2.4 Day plan; core's dayPlanEditorMachine): one row an entry —
 * start and end (time inputs, minutes since midnight once saved), class name, description —,
 * rows added and removed, saved at once. The saved facility goes to the owner area's cache.
 */
export default function DayPlanTab({ facility }: OwnerTabProps) {
  const { t } = useTranslation("ownerArea")
  const client = useQueryClient()
  const editor = usePociechaMachine(readyMachines.dayPlanEditor, { input: { facilityRef: facilityRefOf(facility), entries: facility.day_plan } })
  useToasts(editor, "ownerArea")
  useEffect(() => {
    const subscription = editor.on("saved", ({ facility: saved }) => keepManagedRecord(client, saved))
    return () => subscription.unsubscribe()
  }, [editor, client])
  const { rows, errors, formError } = useSelector(editor, (snapshot) => snapshot.context)
  const saving = useSelector(editor, (snapshot) => snapshot.matches("saving"))
  // The shape of a form machine's handle, for the tabs' shared form frame.
  const form = { pending: saving, rejections: Object.keys(errors).length, formError, submit: () => editor.send({ type: "SUBMIT" }) }
  const field = (index: number, name: DayPlanRowField) => ({
    name: `day_plan.${index}.${name}`,
    value: rows[index]?.[name] ?? "",
    error: errors[dayPlanErrorKey(index, name)],
    onChange: (event: { readonly target: { readonly value: string } }) => editor.send({ type: "CHANGE", index, field: name, value: event.target.value }),
    onClearError: () => editor.send({ type: "CLEAR_ERROR", index, field: name })
  })
  return (
    <section className="owner-tab" aria-label={t("DAYPLAN_TITLE")}>
      <TabForm form={form} testId="dayplan-form">
        {rows.length === 0 ? <p className="owner-tab__empty">{t("DAYPLAN_EMPTY")}</p> : null}
        <ol className="day-plan" data-testid="dayplan-rows">
          {rows.map((_, index) => (
            <li key={index} className="day-plan__row card" data-testid="dayplan-row">
              <div className="day-plan__times">
                <TextField {...field(index, "start")} type="time" label={t("DAYPLAN_START")} required />
                <TextField {...field(index, "end")} type="time" label={t("DAYPLAN_END")} required />
              </div>
              <TextField {...field(index, "name")} label={t("DAYPLAN_NAME")} required />
              <TextAreaField {...field(index, "description")} label={t("DAYPLAN_DESCRIPTION")} rows={2} />
              <Button variant="ghost" onClick={() => editor.send({ type: "REMOVE", index })} data-testid="dayplan-remove">
                {t("DAYPLAN_REMOVE")}
              </Button>
            </li>
          ))}
        </ol>
        <Button onClick={() => editor.send({ type: "ADD" })} data-testid="dayplan-add">
          {t("DAYPLAN_ADD")}
        </Button>
      </TabForm>
    </section>
  )
}
