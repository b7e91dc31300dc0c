import { Schema } from "effect"

/**
 * What a facility's listing brought it (issue 20, the owner's dashboard), counted per facility per
 * day without recording who: the events the server counts as they happen (`counted`) and the
 * records it counts in their own tables (`recorded`).
 */
export const COUNTED_INSIGHT_METRICS = ["profile_view", "phone_reveal", "email_reveal", "website_click", "map_appearance"] as const
export const RECORDED_INSIGHT_METRICS = ["question", "application", "opinion"] as const
export const INSIGHT_METRICS = [...COUNTED_INSIGHT_METRICS, ...RECORDED_INSIGHT_METRICS] as const

export const CountedInsightMetric = Schema.Literals(COUNTED_INSIGHT_METRICS)
export type CountedInsightMetric = typeof CountedInsightMetric.Type
export const InsightMetric = Schema.Literals(INSIGHT_METRICS)
export type InsightMetric = typeof InsightMetric.Type

/** The periods the dashboard offers, in days. */
export const INSIGHT_PERIODS = [7, 30, 90] as const
export const InsightPeriod = Schema.Literals(INSIGHT_PERIODS)
export type InsightPeriod = typeof InsightPeriod.Type

/**
 * The events a browser reports itself (the beacon), because the server never sees them: a click
 * on the facility's website leaves the portal. Reveals and views are counted where they are served.
 */
export const BEACON_INSIGHT_KINDS = ["website_click"] as const
export const BeaconInsightKind = Schema.Literals(BEACON_INSIGHT_KINDS)
export type BeaconInsightKind = typeof BeaconInsightKind.Type

/** One metric over a period: a count per day (oldest first), compared with the previous period and the city. */
export const InsightSeries = Schema.Struct({
  metric: InsightMetric,
  /** One count per day of the period, oldest first; the last is today (Polish time). */
  daily: Schema.Array(Schema.Number),
  total: Schema.Number,
  /** The total of the same number of days just before. */
  previous_total: Schema.Number,
  /** The median total over the period of the public facilities in the same town (this one included). */
  city_median: Schema.Number
})
export type InsightSeries = typeof InsightSeries.Type

/** A facility's insights over `days` days ending today. */
export const FacilityInsights = Schema.Struct({
  days: InsightPeriod,
  /** The period's first day, `YYYY-MM-DD` (Polish time). */
  from: Schema.String,
  /** Today, `YYYY-MM-DD` (Polish time). */
  to: Schema.String,
  series: Schema.Array(InsightSeries)
})
export type FacilityInsights = typeof FacilityInsights.Type

/** The period a dashboard URL asks for (`?days=30`): one of INSIGHT_PERIODS, else the first. */
export function insightPeriodOf(days: string | null): InsightPeriod {
  return INSIGHT_PERIODS.find((period) => String(period) === days) ?? INSIGHT_PERIODS[0]
}
