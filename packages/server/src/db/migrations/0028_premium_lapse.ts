import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The premium lapse sweep (jobs/premiumLapse.ts) runs every few minutes on every instance: it
 * reads the few premiums by their end date, never the whole table.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create index facilities_premium_until on facilities (premium_until) where status = 'premium'`
})
