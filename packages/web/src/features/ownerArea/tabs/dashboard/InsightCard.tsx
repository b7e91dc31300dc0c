import { comparedWithMedian, formatDate, insightTrend, type InsightSeries } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { InsightChart } from "./InsightChart"
import { metricLabel } from "./insightLabels"

const trendKey = {
  up: "DASHBOARD_TREND_UP",
  down: "DASHBOARD_TREND_DOWN",
  same: "DASHBOARD_TREND_SAME"
} as const
const trendArrow = { up: "▲", down: "▼", same: "=" } as const
const medianKey = { above: "DASHBOARD_MEDIAN_ABOVE", below: "DASHBOARD_MEDIAN_BELOW", at: "DASHBOARD_MEDIAN_AT" } as const

interface InsightCardProps {
  readonly series: InsightSeries
  readonly days: number
  /** The period's first and last day, `YYYY-MM-DD`. */
  readonly from: string
  readonly to: string
}

/**
 * One metric over the period (issue 20): its total, how it compares with the previous period
 * (core's insightTrend) and with the median of the town's facilities, and its days as a chart.
 */
export function InsightCard({ series, days, from, to }: InsightCardProps) {
  const { t } = useTranslation("ownerArea")
  const trend = insightTrend(series.total, series.previous_total)
  const name = t(metricLabel[series.metric])
  const trendText = trend.direction === "up" && trend.percent === null
    ? t("DASHBOARD_TREND_UP_FROM_ZERO", { days })
    : t(trendKey[trend.direction], { days, percent: trend.percent ?? 0 })
  return (
    <li className="insight-card" data-testid={`insight-${series.metric}`}>
      <h3 className="insight-card__name">{name}</h3>
      <p className="insight-card__total" data-testid={`insight-${series.metric}-total`}>{series.total}</p>
      <p className={`insight-card__trend insight-card__trend--${trend.direction}`}>
        <span aria-hidden="true">{trendArrow[trend.direction]} </span>
        {trendText}
      </p>
      <p className="insight-card__median">
        {t(medianKey[comparedWithMedian(series.total, series.city_median)], { median: series.city_median })}
      </p>
      <InsightChart
        daily={series.daily}
        from={from}
        label={t("DASHBOARD_CHART_LABEL", { metric: name, total: series.total, from: formatDate(Date.parse(from)), to: formatDate(Date.parse(to)) })}
      />
    </li>
  )
}
