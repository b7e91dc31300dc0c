import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * A parent's favourite facilities (issue 20): one row a heart, gone with the account or the
 * facility. The account's list is read newest first; the key (account, facility) makes a heart
 * given twice one row.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create table favourites (
    account_id uuid not null references accounts(id) on delete cascade,
    facility_id integer not null references facilities(id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (account_id, facility_id)
  )`
  yield* sql`create index favourites_newest on favourites (account_id, created_at desc)`
  // A facility's removal cascades here: found by the facility, not by a scan.
  yield* sql`create index favourites_facility on favourites (facility_id)`
})
