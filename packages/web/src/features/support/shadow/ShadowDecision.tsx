import { readyMachines, type ShadowRecord } from "@pociecha/core"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useForm } from "../../../shared/forms"
import { useReadyMachine } from "../../../shared/session"
import { toast } from "../../../shared/ui/toast"
import { ReasonForm } from "../ReasonForm"
import { useDecision } from "../useDecision"
import { Button } from "../../../shared/ui/Button"

/** Accept, decline (with a reason, in place of the buttons) or delete (asked once more) a record. */
export function ShadowDecision({ record }: { readonly record: ShadowRecord }) {
  const { t } = useTranslation(["support", "common"])
  const [mode, setMode] = useState<"buttons" | "declining" | "deleting">("buttons")
  const accept = useDecision(readyMachines.shadowAcceptance, "SHADOW_ACCEPTED")
  const remove = useDecision(readyMachines.shadowRemoval, "SHADOW_DELETED")
  const busy = accept.busy || remove.busy
  if (mode === "declining") return <DeclineForm id={record.id} onCancel={() => setMode("buttons")} />
  if (mode === "deleting") {
    return (
      <div className="support-item__actions" role="group" aria-label={t("SHADOW_DELETE_CONFIRM")}>
        <span>{t("SHADOW_DELETE_CONFIRM")}</span>
        <Button variant="danger" disabled={busy} onClick={() => remove.run({ id: record.id })} data-testid="shadow-delete-confirm">
          {t("SHADOW_DELETE")}
        </Button>
        <Button disabled={busy} onClick={() => setMode("buttons")}>
          {t("common:CANCEL")}
        </Button>
      </div>
    )
  }
  return (
    <div className="support-item__actions">
      <Button variant="success" disabled={busy} onClick={() => accept.run({ id: record.id })} data-testid="shadow-accept">
        {t("SHADOW_ACCEPT")}
      </Button>
      <Button disabled={busy} onClick={() => setMode("declining")} data-testid="shadow-decline">
        {t("SHADOW_DECLINE")}
      </Button>
      <Button variant="ghost" disabled={busy} onClick={() => setMode("deleting")} data-testid="shadow-delete">
        {t("SHADOW_DELETE")}
      </Button>
    </div>
  )
}

/** Declining (core's declineReasonForm): the reason the sender is mailed. */
function DeclineForm({ id, onCancel }: { readonly id: number; readonly onCancel: () => void }) {
  const { t } = useTranslation(["support", "common"])
  const form = useForm(useReadyMachine(readyMachines.declineReasonForm), { ns: "support", input: { id } })
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
