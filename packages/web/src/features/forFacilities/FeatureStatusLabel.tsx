import type { FeatureStatus } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { StatusPill, type StatusTone } from "../../shared/ui/StatusPill"

const tones: Readonly<Record<FeatureStatus, StatusTone>> = { full: "green", disabled: "grey" }

/** A function's label in a package (management 9): full access, or disabled. */
export function FeatureStatusLabel({ status }: { readonly status: FeatureStatus }) {
  const { t } = useTranslation("forFacilities")
  return (
    <StatusPill tone={tones[status]} testId={`feature-status-${status}`}>
      {t(`STATUS_${status}`)}
    </StatusPill>
  )
}
