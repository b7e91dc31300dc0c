import { useTranslation } from "react-i18next"
import { MachineForm, TextAreaField, type FormHandle } from "../../shared/forms"
import { Button } from "../../shared/ui/Button"
import { SupportFormError } from "./SupportFormError"
import { useWhenSaved } from "./useWhenSaved"

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
  useWhenSaved(done, onDone)
  return (
    <div className="support-item__reject">
      <SupportFormError error={form.formError} />
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
