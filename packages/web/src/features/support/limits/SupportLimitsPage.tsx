import { limitStatsQuery, userLimitsQuery, type UserLimitStat } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../../../shared/api"
import { ReadState } from "../../../shared/ui/ReadState"
import { SupportShell } from "../SupportShell"
import { LimitForm } from "./LimitForm"
import "../catalogue.css"

const statusLabels = { unknown: "LIMIT_FREE", registered: "LIMIT_REGISTERED", premium: "LIMIT_PREMIUM" } as const

/** One limit's statistics: per package, the facilities at it and near it. */
function LimitStats({ stat }: { readonly stat: UserLimitStat | undefined }) {
  const { t } = useTranslation("support")
  if (stat === undefined) return null
  if (!stat.counted) return <span className="support-catalogue__meta">{t("LIMIT_NOT_COUNTED")}</span>
  return (
    <ul className="support-catalogue__list" data-testid={`limit-stats-${stat.key}`}>
      {stat.statuses.map((row) => (
        <li key={row.status}>
          {t(statusLabels[row.status])}: {t("LIMIT_AT")} {row.at_limit}, {t("LIMIT_NEAR")} {row.near_limit}
        </li>
      ))}
    </ul>
  )
}

/**
 * /support/limits (management 2.9 Limits, 6): each package limit's values for free, registered and
 * premium facilities, edited in place, and how many facilities are at or near each.
 */
export default function SupportLimitsPage() {
  const { t } = useTranslation(["support", "common"])
  const limits = useQuery(userLimitsQuery(api))
  const stats = useQuery(limitStatsQuery(api))
  return (
    <SupportShell tab="support_limits" title={t("common:SUPPORT_LIMITS")}>
      <ReadState query={limits}>
        {(rows) => (
          <table className="support-catalogue__table" data-testid="limit-list">
            <thead>
              <tr>
                <th scope="col">{t("LIMIT_KEY")}</th>
                <th scope="col">{t("LIMIT_VALUES")}</th>
                <th scope="col">{t("LIMIT_STATS")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((limit) => (
                <tr key={limit.id}>
                  <th scope="row">{limit.key}</th>
                  <td>
                    {/* Keyed by the values: a saved change (the form is then done) opens a fresh form on what was saved. */}
                    <LimitForm key={`${limit.value_free}/${limit.value_registered}/${limit.value_premium}`} limit={limit} />
                  </td>
                  <td>
                    <LimitStats stat={stats.data?.find((stat) => stat.id === limit.id)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ReadState>
    </SupportShell>
  )
}
