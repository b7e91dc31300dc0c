import type { AgeGroup, SearchCounts, SearchPayload } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import {
  amenityCountsStatement,
  extraClassCountsStatement,
  refinedSearchStatement,
  refinedTotalStatement,
  vacancyCountsStatement
} from "./refinedSearchStatements"

/** Extra classes offered with their counts: the most run ones. */
const EXTRA_CLASS_OPTIONS = 15

const makeRefinedSearchRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /** The facilities of a search with issue 20's refinements, in its order (refinedSearchStatement). */
  const search = (payload: SearchPayload) => refinedSearchStatement(sql, payload)

  /** The counts before the filters are applied, all four read at once. */
  const counts = (payload: SearchPayload) =>
    Effect.map(
      Effect.all([
        refinedTotalStatement(sql, payload),
        amenityCountsStatement(sql, payload),
        extraClassCountsStatement(sql, payload, EXTRA_CLASS_OPTIONS),
        vacancyCountsStatement(sql, payload)
      ], { concurrency: "unbounded" }),
      ([total, amenities, extraClasses, vacancies]): SearchCounts => ({
        total: total[0]?.count ?? 0,
        amenities,
        extra_classes: extraClasses,
        vacancies_for: vacancies.map((row) => ({ age_group: row.age_group as AgeGroup, count: row.count }))
      })
    )

  return repository({ search, counts })
})

/** The map search with sort, origin and the filters of issue 20, and the counts of its options: asked of PostgreSQL's indexes. */
export class RefinedSearchRepository extends Context.Service<
  RefinedSearchRepository,
  Effect.Success<typeof makeRefinedSearchRepository>
>()("@pociecha/server/RefinedSearchRepository") {
  static readonly layer = Layer.effect(RefinedSearchRepository, makeRefinedSearchRepository)
}
