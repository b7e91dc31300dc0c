import { facilityBadge, type FacilityBadgeInput } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import "./facilityBadge.css"

/** The verification badge of a facility (spec 4.4): label and tone decided by core. */
export function FacilityBadge({ facility, size = "md" }: { facility: FacilityBadgeInput; size?: "sm" | "md" }) {
  const { t } = useTranslation("facilityCard")
  const badge = facilityBadge(facility)
  return (
    <span className={`facility-badge facility-badge--${badge.tone} facility-badge--${size}`} data-testid="facility-badge" data-badge={badge.key}>
      {badge.icon === "star" && (
        <svg className="facility-badge__icon" viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      )}
      {t(`BADGE_${badge.key}`)}
    </span>
  )
}
