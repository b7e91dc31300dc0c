import { facilityInsightsQuery, facilityRefOf, INSIGHT_PERIODS, insightPeriodOf, type FacilityInsights } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link, useSearch } from "wouter"
import { api } from "../../../../shared/api"
import { pathTo } from "../../../../shared/routing/paths"
import { ReadState } from "../../../../shared/ui/ReadState"
import type { OwnerTabProps } from "../index"
import { InsightCard } from "./InsightCard"
import { ProfileCompletenessCard } from "./ProfileCompletenessCard"
import "./dashboard.css"

const periodLabel = { 7: "DASHBOARD_DAYS_7", 30: "DASHBOARD_DAYS_30", 90: "DASHBOARD_DAYS_90" } as const

/**
 * The owner area's first screen (issue 20): the profile's completeness and what the listing
 * brought over 7, 30 or 90 days (the period in the URL, `?days=`), each metric against the
 * previous period and the town's median.
 */
export default function DashboardTab({ facility }: OwnerTabProps) {
  const { t } = useTranslation("ownerArea")
  const ref = facilityRefOf(facility)
  const days = insightPeriodOf(new URLSearchParams(useSearch()).get("days"))
  const insights = useQuery(facilityInsightsQuery(api, ref, days))
  return (
    <div className="owner-tab dashboard">
      <ProfileCompletenessCard facility={facility} facilityRef={ref} />
      <section className="dashboard__insights" aria-labelledby="dashboard-insights">
        <div className="dashboard__insights-head">
          <h2 id="dashboard-insights" className="owner-tab__subtitle">{t("DASHBOARD_INSIGHTS_TITLE")}</h2>
          <nav aria-label={t("DASHBOARD_PERIOD")}>
            <ul className="dashboard__periods">
              {INSIGHT_PERIODS.map((period) => (
                <li key={period}>
                  <Link
                    href={`${pathTo("facility_dashboard", { facility: ref })}?days=${period}`}
                    className={`dashboard__period${period === days ? " dashboard__period--active" : ""}`}
                    aria-current={period === days ? "page" : undefined}
                    data-testid={`dashboard-days-${period}`}
                  >
                    {t(periodLabel[period])}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="dashboard__privacy">{t("DASHBOARD_PRIVACY")}</p>
        <ReadState query={insights}>
          {(data: FacilityInsights) => (
            <ul className="dashboard__cards" data-testid="insight-cards">
              {data.series.map((series) => (
                <InsightCard key={series.metric} series={series} days={data.days} from={data.from} to={data.to} />
              ))}
            </ul>
          )}
        </ReadState>
      </section>
    </div>
  )
}
