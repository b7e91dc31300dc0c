import { useTranslation } from "react-i18next"
import { keyFromData } from "../../shared/i18n/keyFromData"

export type FacilityAction = "ask-question" | "add-opinion" | "apply" | "claim"

const LABELS: Readonly<Record<FacilityAction, string>> = {
  "ask-question": "ASK_QUESTION",
  "add-opinion": "ADD_OPINION",
  apply: "APPLY",
  claim: "I_AM_OWNER"
}

/** The profile's action buttons (spec 2.7); what each does is decided by the page. */
export function FacilityActions({ onAction }: { onAction: (action: FacilityAction) => void }) {
  const { t } = useTranslation("facility")
  return (
    <div className="facility-actions card">
      <button type="button" className="btn btn--primary btn--block" onClick={() => onAction("ask-question")}>
        {t(keyFromData(LABELS["ask-question"]))}
      </button>
      <button type="button" className="btn btn--outline btn--block" onClick={() => onAction("add-opinion")}>
        {t(keyFromData(LABELS["add-opinion"]))}
      </button>
      <button type="button" className="btn btn--outline btn--block" onClick={() => onAction("apply")}>
        {t(keyFromData(LABELS.apply))}
      </button>
      <button type="button" className="btn btn--ghost btn--block facility-actions__claim" onClick={() => onAction("claim")}>
        {t(keyFromData(LABELS.claim))}
      </button>
    </div>
  )
}
