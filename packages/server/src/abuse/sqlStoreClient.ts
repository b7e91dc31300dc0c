import { Effect } from "effect"
import { SqlClient } from "effect/sql"

interface StoreQuery {
  readonly text: string
  readonly values?: ReadonlyArray<unknown>
}

/**
 * The node-postgres `pool.query` shape that rate-limiter-flexible's PostgreSQL store calls,
 * answered through our own SQL client, so the counters live in the application's database
 * (shared by every server instance) without a second driver. Counters come back as numbers
 * whatever the driver makes of `bigint`.
 */
export const sqlStoreClient = Effect.gen(function*() {
  const context = yield* Effect.context<SqlClient.SqlClient>()
  const sql = yield* SqlClient.SqlClient
  const run = Effect.runPromiseWith(context)
  return {
    query: async ({ text, values = [] }: StoreQuery) => {
      const rows = await run(sql.unsafe<{ points?: unknown; expire?: unknown }>(text, values))
      return {
        rowCount: rows.length,
        rows: rows.map((row) => ({
          points: Number(row.points),
          expire: row.expire === null || row.expire === undefined ? null : Number(row.expire)
        }))
      }
    }
  }
})
