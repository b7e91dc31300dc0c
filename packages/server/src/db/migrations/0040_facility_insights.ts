import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The owner's dashboard (issue 20): what a facility's listing brought it, counted per facility,
 * day and metric — never who: no account, address or cookie is stored, only the day's count.
 * The server adds its batched counts with one upsert (insightCounter), so the key is the upsert's.
 * Questions, applications and opinions are counted from their own tables, through their
 * existing per-facility indexes (a facility's rows are few).
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create table facility_daily_stats (
    facility_id int not null references facilities(id) on delete cascade,
    metric text not null check (metric in ('profile_view', 'phone_reveal', 'email_reveal', 'website_click', 'map_appearance')),
    day date not null,
    count int not null check (count >= 0),
    primary key (facility_id, metric, day)
  )`
})
