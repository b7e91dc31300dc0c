import { Effect } from "effect"
import { SqlClient, type SqlError } from "effect/sql"

/**
 * PostgreSQL allows 65,535 bind parameters a statement, and @effect/sql-pg encodes the count as
 * a signed 16-bit number (at most 32,767): stay under both. Measured on PGlite, batch size hardly
 * changes the time (the indexes dominate), so fewer, larger statements it is.
 */
const MAX_PARAMETERS = 30_000

/**
 * Inserts rows with multi-row `insert … values` statements, as many rows a statement as the
 * parameter limit allows, and returns the `returning` columns of every row (in insert order).
 * Values must already be in a shape the driver binds: numbers, booleans, strings, Dates, null;
 * jsonb as JSON text, arrays as PostgreSQL array literals ('{a,b}'), points as '(x,y)'.
 */
export const insertRows = <R extends Record<string, unknown>, A extends object = never>(
  table: string,
  rows: ReadonlyArray<R>,
  returning?: string
): Effect.Effect<Array<A>, SqlError.SqlError, SqlClient.SqlClient> =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const first = rows[0]
    if (first === undefined) return []
    const size = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(first).length))
    const out: Array<A> = []
    for (let start = 0; start < rows.length; start += size) {
      const batch = rows.slice(start, start + size) as unknown as [R, ...Array<R>]
      const result = returning === undefined
        ? yield* sql<A>`insert into ${sql(table)} ${sql.insert(batch)}`
        : yield* sql<A>`insert into ${sql(table)} ${sql.insert(batch)} returning ${sql.literal(returning)}`
      if (returning !== undefined) out.push(...result)
    }
    return out
  })

/** A PostgreSQL array literal for text-like values (uuids, slugs): '{a,b}'. */
export const pgArray = (values: ReadonlyArray<string>): string =>
  `{${values.map((value) => `"${value.replace(/(["\\])/g, "\\$1")}"`).join(",")}}`
