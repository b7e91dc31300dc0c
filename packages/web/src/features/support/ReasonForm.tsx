import { useEffect, useEffectEvent } from "react"
import { useTranslation } from "react-i18next"
import { FormAlert, MachineForm, TextAreaField, type FormHandle } from "../../shared/forms"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { Button } from "../../shared/ui/Button"

export interface ReasonFormProps {
  /** One of core's reason forms (a rejection or a decline), run by the caller with its input. */
  readonly form: FormHandle<"reason", boolean>
  readonly label: string
  readonly hint: string
  readonly submit: string
  readonly submitTestId: string
  /** Once, when the decision went through. */
  readonly onDone: () => void
  readonly onCancel: () => void
}

/** A decision sent with the reason its recipient is mailed: the reason, at least 3 characters, then submit or cancel. */
export function ReasonForm({ form, label, hint, submit, submitTestId, onDone, onCancel }: ReasonFormProps) {
  const { t } = useTranslation(["support", "common"])
  const done = form.result !== null
  const settle = useEffectEvent(onDone)
  useEffect(() => {
    if (done) settle()
  }, [done])
  return (
    <div className="support-item__reject">
      {form.formError === null ? null : <FormAlert tone="error">{t(keyFromData(form.formError), { ns: ["support", "common"] })}</FormAlert>}
      <MachineForm form={form}>
        <TextAreaField {...form.field("reason")} label={label} hint={hint} rows={3} required />
        <div className="support-item__actions">
          <Button type="submit" variant="danger" disabled={form.pending || done} data-testid={submitTestId}>
            {submit}
          </Button>
          <Button disabled={form.pending} onClick={onCancel}>
            {t("common:CANCEL")}
          </Button>
        </div>
      </MachineForm>
    </div>
  )
}
