import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The order results are shown in — premium, then registered, then free; best
 * rated first — as an index. A country-wide map view or a common word in the
 * search box matches most facilities; walking this index stops after the few
 * hundred (or eight) rows shown instead of sorting tens of thousands.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table facilities add column map_rank smallint generated always as
    (case status when 'premium' then 0 when 'registered' then 1 else 2 end) stored`
  yield* sql`create index facilities_result_order on facilities (map_rank, score_total desc nulls last, id)
    where active and shadow_status is distinct from 'rejected'`
  // Recommendations now read facilities_result_order.
  yield* sql`drop index if exists facilities_best`
})
