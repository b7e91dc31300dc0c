import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * A site session lasts no longer than the portal session it came from (issue 17): the one-time
 * code carries that session (its refresh-token family) over to the site's cookie, and the site
 * checks on each signed-in page that it is still live. Codes live a minute and cannot be given a
 * session after the fact: the ones waiting now are dropped, and their visitors sign in again.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`delete from site_sign_in_codes`
  yield* sql`alter table site_sign_in_codes add column session_id uuid not null`
})
