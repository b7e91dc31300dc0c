import type { CityListItem, DistrictListItem, FacilitySummary, Voivodeship } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { facilityJoins, summaryColumns } from "./facilityColumns"
import { publicFacility, specializationFilter } from "./facilityRepository"
import { pageFromRows } from "./pagination"

const polishOrder = new Intl.Collator("pl").compare

const makeRegionRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  const voivodeships = () =>
    Effect.map(
      sql<Voivodeship>`
        select v.id, v.name, v.slug,
          (select count(*) from facilities f where f.voivodeship_id = v.id and ${sql.literal(publicFacility)})::int
            as facilities_count
        from voivodeships v`,
      (rows) => [...rows].sort((a, b) => polishOrder(a.name, b.name))
    )

  /** Cities with facilities of the given specializations, per voivodeship, most facilities first. */
  const citiesWithCounts = (specializations: ReadonlyArray<string> | undefined, voivodeshipSlug?: string) =>
    sql<CityListItem>`
      select t.name, t.slug, v.name as voivodeship, v.slug as voivodeship_slug, count(*)::int as facilities_count
      from facilities f
      join towns t on t.id = f.town_id
      join voivodeships v on v.id = f.voivodeship_id
      where ${sql.literal(publicFacility)} and ${specializationFilter(sql, specializations)}
        and ${voivodeshipSlug === undefined ? sql.and([]) : sql`v.slug = ${voivodeshipSlug}`}
      group by t.id, t.name, t.slug, v.name, v.slug
      order by facilities_count desc, t.name`

  const topCities = (specializations: ReadonlyArray<string> | undefined, perVoivodeship = 5) =>
    Effect.map(Effect.all([voivodeships(), citiesWithCounts(specializations)]), ([all, cities]) =>
      all.map((v) => ({
        voivodeship: v.name,
        voivodeship_slug: v.slug,
        cities: cities.filter((c) => c.voivodeship_slug === v.slug).slice(0, perVoivodeship)
      })))

  const citiesOf = (voivodeshipSlug: string, specializations: ReadonlyArray<string> | undefined) =>
    Effect.gen(function*() {
      const found = yield* sql<{ name: string }>`select name from voivodeships where slug = ${voivodeshipSlug}`
      if (found[0] === undefined) return null
      const cities = yield* citiesWithCounts(specializations, voivodeshipSlug)
      return { voivodeship: found[0].name, cities: [...cities].sort((a, b) => polishOrder(a.name, b.name)) }
    })

  /** A city's districts with facilities of the given specializations; null when the city is unknown. */
  const districtsOf = (citySlug: string, voivodeshipSlug: string, specializations: ReadonlyArray<string> | undefined) =>
    Effect.gen(function*() {
      const towns = yield* sql<{ id: number }>`
        select t.id from towns t join voivodeships v on v.id = t.voivodeship_id
        where t.slug = ${citySlug} and v.slug = ${voivodeshipSlug}`
      const town = towns[0]
      if (town === undefined) return null
      const districts = yield* sql<DistrictListItem>`
        select d.name, d.slug, count(*)::int as facilities_count
        from facilities f join districts d on d.id = f.district_id
        where f.town_id = ${town.id} and ${sql.literal(publicFacility)} and ${specializationFilter(sql, specializations)}
        group by d.id, d.name, d.slug`
      return [...districts].sort((a, b) => polishOrder(a.name, b.name))
    })

  /** A city's (or district's) facilities, newest first; null when the city or district is unknown. */
  const newFacilities = (options: {
    citySlug: string
    voivodeshipSlug: string
    districtSlug: string | null
    specializations: ReadonlyArray<string> | undefined
    page: number
    limit: number
  }) =>
    Effect.gen(function*() {
      const towns = yield* sql<{ id: number; name: string; description: string | null }>`
        select t.id, t.name, d.description from towns t join voivodeships v on v.id = t.voivodeship_id
        left join city_descriptions d on d.town_id = t.id
        where t.slug = ${options.citySlug} and v.slug = ${options.voivodeshipSlug}`
      const town = towns[0]
      if (town === undefined) return null
      let district: { id: number; name: string } | null = null
      if (options.districtSlug !== null) {
        const districts = yield* sql<{ id: number; name: string }>`
          select id, name from districts where town_id = ${town.id} and slug = ${options.districtSlug}`
        district = districts[0] ?? null
        if (district === null) return null
      }
      const rows = yield* sql<FacilitySummary & { total_count: number }>`
        select ${sql.literal(summaryColumns)}, count(*) over ()::int as total_count
        from facilities f ${sql.literal(facilityJoins)}
        where ${district === null ? sql`f.town_id = ${town.id}` : sql`f.district_id = ${district.id}`}
          and ${sql.literal(publicFacility)} and ${specializationFilter(sql, options.specializations)}
        order by f.created_at desc, f.id desc
        limit ${options.limit} offset ${options.limit * (options.page - 1)}`
      // The description is the city's: its district pages list facilities only.
      const description = district === null && town.description !== null && town.description !== "" ? town.description : null
      return { city: town.name, district: district?.name ?? null, description, facilities: pageFromRows(rows, options) }
    })

  /**
   * Every place with facilities of the given specializations: each city, and each of its districts
   * that has some (district null for the city's own row) — the catalogue pages worth listing.
   */
  const placesWithFacilities = (specializations: ReadonlyArray<string>) =>
    sql<{ voivodeship: string; city: string; district: string | null }>`
      select v.slug as voivodeship, t.slug as city, d.slug as district
      from facilities f
      join towns t on t.id = f.town_id
      join voivodeships v on v.id = f.voivodeship_id
      left join districts d on d.id = f.district_id
      where ${sql.literal(publicFacility)} and ${specializationFilter(sql, specializations)}
      group by grouping sets ((v.slug, t.slug), (v.slug, t.slug, d.slug))
      having grouping(d.slug) = 1 or d.slug is not null
      order by v.slug, t.slug, d.slug nulls first`

  return repository({ voivodeships, topCities, citiesOf, districtsOf, newFacilities, placesWithFacilities })
})

/** Catalogue reads: voivodeships, their cities and a city's facilities. */
export class RegionRepository extends Context.Service<
  RegionRepository,
  Effect.Success<typeof makeRegionRepository>
>()("@pociecha/server/RegionRepository") {
  static readonly layer = Layer.effect(RegionRepository, makeRegionRepository)
}
