import { formatDate, type SupportFacilityRow } from "@pociecha/core"
import { useTranslation } from "react-i18next"

/** A facility's status in force, with its premium's end date (or the date it ended: the status then says registered). */
export function StatusLabel({ facility }: { readonly facility: Pick<SupportFacilityRow, "status" | "premium_until" | "verified"> }) {
  const { t } = useTranslation("support")
  const until = facility.premium_until
  return (
    <span className={`support-facilities__status support-facilities__status--${facility.status}`} data-testid="support-facility-status">
      {t(`FACILITIES_STATUS_${facility.status}`)}
      {until === null ? null : (
        <span className="support-facilities__until">
          {" "}{t(facility.status === "premium" ? "FACILITIES_PREMIUM_UNTIL_DATE" : "FACILITIES_PREMIUM_ENDED", { date: formatDate(Date.parse(until)) })}
        </span>
      )}
      {facility.verified ? <span className="support-facilities__badge"> ✓ {t("FACILITIES_VERIFIED")}</span> : null}
    </span>
  )
}
