import { reportReasons, readyMachines } from "@pociecha/core"
import { useEffect, useEffectEvent } from "react"
import { useTranslation } from "react-i18next"
import { ChoiceField, DialogActions, FormAlert, MachineForm, PrivacyNotice, TextAreaField, useForm } from "../../../shared/forms"
import { Modal } from "../../../shared/ui/Modal"
import { toast } from "../../../shared/ui/toast"
import { keyFromData } from "../../../shared/i18n/keyFromData"
import { useReadyMachine } from "../../../shared/session"

/**
 * The report modal (spec 2.9, 3.9) for 'opinion:<id>' or 'answer:<id>'; closed while `target`
 * is null. A new target starts a new form.
 */
export function ReportDialog({ target, onClose }: { readonly target: string | null; readonly onClose: () => void }) {
  const { t } = useTranslation(["facility", "common"])
  const title = target?.startsWith("answer:") ? "REPORT_ANSWER_TITLE" : "REPORT_OPINION_TITLE"
  return (
    <Modal open={target !== null} onOpenChange={(open) => !open && onClose()} title={t(title)} description={t("REPORT_INTRO")}>
      {target !== null && <ReportForm key={target} target={target} onDone={onClose} />}
    </Modal>
  )
}

function ReportForm({ target, onDone }: { readonly target: string; readonly onDone: () => void }) {
  const { t } = useTranslation(["facility", "common"])
  const form = useForm(useReadyMachine(readyMachines.reportForm), { ns: "facility", input: { target } })
  const sent = form.result !== null
  const finish = useEffectEvent(() => {
    toast.success(t("REPORT_SENT"))
    onDone()
  })
  useEffect(() => {
    if (sent) finish()
  }, [sent])

  return (
    <MachineForm form={form}>
      {form.formError !== null && (
        // A second report of the same thing and the day's limit have words of their own here.
        <FormAlert tone="error">{t([keyFromData(`REPORT_${form.formError}`), keyFromData(`common:${form.formError}`), "common:ERROR_UNKNOWN"])}</FormAlert>
      )}
      <ChoiceField
        name="reason"
        legend={t("REPORT_REASON")}
        options={reportReasons.map((reason) => ({ value: reason, label: t(keyFromData(`REPORT_REASON_${reason.toUpperCase()}`)) }))}
        value={form.values.reason}
        onChange={(value) => form.change("reason", value)}
        error={form.errors.reason}
        onClearError={() => form.clearError("reason")}
        required
      />
      <TextAreaField
        {...form.field("content")}
        label={t("REPORT_CONTENT")}
        hint={t("REPORT_CONTENT_HINT")}
        required={form.values.reason === "other"}
        rows={4}
      />
      <PrivacyNotice />
      <DialogActions
        cancel={{ label: t("common:CANCEL"), onClick: onDone }}
        confirm={t("REPORT_SUBMIT")}
        pendingLabel={t("SENDING")}
        pending={form.pending}
        confirmTestId="report-submit"
      />
    </MachineForm>
  )
}
