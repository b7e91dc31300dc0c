import { CMS_CITIES_PAGE_SIZE, type CityDescription, type CmsCity, makePage, normalizeSearchText, type Page } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { SqlError } from "effect/sql/SqlError"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { epochMs } from "./opinionRows"

/** Which cities the CMS lists: one voivodeship's (its slug), those whose name holds `q`, one page. */
export interface CmsCityFilter {
  readonly voivodeship?: string | undefined
  readonly q?: string | undefined
  readonly page: number
}

const makeCityDescriptionRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /** A page of the towns, alphabetically without accents (towns_cms_order / _voivodeship_order, towns_search_trgm). */
  const cities = (filter: CmsCityFilter): Effect.Effect<Page<CmsCity>, SqlError> => {
    const words = filter.q === undefined ? "" : normalizeSearchText(filter.q)
    const where = [
      ...(filter.voivodeship === undefined ? [] : [sql`v.slug = ${filter.voivodeship}`]),
      ...(words === "" ? [] : [sql`t.search_text like ${`%${words.replace(/[\\%_]/g, "\\$&")}%`}`])
    ]
    const condition = where.length === 0 ? sql`` : sql`where ${sql.and(where)}`
    return Effect.map(
      Effect.all([
        sql<CmsCity>`
          select t.id, t.name, t.slug as param, v.name as voivodeship, v.slug as voivodeship_param, t.county,
            exists (select 1 from city_descriptions d where d.town_id = t.id and d.description <> '') as has_description
          from towns t join voivodeships v on v.id = t.voivodeship_id
          ${condition}
          order by t.search_text, t.id
          limit ${CMS_CITIES_PAGE_SIZE} offset ${CMS_CITIES_PAGE_SIZE * (filter.page - 1)}`,
        sql<{ total: number }>`select count(*)::int as total from towns t join voivodeships v on v.id = t.voivodeship_id ${condition}`
      ]),
      ([rows, [count]]) => makePage(rows, { page: filter.page, limit: CMS_CITIES_PAGE_SIZE, total: count?.total ?? 0 })
    )
  }

  /** A city with its description (empty when it has none); null when there is no such city. */
  const byCity = (townId: number) =>
    Effect.map(
      sql<CityDescription>`
        select t.id as city_id, t.name as city, t.slug as param, v.name as voivodeship, v.slug as voivodeship_param,
          coalesce(d.description, '') as description, ${sql.literal(epochMs("d.updated_at"))} as updated_at
        from towns t join voivodeships v on v.id = t.voivodeship_id
        left join city_descriptions d on d.town_id = t.id
        where t.id = ${townId}`,
      (rows) => rows[0] ?? null
    )

  /** Replaces a city's description (already sanitised), as saved by `actorId`. */
  const save = (townId: number, description: string, actorId: string) =>
    policyRequire("cityDescription", "write")(sql`
      insert into city_descriptions (town_id, description, updated_by) values (${townId}, ${description}, ${actorId})
      on conflict (town_id) do update set description = excluded.description, updated_at = now(), updated_by = excluded.updated_by`)

  return repository({ cities, byCity, save })
})

/** The cities' descriptions the CMS edits and the catalogue shows. */
export class CityDescriptionRepository extends Context.Service<
  CityDescriptionRepository,
  Effect.Success<typeof makeCityDescriptionRepository>
>()("@pociecha/server/CityDescriptionRepository") {
  static readonly layer = Layer.effect(CityDescriptionRepository, makeCityDescriptionRepository)
}
