import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Applying to several facilities at once (issue 20; public-side 2.9, 3.10): one submission makes
 * one application copy per facility, and which copies belong together and in what order the
 * parent ranked them lives in its own table, on the parent's side only — a facility's reads
 * never join it, so no facility learns the other choices or the order. A parent may withdraw a
 * copy (say, once another facility accepted); the facility then sees it as withdrawn.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create table application_choices (
    application_id int primary key references applications(id) on delete cascade,
    account_id uuid not null references accounts(id) on delete cascade,
    group_id uuid not null,
    priority smallint not null check (priority between 1 and 5),
    created_at timestamptz not null default now(),
    unique (group_id, priority)
  )`
  // The parent's list joins by application_id (the key); an account's deletion finds its rows by this.
  yield* sql`create index application_choices_account on application_choices (account_id)`
  yield* sql`alter table applications drop constraint applications_status_check`
  yield* sql`alter table applications add constraint applications_status_check
    check (status in ('new', 'contacted', 'accepted', 'declined', 'withdrawn'))`
})
