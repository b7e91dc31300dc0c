import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Maintenance (issue 19): the switch, one row every instance reads; the urgent messages sent from
 * the maintenance page to the product team; the addresses to mail once maintenance ends.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create table maintenance_switch (
    id boolean primary key default true check (id),
    is_on boolean not null default false,
    since timestamptz,
    message text,
    check (not is_on or since is not null)
  )`
  yield* sql`insert into maintenance_switch (id) values (true)`
  yield* sql`create table maintenance_messages (
    id bigint generated always as identity primary key,
    name text,
    email text not null,
    message text not null,
    created_at timestamptz not null default now()
  )`
  // One row an address: asking twice is mailed once.
  yield* sql`create table maintenance_subscribers (
    email text primary key,
    language text not null default 'pl',
    created_at timestamptz not null default now()
  )`
})
