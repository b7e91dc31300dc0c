import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The moderation desk's filters (issue 18): decided opinions and answers are listed by state in
 * order of sending, as the pending ones already are (opinions_pending, opinions_answer_pending);
 * the reports of one opinion, and whether it has any, are read by the opinion.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create index opinions_decided on opinions (status, created_at, id) where status <> 'pending'`
  yield* sql`create index opinions_answer_decided on opinions (answer_status, answered_at, id) where answer_status <> 'pending'`
  yield* sql`create index reports_opinion on reports (opinion_id, target_kind, created_at desc)`
})
