import type { InsightPeriod } from "../domain/insights"
import type { ApiCaller } from "../client/pociechaClient"
import { apiQuery } from "./apiQuery"

/**
 * A facility's insights (the owner's dashboard) by period: under the facility's reads
 * (queryKeys' facilityKeys.detail), so what marks the facility stale refreshes them too. Kept
 * here, not with the other keys, so that only the dashboard's chunk carries it.
 */
export const insightKeys = {
  of: (ref: string, days: number) => ["facility", ref, "insights", days] as const
}

/** Counts change through the day, not by the second: the dashboard reads them again after a minute. */
const INSIGHTS_STALE_MS = 60_000

/** What the facility's listing brought it over `days` days (the owner's dashboard), for those who run it. */
export const facilityInsightsQuery = (api: ApiCaller, ref: string, days: InsightPeriod) =>
  apiQuery(api, insightKeys.of(ref, days), (c) => c.insights.facility({ params: { id: ref }, query: { days } }), {
    staleTime: INSIGHTS_STALE_MS
  })
