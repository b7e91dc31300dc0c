import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Forms to the product team (issue 19): a facility's lead and a presentation booking, one row
 * each, kept until support has handled them and at most a year (core's
 * SALES_REQUEST_RETENTION_DAYS; the retention sweep deletes older rows). What a form does not
 * ask for stays null: a booking has no facility, a lead no preferred time.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create table sales_requests (
    id bigserial primary key,
    kind text not null check (kind in ('lead', 'presentation')),
    email text not null,
    name_surname text,
    phone text,
    facility_name text,
    position text,
    preferred_time text,
    created_at timestamptz not null default now(),
    handled boolean not null default false,
    handled_at timestamptz,
    handled_by uuid references accounts(id) on delete set null,
    check (kind = 'presentation' or (name_surname is not null and phone is not null
      and facility_name is not null and position is not null))
  )`
  // Support reads them newest first; the retention sweep deletes the oldest: one index serves both.
  yield* sql`create index sales_requests_newest on sales_requests (created_at desc, id desc)`
})
