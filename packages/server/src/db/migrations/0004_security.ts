import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Safe by default: counters of the abuse limiter (rate-limiter-flexible's table, shared by
 * every server instance on this database), and e-mail changes that wait for a link from
 * the new address.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  yield* sql`create table abuse_counters (
    key varchar(255) primary key,
    points integer not null default 0,
    expire bigint
  )`
  yield* sql`create index abuse_counters_expire on abuse_counters (expire)`

  yield* sql`alter table accounts add column pending_email text`
  yield* sql`alter table account_tokens drop constraint account_tokens_purpose_check`
  yield* sql`alter table account_tokens add constraint account_tokens_purpose_check
    check (purpose in ('confirm', 'reset', 'email'))`

  // A live session is one whose family still has an unrevoked token: checked on every call.
  yield* sql`create index refresh_tokens_live_family on refresh_tokens (family) where revoked_at is null`
})
