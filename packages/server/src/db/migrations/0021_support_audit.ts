import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The audit trail of support actions (issue 18): one row per action, written in the action's
 * transaction. The facility and the account it was about are kept as plain ids, not foreign
 * keys: the entry that records a deletion must outlive what it deleted. The actor is a support
 * account; if that account is ever deleted, its entries stay with no actor.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create table support_audit (
    id bigserial primary key,
    at timestamptz not null default now(),
    actor_id uuid references accounts(id) on delete set null,
    action text not null,
    facility_id integer,
    account_id uuid,
    before jsonb,
    after jsonb
  )`
  // The panel reads the trail newest first: all of it, one facility's, or one account's (as the
  // subject or as the actor).
  yield* sql`create index support_audit_newest on support_audit (at desc, id desc)`
  yield* sql`create index support_audit_facility on support_audit (facility_id, at desc, id desc) where facility_id is not null`
  yield* sql`create index support_audit_account on support_audit (account_id, at desc, id desc) where account_id is not null`
  yield* sql`create index support_audit_actor on support_audit (actor_id, at desc, id desc)`
})
