import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Partner apps (management 8): one key per partner, created by support, kept only as its
 * SHA-256 hash (like refresh and e-mail link tokens) so a database leak hands out no key. A
 * revoked key stays, with when it was revoked, for the audit trail's sake.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create table partners (
    id serial primary key,
    name text not null,
    key_hash text not null unique,
    created_at timestamptz not null default now(),
    created_by uuid references accounts(id) on delete set null,
    revoked_at timestamptz
  )`
  // Every partner call looks its key up: the unique constraint's index serves it. Support lists
  // partners newest first.
  yield* sql`create index partners_newest on partners (created_at desc, id desc)`
})
