import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Sign-in with Google and Facebook (public spec 2.10): which outside account (the provider's
 * own id for the person) signs in to which of ours. Deleting the account forgets them.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  yield* sql`create table oauth_identities (
    provider text not null check (provider in ('google', 'facebook')),
    subject text not null,
    account_id uuid not null references accounts(id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (provider, subject)
  )`
  // Deleting an account finds its identities by this.
  yield* sql`create index oauth_identities_account on oauth_identities (account_id)`
})
