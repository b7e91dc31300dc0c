import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Applying to several facilities (issue 20). A submission (`application_groups`) is the parent's:
 * it holds the parent's priority order of its copies (`application_choices`), one ordinary
 * application per facility, so a facility's reads of `applications` carry no trace of the other
 * choices. Two statuses join: `waiting_list` (the facility keeps one, per age group; the position
 * is the rank by when the facility put the child there) and `withdrawn` (the parent's).
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create table application_groups (
    id serial primary key,
    account_id uuid not null references accounts(id) on delete cascade,
    created_at timestamptz not null default now()
  )`
  yield* sql`create index application_groups_account on application_groups (account_id)`
  yield* sql`create table application_choices (
    application_id int primary key references applications(id) on delete cascade,
    group_id int not null references application_groups(id) on delete cascade,
    priority smallint not null check (priority between 1 and 5),
    unique (group_id, priority)
  )`

  yield* sql`alter table applications drop constraint applications_status_check`
  yield* sql`alter table applications add constraint applications_status_check
    check (status in ('new', 'contacted', 'accepted', 'declined', 'waiting_list', 'withdrawn'))`
  // The age group the child waits in, set when the facility puts the application on its list.
  yield* sql`alter table applications add column waiting_age_group text
    check (waiting_age_group in ('nursery', '3', '4', '5', '6'))`
  yield* sql`create index applications_waiting on applications (facility_id, waiting_age_group, status_changed_at, id)
    where status = 'waiting_list'`
  // A child waiting on the list is still an open application: no second one to the same facility.
  yield* sql`drop index applications_open_once`
  yield* sql`create unique index applications_open_once on applications
    (facility_id, account_id, lower(child_name), lower(child_surname), child_birth_date)
    where status in ('new', 'contacted', 'waiting_list') and account_id is not null`
})
