import { normalizeSearchText, slugify } from "@pociecha/core"
import { Effect } from "effect"
import { SqlClient, type SqlError } from "effect/sql"
import { seedAccounts } from "./accounts"
import { insertRows } from "./batches"
import { seedBlogPosts } from "./blogPosts"
import { builtinCities } from "./builtinCities"
import { districtsByCity } from "./districts"
import { seedFacilities } from "./facilities"
import type { FacilityTown } from "./facilityRecord"
import { seedOpinions, updateScores } from "./opinions"
import { seedTags } from "./tags"
import { seedTeacherZone } from "./teacherZone"
import { loadTowns } from "./towns"
import { seedUserLimits, userLimitRows } from "./userLimits"
import { voivodeships, type VoivodeshipSeed } from "./voivodeships"

export {  demoAccount, demoAccounts, demoFacility,  } from "./demoAccounts"

/** The moment the seeded data is "now" at: creation dates fall in the 3 years before it. */
export const DEFAULT_REFERENCE_DATE = new Date("2026-11-01T00:00:00Z")

export interface SeedOptions {
  /** How many demo facilities: 25,000 for a national-scale database, ~2,000 for tests; at least 500. */
  readonly facilities: number
  /**
   * Demo facilities, opinions and the demo accounts (whose password is public). Without it only
   * the reference data is written: voivodeships, towns, districts, tags and package limits.
   */
  readonly demo: boolean
  /** Defaults to {@link DEFAULT_REFERENCE_DATE}, which keeps the data the same on every run. */
  readonly referenceDate?: Date
}

/** Rows written, per table. */
export interface SeedCounts {
  readonly voivodeships: number
  readonly towns: number
  readonly districts: number
  readonly tags: number
  readonly facilities: number
  readonly facility_employees: number
  readonly facility_photos: number
  readonly opinions: number
  readonly accounts: number
  readonly facility_members: number
  readonly user_limits: number
}

export type SeedSummary =
  | { readonly skipped: true; readonly elapsedMs: number }
  | { readonly skipped: false; readonly elapsedMs: number; readonly counts: SeedCounts }

type DemoCounts = Pick<SeedCounts, "facilities" | "facility_employees" | "facility_photos" | "opinions" | "accounts" | "facility_members">

const noDemoData: DemoCounts = { facilities: 0, facility_employees: 0, facility_photos: 0, opinions: 0, accounts: 0, facility_members: 0 }

/** Demo facilities with opinions and scores, and the demo accounts. */
const seedDemoData = (towns: ReadonlyArray<FacilityTown>, facilities: number, referenceDate: Date) =>
  Effect.gen(function*() {
    const seeded = yield* seedFacilities(towns, Math.max(1, Math.floor(facilities)), referenceDate)
    const opinions = yield* seedOpinions(seeded.facilities, referenceDate, new Set([seeded.demoFacilityId]))
    const accounts = yield* seedAccounts(seeded.facilities, seeded.demoFacilityId, referenceDate)
    yield* updateScores
    yield* seedTeacherZone(referenceDate)
    yield* seedBlogPosts(referenceDate)
    const counts: DemoCounts = {
      facilities: seeded.facilities.length,
      facility_employees: seeded.employees,
      facility_photos: seeded.photos,
      opinions: opinions + accounts.opinions,
      accounts: accounts.accounts,
      facility_members: accounts.members
    }
    return counts
  })

const toArrayLiteral = (values: ReadonlyArray<number> | null) => (values === null ? null : `{${values.join(",")}}`)

/** Voivodeships, towns (with the built-in cities' boxes) and districts; the towns as facilities see them. */
const seedRegions = Effect.gen(function*() {
  const insertedVoivodeships = yield* insertRows<Record<string, unknown>, { id: number; slug: string }>(
    "voivodeships", voivodeships.map(({ name, slug }) => ({ name, slug })), "id, slug")
  const voivodeshipId = new Map(insertedVoivodeships.map((row) => [row.slug, row.id]))

  const towns = loadTowns()
  const insertedTowns = yield* insertRows<Record<string, unknown>, { id: number }>("towns", towns.map((town) => ({
    name: town.name,
    slug: town.slug,
    voivodeship_id: voivodeshipId.get(town.voivodeshipSlug) as number,
    county: town.county,
    lat: town.lat,
    lng: town.lng,
    population: town.population,
    search_text: town.searchText,
    builtin_rank: town.builtin?.rank ?? null,
    boundingbox: toArrayLiteral(town.builtin?.boundingbox ?? null),
    mobile_boundingbox: toArrayLiteral(town.builtin?.mobileBoundingbox ?? null),
    city_cache: town.builtin?.cityCache ?? null
  })), "id")

  const districtRows = towns.flatMap((town, index) =>
    town.builtin === null ? [] : (districtsByCity.get(town.name) ?? []).map((district) => ({
      town_id: insertedTowns[index]?.id as number,
      name: district.name,
      slug: slugify(district.name),
      lat: district.lat,
      lng: district.lng,
      search_text: normalizeSearchText(district.name)
    })))
  const insertedDistricts = yield* insertRows<(typeof districtRows)[number], { id: number }>(
    "districts", districtRows, "id")

  const voivodeshipBySlug = new Map(voivodeships.map((v) => [v.slug, v]))
  const facilityTowns = towns.map((town, index): FacilityTown => {
    const id = insertedTowns[index]?.id as number
    const builtin = town.builtin === null ? null : builtinCities[town.builtin.rank - 1] ?? null
    return {
      id,
      voivodeshipId: voivodeshipId.get(town.voivodeshipSlug) as number,
      name: town.name,
      slug: town.slug,
      county: town.county,
      lat: town.lat,
      lng: town.lng,
      population: town.population,
      voivodeship: voivodeshipBySlug.get(town.voivodeshipSlug) as VoivodeshipSeed,
      builtin,
      boundingbox: town.builtin?.boundingbox ?? null,
      districts: districtRows.flatMap((district, d) =>
        district.town_id === id ? [{ id: insertedDistricts[d]?.id as number, lat: district.lat, lng: district.lng }] : [])
    }
  })
  return { towns: facilityTowns, voivodeships: insertedVoivodeships.length, districts: districtRows.length }
})

/**
 * Fills an empty database: the 16 voivodeships, every Polish town of 1,000+ people (the 18
 * built-in cities with their boxes), districts of the big cities, the seeded tags and the
 * package limits; with `demo`, also `options.facilities` facilities with opinions and the demo
 * accounts ({@link demoAccounts}). Runs only when `voivodeships` is empty, in one transaction;
 * the same options give the same data every time.
 */
export const seedDatabase = (
  options: SeedOptions
): Effect.Effect<SeedSummary, SqlError.SqlError, SqlClient.SqlClient> =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const started = performance.now()
    const referenceDate = options.referenceDate ?? DEFAULT_REFERENCE_DATE
    const elapsed = () => Math.round(performance.now() - started)

    return yield* sql.withTransaction(Effect.gen(function*() {
      // Two servers starting at once: the second waits here, then sees the rows and skips.
      yield* sql`lock table voivodeships in share row exclusive mode`
      const [existing] = yield* sql<{ n: number }>`select count(*)::int as n from voivodeships`
      if ((existing?.n ?? 0) > 0) return { skipped: true, elapsedMs: elapsed() } satisfies SeedSummary

      const regions = yield* seedRegions
      const tagsCreatedAt = new Date(referenceDate.getTime() - 4 * 365 * 86_400_000)
      yield* insertRows("tags", seedTags.map((tag) => ({ ...tag, created_at: tagsCreatedAt })))

      // The calendar holidays are tags too, written by their migration (0014): count the table.
      const [tags] = yield* sql<{ n: number }>`select count(*)::int as n from tags`

      yield* seedUserLimits
      const demo = options.demo ? yield* seedDemoData(regions.towns, options.facilities, referenceDate) : noDemoData

      const counts: SeedCounts = {
        voivodeships: regions.voivodeships,
        towns: regions.towns.length,
        districts: regions.districts,
        tags: tags?.n ?? 0,
        user_limits: userLimitRows.length,
        ...demo
      }
      return { skipped: false, elapsedMs: elapsed(), counts } satisfies SeedSummary
    }))
  })
