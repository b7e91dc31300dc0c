import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Claims and creations of facilities — shadow facilities (management 2.7, 4 lifecycle): what the
 * wizard verified, the confirmation documents (stored privately, described here), and support's
 * decision. A creation points at the facility it made on submission (inactive until accepted);
 * a claim at the facility claimed, which stays untouched while the claim waits.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  yield* sql`create table shadow_facilities (
    id serial primary key,
    account_id uuid not null references accounts(id) on delete cascade,
    kind text not null check (kind in ('claim', 'creation')),
    facility_id int not null references facilities(id) on delete cascade,
    -- The town the data names (data keeps its slugs and names as they were sent).
    town_id int not null references towns(id),
    data jsonb not null,
    status text not null default 'pending' check (status in ('pending', 'accepted', 'rejected')),
    created_at timestamptz not null default now(),
    decided_at timestamptz,
    decided_by uuid references accounts(id) on delete set null,
    decline_reason text
  )`
  // The support desk: what waits, oldest first.
  yield* sql`create index shadow_facilities_pending on shadow_facilities (created_at, id) where status = 'pending'`
  // An account's own records (My account, the user view), newest first.
  yield* sql`create index shadow_facilities_account on shadow_facilities (account_id, created_at desc, id desc)`
  // One waiting claim of a facility per account; deleting a facility finds its records by this too.
  yield* sql`create unique index shadow_facilities_one_pending on shadow_facilities (facility_id, account_id) where status = 'pending'`
  yield* sql`create index shadow_facilities_facility on shadow_facilities (facility_id)`

  yield* sql`create table shadow_documents (
    id serial primary key,
    shadow_id int not null references shadow_facilities(id) on delete cascade,
    storage_key text not null,
    file_name text not null,
    content_type text not null check (content_type in ('application/pdf', 'image/jpeg', 'image/png')),
    size int not null check (size > 0),
    created_at timestamptz not null default now()
  )`
  yield* sql`create index shadow_documents_shadow on shadow_documents (shadow_id, id)`
})
