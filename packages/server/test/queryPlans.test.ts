import { searchPolygon } from "@pociecha/core"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { Statement } from "effect/sql/Statement"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { geoSearchStatements, searchStatement } from "../src/repositories/searchRepository"
import { startTestServer, type TestServer } from "./support/testServer"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ facilities: 600 })
})
afterAll(() => server.close())

/**
 * The plan of a statement when sequential and full-index scans are priced out:
 * if an index can answer the query's condition, the planner uses it (as a bitmap
 * scan); a query no index fits still shows a 'Seq Scan'. That tells the index
 * matches the query, whatever the size of the test's tables.
 */
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

describe("the search queries are answered from indexes", () => {
  it("map search uses the GiST index on location", async () => {
    const plan = await planOf((sql) =>
      searchStatement(sql, {
        search_polygon: searchPolygon({ north: 52.37, south: 52.1, west: 20.85, east: 21.27 }),
        zoom: 12,
        accepted_status: ["premium", "registered"],
        required_specialization: ["kindergarten"]
      })
    )
    expect(plan).toMatch(/facilities_location/)
    expect(plan).not.toMatch(/Seq Scan on facilities/)
  })

  it("a country-wide view walks the result-order index instead of fetching every facility", async () => {
    const plan = await planOf((sql) =>
      searchStatement(sql, { search_polygon: searchPolygon({ north: 55, south: 49, west: 14, east: 24.2 }), zoom: 6 })
    )
    expect(plan).toMatch(/facilities_result_order/)
    expect(plan).not.toMatch(/Seq Scan on facilities/)
  })

  it("geo-search uses the trigram indexes of towns and districts, and an index for facilities", async () => {
    const statements = (sql: SqlClient.SqlClient) => geoSearchStatements(sql, { query: "Kraków" })!
    const towns = await planOf((sql) => statements(sql).towns)
    const districts = await planOf((sql) => statements(sql).districts!)
    const facilities = await planOf((sql) => statements(sql).facilities!)
    expect(towns).toMatch(/towns_search_trgm/)
    expect(districts).toMatch(/districts_search_trgm/)
    // Facilities: the trigram index for rare text, or the result-order index that stops
    // after eight rows when the text is common — the planner weighs the two.
    expect(facilities).toMatch(/facilities_search_trgm|facilities_result_order/)
    for (const plan of [towns, districts, facilities]) expect(plan).not.toMatch(/Seq Scan on (towns|districts|facilities)\b/)
  })
})
