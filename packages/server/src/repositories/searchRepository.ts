import type { City, FacilitySearchItem, GeoSearchPayload } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { facilityTag } from "../search/facilityTag"
import { cityFromPlace, type PlaceRow } from "./cityFromTown"
import { geoSearchStatements, placeColumns } from "./geoSearchStatements"

const makeSearchRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /**
   * Cities, districts and facilities for the search box (see {@link geoSearchStatements}), asked
   * of the database: the answer the search index (search/searchIndex.ts) gives from memory is
   * tested equal to this one.
   */
  const geoSearch = (payload: GeoSearchPayload) =>
    Effect.gen(function*() {
      const statements = geoSearchStatements(sql, payload)
      if (statements === null) return { city: [] as Array<City>, facility: [] as Array<FacilitySearchItem> }
      const [towns, districts, facilities] = yield* Effect.all([
        statements.towns.unprepared,
        statements.districts?.unprepared ?? Effect.succeed([]),
        statements.facilities?.unprepared ?? Effect.succeed([])
      ])
      const places = towns.length + districts.length + facilities.length > 0
        ? [...towns, ...districts]
        : yield* statements.similarTowns.unprepared
      return {
        city: places.map(cityFromPlace),
        facility: facilities.map((f): FacilitySearchItem => ({
          id: f.id,
          name: f.name,
          slug: f.slug,
          status: f.status,
          payload: { city: f.city, post_code: f.post_code, street: f.street },
          tag: facilityTag(f.specialization_key, f.specialization_display)
        }))
      }
    })

  /** Towns named like the text, for a search-box text whose words matched nothing (a typo: 'krakuw'). */
  const similarTowns = (payload: GeoSearchPayload) => {
    const statements = geoSearchStatements(sql, payload)
    return statements === null
      ? Effect.succeed([] as Array<City>)
      : Effect.map(statements.similarTowns.unprepared, (rows) => rows.map(cityFromPlace))
  }

  /** The 18 built-in cities, in the spec's order. */
  const builtinCities = () =>
    Effect.map(
      sql<PlaceRow>`
        select 'city' as kind, t.id, t.name, t.slug, t.lat, t.lng, ${sql.literal(placeColumns)}
        from towns t join voivodeships v on v.id = t.voivodeship_id
        where t.builtin_rank is not null order by t.builtin_rank`,
      (rows) => rows.map(cityFromPlace)
    )

  return repository({ geoSearch, similarTowns, builtinCities })
})

/** The city-search box and the built-in cities. */
export class SearchRepository extends Context.Service<
  SearchRepository,
  Effect.Success<typeof makeSearchRepository>
>()("@pociecha/server/SearchRepository") {
  static readonly layer = Layer.effect(SearchRepository, makeSearchRepository)
}
