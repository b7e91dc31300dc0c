import { useTranslation } from "react-i18next"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { Button } from "../../shared/ui/Button"

export type FacilityAction = "ask-question" | "request-info" | "add-opinion" | "apply" | "claim"

const LABELS: Readonly<Record<FacilityAction, string>> = {
  "ask-question": "ASK_QUESTION",
  "request-info": "REQUEST_INFO",
  "add-opinion": "ADD_OPINION",
  apply: "APPLY",
  claim: "I_AM_OWNER"
}

/** The profile's action buttons (spec 2.7); what each does is decided by the page. */
export function FacilityActions({ onAction }: { onAction: (action: FacilityAction) => void }) {
  const { t } = useTranslation("facility")
  return (
    <div className="facility-actions card">
      <Button variant="primary" block onClick={() => onAction("ask-question")}>
        {t(keyFromData(LABELS["ask-question"]))}
      </Button>
      <Button block onClick={() => onAction("request-info")} data-testid="request-info">
        {t(keyFromData(LABELS["request-info"]))}
      </Button>
      <Button block onClick={() => onAction("add-opinion")}>
        {t(keyFromData(LABELS["add-opinion"]))}
      </Button>
      <Button block onClick={() => onAction("apply")}>
        {t(keyFromData(LABELS.apply))}
      </Button>
      <Button variant="ghost" block className="facility-actions__claim" onClick={() => onAction("claim")}>
        {t(keyFromData(LABELS.claim))}
      </Button>
    </div>
  )
}
