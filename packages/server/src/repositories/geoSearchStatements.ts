import type { FacilitySearchItem, GeoSearchPayload } from "@pociecha/core"
import type { SqlClient } from "effect/sql"
import type { PlaceRow } from "./cityFromTown"
import { facilityConditions, resultOrder } from "./facilityConditions"
import { searchQueries, searchWords } from "./searchWords"

type Sql = SqlClient.SqlClient

/** What a City is made of, beside the place itself (aliases `t` towns, `v` voivodeships). */
export const placeColumns = `
  v.name as voivodeship, v.slug as voivodeship_slug, t.county, t.population, t.builtin_rank,
  t.boundingbox, t.mobile_boundingbox, t.city_cache, t.name as town_name, t.slug as town_slug`

/** A facility hit before it becomes a FacilitySearchItem. */
export interface FacilityHitRow {
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

const FACILITY_HITS = 8

/** Below this many characters a text only looks up town names. */
const MIN_FULL_SEARCH = 3

/**
 * The geo-search queries for a text; null when it holds no word. Words match in any order,
 * without diacritics, each as a whole word or the beginning of one (the last is often still
 * being typed), against full-text vectors with GIN indexes.
 *
 * Towns and districts: those whose names begin with the words, and those the text names
 * whole ('przedszkole krakow' names Kraków) — the named ones first, then built-in cities,
 * then the most populous. Facilities: every word in the name, town, district or street;
 * ranked by how exactly the words name the facility — all whole words of its name, then of
 * its name and place, then beginnings of those, then anything matching the street — and
 * within a rank premium first. Each rank's query is asked apart, in result order with a limit,
 * so a common word ('przedszkole') walks the result-order index and stops after a few rows,
 * and a rare one is read from the GIN index. The first hits of every rank's query hold the
 * first hits of each rank, since every rank's matches are a part of the next rank's.
 *
 * A text that matches nothing may be a misspelt town: trigram similarity (pg_trgm) on the
 * towns' normalised names finds the likely ones.
 *
 * Run them `unprepared`: the planner then sees the words (each tsquery folds to a constant)
 * and weighs how common they are, where a cached generic plan would guess.
 */
export const geoSearchStatements = (sql: Sql, payload: GeoSearchPayload) => {
  const words = searchWords(payload.query)
  if (words.length === 0) return null
  const q = searchQueries(words)
  const tsquery = (text: string) => sql`to_tsquery('pociecha_search', ${text})`
  const lexemesOfText = sql`tsvector_to_array(to_tsvector('pociecha_search', ${q.text}))`
  const placeMatches = (alias: "t" | "d") => {
    const vector = sql.literal(`${alias}.search_vector`)
    const named = sql`tsvector_to_array(${vector}) <@ ${lexemesOfText}`
    return {
      where: sql`(${vector} @@ ${tsquery(q.allPrefixes)} or (${vector} @@ ${tsquery(q.anyWhole)} and ${named}))`,
      named
    }
  }
  // A match of one rank's query matches every later one's: a facility takes its first rank.
  const rankedQueries = [
    sql`f.name_vector @@ ${tsquery(q.allWhole)}`,
    sql`f.name_place_vector @@ ${tsquery(q.allWhole)}`,
    sql`f.name_place_vector @@ ${tsquery(q.allPrefixes)}`,
    sql`f.search_vector @@ ${tsquery(q.allPrefixes)}`
  ]
  const towns = placeMatches("t")
  const districts = placeMatches("d")
  const full = q.text.length >= MIN_FULL_SEARCH
  return {
    /** Towns whose names are like the text, for a text that matched nothing (a typo: 'krakuw'). */
    similarTowns: sql<PlaceRow>`
      select 'city' as kind, t.id, t.name, t.slug, t.lat, t.lng, ${sql.literal(placeColumns)}
      from towns t join voivodeships v on v.id = t.voivodeship_id
      where t.search_text % unaccent(${q.text})
      order by similarity(t.search_text, unaccent(${q.text})) desc, t.builtin_rank nulls last, t.population desc, t.id
      limit 6`,
    towns: sql<PlaceRow>`
      select 'city' as kind, t.id, t.name, t.slug, t.lat, t.lng, ${sql.literal(placeColumns)}
      from towns t join voivodeships v on v.id = t.voivodeship_id
      where ${towns.where}
      order by ${towns.named} desc, t.builtin_rank nulls last, t.population desc, t.id
      limit 6`,
    districts: full
      ? sql<PlaceRow>`
        select 'district' as kind, d.id, d.name, d.slug, d.lat, d.lng, ${sql.literal(placeColumns)}
        from districts d join towns t on t.id = d.town_id join voivodeships v on v.id = t.voivodeship_id
        where ${districts.where}
        order by ${districts.named} desc, t.population desc, d.name
        limit 4`
      : null,
    facilities: full
      ? sql<FacilityHitRow>`
        select f.id, f.name, f.slug, f.status, t.name as city, f.post_code, f.street,
          tg.key as specialization_key, tg.display as specialization_display
        from (
          select ranked.id, min(ranked.rank) as rank
          from (${sql.join(" union all ", false)(rankedQueries.map((matches, rank) => sql`(
            select f.id, ${rank}::int as rank from facilities f
            where ${matches} and ${facilityConditions(sql, payload)}
            order by ${sql.literal(resultOrder)}
            limit ${FACILITY_HITS})`))}) ranked
          group by ranked.id
        ) hit
        join facilities f on f.id = hit.id
        join towns t on t.id = f.town_id
        left join tags tg on tg.id = f.specialization[1]
        order by hit.rank, ${sql.literal(resultOrder)}
        limit ${FACILITY_HITS}`
      : null
  }
}
