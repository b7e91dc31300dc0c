import { limitInForce, packageLimitsQuery, profileLimitKeys, UNLIMITED, type FacilityStatus, type UserLimitRecord } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../../shared/api"
import { loadFailed } from "../../shared/loadFailed"
import { LoadingScreen } from "../../shared/ui/LoadingScreen"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { Button } from "../../shared/ui/Button"

/** The limits the table compares (management 9), as seeded and as support may change them. */
const comparedLimits = [
  { key: "gallery_photos", kind: "count" },
  { key: profileLimitKeys.DESCRIPTION_CHARS, kind: "count" },
  { key: profileLimitKeys.AMENITIES, kind: "count" },
  { key: profileLimitKeys.AMENITIES_EDITS_PER_MONTH, kind: "count" },
  { key: "messages", kind: "count" },
  { key: profileLimitKeys.RECRUITMENT_DESCRIPTION, kind: "feature" }
] as const

/** The basic package is the free status's values (management 3: value_free), premium its own. */
const packages: readonly { readonly status: FacilityStatus; readonly label: string }[] = [
  { status: "unknown", label: "PACKAGE_BASIC" },
  { status: "premium", label: "PACKAGE_PREMIUM" }
]

function LimitCell({ limits, limit, status }: { readonly limits: readonly UserLimitRecord[]; readonly limit: (typeof comparedLimits)[number]; readonly status: FacilityStatus }) {
  const { t, i18n } = useTranslation("forFacilities")
  const value = limitInForce(limits, limit.key, { facilityStatus: status, isAdmin: false })
  if (limit.kind === "feature") return <td>{t(value > 0 ? "INCLUDED" : "NOT_INCLUDED")}</td>
  return <td>{value >= UNLIMITED ? t("UNLIMITED") : value.toLocaleString(i18n.language)}</td>
}

/**
 * The packages side by side with the limits in force (`GET v1/user-limit`, read as a plain
 * fetch): the figures are the ones the owner area counts against, so they never disagree.
 */
export function PackageLimitsTable() {
  const { t } = useTranslation("forFacilities")
  const limits = useQuery(packageLimitsQuery(api))
  if (loadFailed(limits)) {
    return (
      <div className="for-facilities-limits__failed" role="alert">
        <p>{t("LIMITS_FAILED")}</p>
        <Button onClick={() => void limits.refetch()}>
          {t("TRY_AGAIN")}
        </Button>
      </div>
    )
  }
  if (limits.data === undefined) return <LoadingScreen />
  const data = limits.data
  return (
    <table className="for-facilities-limits" data-testid="for-facilities-limits">
      <caption>{t("LIMITS_CAPTION")}</caption>
      <thead>
        <tr>
          <td />
          {packages.map(({ status, label }) => (
            <th key={status} scope="col">
              {t(keyFromData(label))}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {comparedLimits.map((limit) => (
          <tr key={limit.key}>
            <th scope="row">{t(`LIMIT_${limit.key}`)}</th>
            {packages.map(({ status }) => (
              <LimitCell key={status} limits={data} limit={limit} status={status} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
