import { LAPSED_PREMIUM_STATUS, PREMIUM_LAPSED_ACTION } from "@pociecha/core"
import { Effect, Layer, Schedule } from "effect"
import { SqlClient } from "effect/sql"
import { ServerConfig } from "../services"
import { todayInPolandSql } from "../repositories/facilityStatusInForce"

/**
 * Writes the basic package into the rows of premiums whose `premium_until` day has passed, and
 * keeps each change in the audit trail (no actor: nobody did it, the date did). Every read
 * already asks for the status in force (facilityStatusInForce), so the owner's tabs close on the
 * day itself; what the stored status still decides is the result order (the `map_rank` column
 * the catalogues' index is built on) and the map's snapshot, which follows stored changes — so
 * an ended premium would otherwise stay first in every list until someone edited it.
 *
 * One statement, safe with several instances on one database: a row is changed once (a second
 * instance finds it no longer premium), and only the rows it changed are audited. The end date
 * is kept for support to see.
 */
export const lapseEndedPremiums = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  return yield* sql<{ id: number }>`
    with lapsed as (
      update facilities set status = ${LAPSED_PREMIUM_STATUS}
      where status = 'premium' and premium_until < ${sql.literal(todayInPolandSql)}
      returning id, premium_until
    ), audited as (
      insert into support_audit (actor_id, action, facility_id, before, after)
      select null, ${PREMIUM_LAPSED_ACTION}, id,
        jsonb_build_object('status', 'premium', 'premium_until', premium_until::text),
        jsonb_build_object('status', ${LAPSED_PREMIUM_STATUS}::text)
      from lapsed
    )
    select id from lapsed`
})

/**
 * Ends lapsed premiums at start and then every `premiumLapseInterval` (ten minutes by default):
 * at most that long after midnight in Poland an ended premium leaves the top of the lists. A
 * failed sweep is logged and tried again at the next turn.
 */
export const premiumLapseLayer = Layer.effectDiscard(
  Effect.gen(function*() {
    const config = yield* ServerConfig
    const sql = yield* SqlClient.SqlClient
    yield* lapseEndedPremiums.pipe(
      Effect.provideService(SqlClient.SqlClient, sql),
      Effect.tap((lapsed) => lapsed.length === 0 ? Effect.void : Effect.logInfo("premium ended", { facilities: lapsed.map((row) => row.id) })),
      Effect.catchCause((cause) => Effect.logWarning("premium lapse sweep failed", cause)),
      Effect.repeat(Schedule.spaced(config.premiumLapseInterval)),
      Effect.forkScoped
    )
  })
)
