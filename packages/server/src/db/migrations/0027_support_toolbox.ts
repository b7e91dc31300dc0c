import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Support's toolbox and ownership view (issue 18): an address's login counters found by its
 * hash, the facilities somebody runs, and facility names searched by any part.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  // Login counters are `prefix:hash(ip):hash(email)`: the toolbox reads and clears one address's.
  yield* sql`create index abuse_counters_account on abuse_counters (split_part(key, ':', 3)) where key like 'login%'`
  // The ownership view lists facilities that somebody runs: owners, admins, moderating teachers.
  yield* sql`create index facility_members_runners on facility_members (facility_id)
    where status = 'accepted' and (role in ('OWNER', 'ADMIN') or (role = 'teacher' and cardinality(permissions) > 0))`
  yield* sql`create index shadow_facilities_pending_claims on shadow_facilities (facility_id, created_at)
    where status = 'pending' and kind = 'claim'`
  yield* sql`create index facilities_name_trgm on facilities using gin (lower(name) gin_trgm_ops)`
})
