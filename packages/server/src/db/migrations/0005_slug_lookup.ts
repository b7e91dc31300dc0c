import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * A profile URL may name a facility by its slug in another letter case (the server answers with
 * a redirect to the canonical URL): an index on lower(slug) finds it without reading the table.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create index facilities_slug_lower on facilities (lower(slug))`
})
