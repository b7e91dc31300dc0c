import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { Statement } from "effect/sql/Statement"
import { describe, expect, it } from "vitest"
import { upcomingSlotsStatement, visitBookingsStatement } from "../src/repositories/visitRepository"
import { serverForTests } from "./support/testServer"

const server = serverForTests(() => ({ facilities: 100 }))

/** The plan of a statement with sequential and full-index scans priced out (as queryPlans.test.ts): an index that fits is used. */
const planOf = (build: (sql: SqlClient.SqlClient) => Statement<object>) =>
  server.withSql(
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      return yield* sql.withTransaction(Effect.gen(function*() {
        yield* sql`set local enable_seqscan = off`
        yield* sql`set local enable_indexscan = off`
        const [text, params] = build(sql).compile()
        const rows = yield* sql.unsafe<{ "QUERY PLAN": string }>(`explain ${text}`, params)
        return rows.map((row) => row["QUERY PLAN"]).join("\n")
      }))
    })
  )

describe("the visits' reads are answered from indexes", () => {
  it("a facility's upcoming slots, and a parent's bookings", async () => {
    expect(await planOf((sql) => upcomingSlotsStatement(sql, 1))).toMatch(/visit_slots_facility/)
    expect(await planOf((sql) => visitBookingsStatement(sql, "00000000-0000-4000-8000-000000000000", "upcoming"))).toMatch(/visit_bookings_account/)
  })
})
