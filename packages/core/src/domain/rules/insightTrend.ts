/**
 * How a period's total compares with the previous period's (the owner's dashboard, issue 20):
 * up, down or the same, and by how many per cent of the previous — null when there was nothing
 * before, since growth from zero has no percentage worth showing.
 */
export interface InsightTrend {
  readonly direction: "up" | "down" | "same"
  readonly percent: number | null
}

export function insightTrend(total: number, previous: number): InsightTrend {
  const direction = total > previous ? "up" : total < previous ? "down" : "same"
  return { direction, percent: previous === 0 ? null : Math.round((Math.abs(total - previous) * 100) / previous) }
}

/** Where the total stands against the median of the town's facilities. */
export function comparedWithMedian(total: number, median: number): "above" | "below" | "at" {
  return total > median ? "above" : total < median ? "below" : "at"
}
