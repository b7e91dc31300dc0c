import { type ModerationItem, readyMachines } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { useForm } from "../../shared/forms"
import { useReadyMachine } from "../../shared/session"
import { toast } from "../../shared/ui/toast"
import { ReasonForm } from "./ReasonForm"

/** Rejecting an opinion or an answer (core's rejectReasonForm): the reason the author is mailed. */
export function RejectForm({ kind, id, onCancel }: { readonly kind: ModerationItem["kind"]; readonly id: number; readonly onCancel: () => void }) {
  const { t } = useTranslation("support")
  const form = useForm(useReadyMachine(readyMachines.rejectReasonForm), { ns: "support", input: { id, kind } })
  return (
    <ReasonForm
      form={form}
      label={t("REJECT_REASON")}
      hint={t("REJECT_REASON_HINT")}
      submit={t("REJECT_SUBMIT")}
      submitTestId="moderation-reject-submit"
      onDone={() => {
        toast.success(t(kind === "opinion" ? "OPINION_REJECTED" : "ANSWER_REJECTED"))
      }}
      onCancel={onCancel}
    />
  )
}
