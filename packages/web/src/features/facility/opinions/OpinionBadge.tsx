import type { OpinionBadge as Badge } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { keyFromData } from "../../../shared/i18n/keyFromData"

const labels: Readonly<Record<Badge, { readonly label: string; readonly hint: string }>> = {
  unverified: { label: "OPINION_BADGE_UNVERIFIED", hint: "OPINION_BADGE_UNVERIFIED_HINT" },
  verified: { label: "OPINION_BADGE_VERIFIED", hint: "OPINION_BADGE_VERIFIED_HINT" },
  trusted: { label: "OPINION_BADGE_TRUSTED", hint: "OPINION_BADGE_TRUSTED_HINT" }
}

/**
 * An opinion's badge (spec 4.3), as the server decided it (core's opinionBadge): unverified in
 * grey, verified (a parent the facility confirmed) in green, trusted (recommended by moderators)
 * in gold with a star. What it means is part of its accessible name.
 */
export function OpinionBadge({ badge }: { readonly badge: Badge }) {
  const { t } = useTranslation("facility")
  const { label, hint } = labels[badge]
  return (
    <span className={`opinion-badge opinion-badge--${badge}`} data-testid="opinion-badge" data-badge={badge} title={t(keyFromData(hint))}>
      {badge === "trusted" && (
        <svg viewBox="0 0 20 20" width="12" height="12" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      )}
      {t(keyFromData(label))}
      <span className="visually-hidden">: {t(keyFromData(hint))}</span>
    </span>
  )
}
