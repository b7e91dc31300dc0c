import type { ShadowRecord } from "@pociecha/core"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useForm } from "../../../shared/forms"
import { toast } from "../../../shared/ui/toast"
import { ReasonForm } from "../ReasonForm"
import { useDecision } from "../useDecision"
import { acceptShadowMachine, declineShadowMachine, removeShadowMachine } from "./shadowDesk"

/** Accept, decline (with a reason, in place of the buttons) or delete (asked once more) a record. */
export function ShadowDecision({ record }: { readonly record: ShadowRecord }) {
  const { t } = useTranslation(["support", "common"])
  const [mode, setMode] = useState<"buttons" | "declining" | "deleting">("buttons")
  const accept = useDecision(acceptShadowMachine, "SHADOW_ACCEPTED")
  const remove = useDecision(removeShadowMachine, "SHADOW_DELETED")
  const busy = accept.busy || remove.busy
  if (mode === "declining") return <DeclineForm id={record.id} onCancel={() => setMode("buttons")} />
  if (mode === "deleting") {
    return (
      <div className="support-item__actions" role="group" aria-label={t("SHADOW_DELETE_CONFIRM")}>
        <span>{t("SHADOW_DELETE_CONFIRM")}</span>
        <button type="button" className="btn btn--danger" disabled={busy} onClick={() => remove.run({ id: record.id })} data-testid="shadow-delete-confirm">
          {t("SHADOW_DELETE")}
        </button>
        <button type="button" className="btn btn--outline" disabled={busy} onClick={() => setMode("buttons")}>
          {t("common:CANCEL")}
        </button>
      </div>
    )
  }
  return (
    <div className="support-item__actions">
      <button type="button" className="btn btn--success" disabled={busy} onClick={() => accept.run({ id: record.id })} data-testid="shadow-accept">
        {t("SHADOW_ACCEPT")}
      </button>
      <button type="button" className="btn btn--outline" disabled={busy} onClick={() => setMode("declining")} data-testid="shadow-decline">
        {t("SHADOW_DECLINE")}
      </button>
      <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => setMode("deleting")} data-testid="shadow-delete">
        {t("SHADOW_DELETE")}
      </button>
    </div>
  )
}

/** Declining (core's declineReasonForm): the reason the sender is mailed. */
function DeclineForm({ id, onCancel }: { readonly id: number; readonly onCancel: () => void }) {
  const { t } = useTranslation(["support", "common"])
  const form = useForm(declineShadowMachine, { ns: "support", input: { id } })
  return (
    <ReasonForm
      form={form}
      label={t("SHADOW_DECLINE_REASON")}
      hint={t("SHADOW_DECLINE_HINT")}
      submit={t("SHADOW_DECLINE_SUBMIT")}
      submitTestId="shadow-decline-submit"
      onDone={() => {
        toast.success(t("SHADOW_DECLINED"))
      }}
      onCancel={onCancel}
    />
  )
}
