import { legalPaths } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import "./forms.css"

export interface PrivacyNoticeProps {
  /** The form sends the data on to a facility (an application, a question), which then controls it too. */
  readonly toFacility?: boolean
}

/**
 * The short notice every form that collects personal data shows (RODO art. 13): who controls the
 * data and where the privacy policy is. The policy opens in a new tab, so the form keeps what was typed.
 */
export function PrivacyNotice({ toFacility = false }: PrivacyNoticeProps) {
  const { t } = useTranslation()
  return (
    <p className="privacy-notice" data-testid="privacy-notice">
      {t(toFacility ? "PRIVACY_NOTICE_FACILITY" : "PRIVACY_NOTICE")}{" "}
      <a href={legalPaths.privacy} target="_blank" rel="noopener">
        {t("PRIVACY_NOTICE_LINK")}
      </a>
    </p>
  )
}
