import { legalPaths, SALES_REQUEST_RETENTION_DAYS } from "@pociecha/core"
import { useTranslation } from "react-i18next"

/**
 * What a form to the product team says of the data it asks for (GDPR art. 13): why it is
 * collected (only to contact the sender), how long it is kept (core's retention, which the
 * server's sweep keeps), and where the privacy policy is — in a new tab, so nothing typed is lost.
 */
export function SalesPrivacyNotice() {
  const { t } = useTranslation("forFacilities")
  return (
    <p className="privacy-notice" data-testid="sales-privacy-notice">
      {t("SALES_PRIVACY", { days: SALES_REQUEST_RETENTION_DAYS })}{" "}
      <a href={legalPaths.privacy} target="_blank" rel="noopener">
        {t("SALES_PRIVACY_LINK")}
      </a>
    </p>
  )
}
