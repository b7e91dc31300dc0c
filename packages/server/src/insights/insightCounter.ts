import { isoDateInWarsaw, type CountedInsightMetric } from "@pociecha/core"
import { Context, Effect, Layer, Schedule } from "effect"
import { publicPolicy } from "../policy/policy"
import { InsightRepository, type DailyCount } from "../repositories/insightRepository"
import { ServerConfig } from "../services"

/** The Polish day is read again at most once a second: formatting a date for every event would cost more than counting it. */
const DAY_CHECK_MS = 1000

const makeInsightCounter = Effect.gen(function*() {
  const config = yield* ServerConfig
  const insights = yield* InsightRepository

  // `day metric` → facility → count: what was counted since the last flush. Nothing about who.
  let pending = new Map<string, Map<number, number>>()
  let day = ""
  let dayCheckedAt = Number.NEGATIVE_INFINITY
  const bucketOf = (metric: CountedInsightMetric) => {
    const now = Date.now()
    if (now - dayCheckedAt >= DAY_CHECK_MS) {
      day = isoDateInWarsaw(new Date(now))
      dayCheckedAt = now
    }
    const key = `${day} ${metric}`
    let bucket = pending.get(key)
    if (bucket === undefined) pending.set(key, (bucket = new Map()))
    return bucket
  }

  /** Counts one event of each facility in `facilityIds`: in memory, written with the next flush. */
  const countAll = (metric: CountedInsightMetric, facilityIds: Iterable<number>) => {
    if (!config.insightCounting) return
    const bucket = bucketOf(metric)
    for (const id of facilityIds) bucket.set(id, (bucket.get(id) ?? 0) + 1)
  }

  /** Counts one event of a facility. */
  const count = (metric: CountedInsightMetric, facilityId: number) => countAll(metric, [facilityId])

  /**
   * Writes what was counted with one upsert. A failed write puts its counts back for the next
   * flush; a crash loses at most one interval's counts, which a dashboard of trends can bear.
   */
  const flush = Effect.suspend(() => {
    const batch = pending
    pending = new Map()
    const counts: Array<DailyCount> = []
    for (const [key, bucket] of batch) {
      const [batchDay, metric] = key.split(" ") as [string, CountedInsightMetric]
      for (const [facility_id, n] of bucket) counts.push({ facility_id, metric, day: batchDay, count: n })
    }
    if (counts.length === 0) return Effect.void
    return insights.add(counts).pipe(
      publicPolicy("insight", "count"),
      Effect.catchCause((cause) =>
        Effect.andThen(Effect.logWarning("insight counts not written, kept for the next flush", cause), Effect.sync(() => {
          for (const { facility_id, metric, day: batchDay, count: n } of counts) {
            const bucket = pending.get(`${batchDay} ${metric}`) ?? new Map<number, number>()
            pending.set(`${batchDay} ${metric}`, bucket.set(facility_id, (bucket.get(facility_id) ?? 0) + n))
          }
        })))
    )
  })

  yield* flush.pipe(Effect.repeat(Schedule.spaced(config.insightFlushInterval)), Effect.forkScoped)
  // Shutting down writes what is still in memory; the database is released after this.
  yield* Effect.addFinalizer(() => flush)

  return { count, countAll, flush } as const
})

/**
 * Counts the events the owner's dashboard shows (issue 20) without slowing what is counted: a
 * profile view adds 1 in memory; the counts are written every INSIGHT_FLUSH_INTERVAL with one
 * upsert, and at shutdown. Each instance of a fleet counts its own and adds them to the same rows.
 */
export class InsightCounter extends Context.Service<InsightCounter, Effect.Success<typeof makeInsightCounter>>()(
  "@pociecha/server/InsightCounter"
) {
  static readonly layer = Layer.effect(InsightCounter, makeInsightCounter)
}
