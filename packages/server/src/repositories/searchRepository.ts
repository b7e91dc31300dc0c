import {
  normalizeSearchText,
  zoomResultCap,
  type City,
  type FacilityMarker,
  type FacilitySearchItem,
  type GeoSearchPayload,
  type SearchPayload
} from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { cityFromPlace, type PlaceRow } from "./cityFromTown"
import { markerColumns } from "./facilityColumns"
import { publicFacility } from "./facilityRepository"

const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&")

/**
 * Premium first, then registered, best rated first: when a view holds more than
 * the cap, paying facilities stay visible. Matches the facilities_result_order index.
 */
const resultOrder = "f.map_rank, f.score_total desc nulls last, f.id"

const placeColumns = `
  v.name as voivodeship, v.slug as voivodeship_slug, t.county, t.population, t.builtin_rank,
  t.boundingbox, t.mobile_boundingbox, t.city_cache, t.name as town_name, t.slug as town_slug`

type Sql = SqlClient.SqlClient

const tagFilter = (sql: Sql, column: "specialization" | "ownership", keys: ReadonlyArray<string> | undefined) =>
  keys === undefined || keys.length === 0
    ? sql.and([])
    : sql`f.${sql(column)} && array(select id from tags where type = ${column} and key in ${sql.in(keys)})`

const statusFilter = (sql: Sql, statuses: ReadonlyArray<string> | undefined) =>
  statuses === undefined || statuses.length === 0 ? sql.and([]) : sql`f.status in ${sql.in(statuses)}`

/** Zoom at and below which a view covers a region or the whole country. */
const WIDE_VIEW_ZOOM = 8

/**
 * The rectangle test. PostgreSQL has no statistics for `point <@ box` and always
 * guesses a tiny share, so it would fetch a whole country's facilities through the
 * GiST index and sort them all. Wide views therefore test latitude and longitude
 * (which it can estimate) while walking facilities_result_order, stopping at the
 * cap; city and street views use the GiST index.
 */
const inRectangle = (
  sql: Sql,
  { south, north, west, east }: { south: number; north: number; west: number; east: number },
  zoom: number
) =>
  zoom <= WIDE_VIEW_ZOOM
    ? sql`f.lat between ${south} and ${north} and f.lng between ${west} and ${east}`
    : sql`f.location <@ box(point(${west}, ${south}), point(${east}, ${north}))`

/** Facilities inside the visible rectangle, in result order, at most the zoom's cap. */
export const searchStatement = (sql: Sql, payload: SearchPayload) => {
  const lats = payload.search_polygon.data.map((p) => p.lat)
  const lngs = payload.search_polygon.data.map((p) => p.lng)
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)]
  return sql<FacilityMarker>`
    select ${sql.literal(markerColumns)}
    from facilities f join towns t on t.id = f.town_id
    where ${inRectangle(sql, { south, north, west, east }, payload.zoom)}
      and ${sql.literal(publicFacility)}
      and ${statusFilter(sql, payload.accepted_status)}
      and ${tagFilter(sql, "specialization", payload.required_specialization)}
      and ${tagFilter(sql, "ownership", payload.required_ownership)}
    order by ${sql.literal(resultOrder)}
    limit ${zoomResultCap(payload.zoom)}`
}

interface FacilityHitRow {
  readonly id: number
  readonly name: string
  readonly slug: string | null
  readonly status: FacilitySearchItem["status"]
  readonly city: string
  readonly post_code: string | null
  readonly street: string | null
  readonly specialization_key: string | null
  readonly specialization_display: string | null
}

/** The geo-search queries for a text; null when the text is blank. Districts and facilities need 3+ characters. */
export const geoSearchStatements = (sql: Sql, payload: GeoSearchPayload) => {
  const text = normalizeSearchText(payload.query).trim()
  if (text === "") return null
  const prefix = `${escapeLike(text)}%`
  const anywhere = `%${escapeLike(text)}%`
  const long = text.length >= 3
  return {
    towns: sql<PlaceRow>`
      select 'city' as kind, t.id, t.name, t.slug, t.lat, t.lng, ${sql.literal(placeColumns)}
      from towns t join voivodeships v on v.id = t.voivodeship_id
      where ${long ? sql`t.search_text like ${anywhere}` : sql`t.search_text like ${prefix}`}
      order by t.builtin_rank nulls last, (t.search_text like ${prefix}) desc, t.population desc
      limit 6`,
    districts: long
      ? sql<PlaceRow>`
        select 'district' as kind, d.id, d.name, d.slug, d.lat, d.lng, ${sql.literal(placeColumns)}
        from districts d join towns t on t.id = d.town_id join voivodeships v on v.id = t.voivodeship_id
        where d.search_text like ${anywhere}
        order by (d.search_text like ${prefix}) desc, t.population desc, d.name
        limit 4`
      : null,
    facilities: long
      ? sql<FacilityHitRow>`
        select f.id, f.name, f.slug, f.status, t.name as city, f.post_code, f.street,
          tg.key as specialization_key, tg.display as specialization_display
        from facilities f join towns t on t.id = f.town_id
        left join tags tg on tg.id = f.specialization[1]
        where f.search_text like ${anywhere} and ${sql.literal(publicFacility)}
          and ${statusFilter(sql, payload.accepted_status)}
          and ${tagFilter(sql, "specialization", payload.required_specialization)}
          and ${tagFilter(sql, "ownership", payload.required_ownership)}
        order by ${sql.literal(resultOrder)}
        limit 8`
      : null
  }
}

const makeSearchRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  const search = (payload: SearchPayload) => searchStatement(sql, payload)

  /**
   * Cities, districts and facilities whose names contain the text, ignoring case
   * and Polish diacritics (trigram indexes on the normalised text). Below three
   * characters trigrams can't help, so only town-name prefixes are searched.
   */
  const geoSearch = (payload: GeoSearchPayload) =>
    Effect.gen(function*() {
      const statements = geoSearchStatements(sql, payload)
      if (statements === null) return { city: [] as Array<City>, facility: [] as Array<FacilitySearchItem> }
      const [towns, districts, facilities] = yield* Effect.all([
        statements.towns,
        statements.districts ?? Effect.succeed([]),
        statements.facilities ?? Effect.succeed([])
      ])
      return {
        city: [...towns, ...districts].map(cityFromPlace),
        facility: facilities.map((f): FacilitySearchItem => ({
          id: f.id,
          name: f.name,
          slug: f.slug,
          status: f.status,
          payload: { city: f.city, post_code: f.post_code, street: f.street },
          tag: { preset: f.specialization_key ?? "missing", label: f.specialization_display ?? "MISSING" }
        }))
      }
    })

  /** The 18 built-in cities, in the spec's order. */
  const builtinCities = () =>
    Effect.map(
      sql<PlaceRow>`
        select 'city' as kind, t.id, t.name, t.slug, t.lat, t.lng, ${sql.literal(placeColumns)}
        from towns t join voivodeships v on v.id = t.voivodeship_id
        where t.builtin_rank is not null order by t.builtin_rank`,
      (rows) => rows.map(cityFromPlace)
    )

  return repository({ search, geoSearch, builtinCities })
})

/** Map search and the city-search box. */
export class SearchRepository extends Context.Service<
  SearchRepository,
  Effect.Success<typeof makeSearchRepository>
>()("@pociecha/server/SearchRepository") {
  static readonly layer = Layer.effect(SearchRepository, makeSearchRepository)
}
