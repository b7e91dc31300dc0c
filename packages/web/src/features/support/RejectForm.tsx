import type { ModerationItem } from "@pociecha/core"
import { useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { FormAlert, MachineForm, TextAreaField, useForm } from "../../shared/forms"
import { toast } from "../../shared/ui/toast"
import { refreshModeration, rejectMachine } from "./moderation"

/** Rejecting an opinion or an answer (core's rejectReasonForm): the reason the author is mailed, at least 3 characters. */
export function RejectForm({ kind, id, onCancel }: { readonly kind: ModerationItem["kind"]; readonly id: number; readonly onCancel: () => void }) {
  const { t } = useTranslation("support")
  const client = useQueryClient()
  const form = useForm(rejectMachine, { ns: "support", input: { id, kind } })
  const rejected = form.result !== null
  useEffect(() => {
    if (!rejected) return
    toast.success(t(kind === "opinion" ? "OPINION_REJECTED" : "ANSWER_REJECTED"))
    void refreshModeration(client)
  }, [rejected, kind, t, client])
  return (
    <div className="support-item__reject">
      {form.formError === null ? null : <FormAlert tone="error">{t(form.formError, { ns: ["support", "common"] })}</FormAlert>}
      <MachineForm form={form}>
        <TextAreaField {...form.field("reason")} label={t("REJECT_REASON")} hint={t("REJECT_REASON_HINT")} rows={3} required />
        <div className="support-item__actions">
          <button type="submit" className="btn btn--danger" disabled={form.pending || rejected} data-testid="moderation-reject-submit">
            {t("REJECT_SUBMIT")}
          </button>
          <button type="button" className="btn btn--outline" disabled={form.pending} onClick={onCancel}>
            {t("common:CANCEL")}
          </button>
        </div>
      </MachineForm>
    </div>
  )
}
