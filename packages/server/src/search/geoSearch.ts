import type { City, FacilitySearchItem, GeoSearchPayload } from "@pociecha/core"
import { searchQueries, searchWords } from "../repositories/searchWords"
import { facilityTag } from "./facilityTag"
import { passesFilters } from "./markerSearch"
import type { MarkerSnapshot } from "./markerSnapshot"
import { searchLexeme, type Unaccented } from "./searchLexemes"
import { havingAll, havingAny, visitPositions, wordIndex, type WordIndex } from "./wordIndex"

/** Towns or districts the search box may offer, in the order it offers them, with their words. */
export interface PlaceList {
  /** Each place's City as JSON, encoded once when read. */
  readonly json: ReadonlyArray<string>
  /** Each place's lexemes (its search_vector). */
  readonly words: ReadonlyArray<ReadonlyArray<string>>
  readonly index: WordIndex
}

/**
 * Towns (built-in cities first, then the most populous, then by id) and districts (their
 * town's population, then their name): the orders of geoSearchStatements, read from the database.
 */
export interface Places {
  readonly towns: PlaceList
  readonly districts: PlaceList
}

/** The places of `cities`, each with its lexemes, in the order given. */
export const placeList = (places: ReadonlyArray<{ readonly city: City; readonly words: ReadonlyArray<string> }>): PlaceList => ({
  json: places.map((place) => JSON.stringify(place.city)),
  words: places.map((place) => place.words),
  index: wordIndex(places.map((place) => place.words))
})

const TOWNS = 6
const DISTRICTS = 4
const FACILITY_HITS = 8
/** Below this many characters a text only looks up town names. */
const MIN_FULL_SEARCH = 3

/**
 * Places whose names begin with the words, or that the text names whole (one of its words is
 * a whole word of the place, and every word of the place is in the text) — those named first,
 * then in the places' order — at most `limit` (the towns and districts of geoSearchStatements).
 */
const placesFor = (places: PlaceList, lexemes: ReadonlyArray<string>, limit: number) => {
  const inText = new Set(lexemes)
  const isNamed = (position: number) => places.words[position]!.every((word) => inText.has(word))
  const candidates = havingAll(places.index, lexemes, false)
  visitPositions(havingAny(places.index, lexemes), null, (position) => {
    if (isNamed(position)) candidates[position >>> 5]! |= 1 << (position & 31)
    return false
  })
  const named: Array<string> = []
  const begun: Array<string> = []
  visitPositions(candidates, null, (position) => {
    ;(isNamed(position) ? named : begun).push(places.json[position]!)
    return named.length === limit
  })
  return [...named, ...begun].slice(0, limit)
}

/** A facility's words, name, name and place, and all: built on a snapshot's first search-box search. */
interface FacilityWords {
  readonly name: WordIndex
  readonly place: WordIndex
  readonly search: WordIndex
}

/** Built when first asked for rather than with the snapshot: a burst of changes to the markers builds it once. */
const facilityWords = new WeakMap<MarkerSnapshot, FacilityWords>()

const facilityWordsOf = (snapshot: MarkerSnapshot) => {
  let words = facilityWords.get(snapshot)
  if (words === undefined) {
    words = {
      name: wordIndex(snapshot.ordered.map((entry) => entry.name_words)),
      place: wordIndex(snapshot.ordered.map((entry) => entry.place_words)),
      search: wordIndex(snapshot.ordered.map((entry) => entry.search_words))
    }
    facilityWords.set(snapshot, words)
  }
  return words
}

/**
 * The facilities that pass the filters, by how exactly they match — every word a whole word of
 * the name, of the name and place, the beginning of one of those, or of anything with the
 * street — and within a rank in result order, at most eight. Each rank's matches hold the
 * previous rank's, so a rank adds what the previous one lacks.
 */
const facilitiesFor = (snapshot: MarkerSnapshot, lexemes: ReadonlyArray<string>, payload: GeoSearchPayload) => {
  const words = facilityWordsOf(snapshot)
  // Each rank's set is made only when the ranks before it left room.
  const ranks = [
    () => havingAll(words.name, lexemes, true),
    () => havingAll(words.place, lexemes, true),
    () => havingAll(words.place, lexemes, false),
    () => havingAll(words.search, lexemes, false)
  ]
  const passes = passesFilters(snapshot, payload)
  const hits: Array<string> = []
  let previous: Uint32Array | null = null
  for (const rank of ranks) {
    const matches = rank()
    visitPositions(matches, previous, (position) => {
      if (passes(position)) hits.push(facilityHit(snapshot, position))
      return hits.length === FACILITY_HITS
    })
    if (hits.length === FACILITY_HITS) break
    previous = matches
  }
  return hits
}

const facilityHit = (snapshot: MarkerSnapshot, position: number) => {
  const entry = snapshot.ordered[position]!
  const hit: FacilitySearchItem = {
    id: entry.id,
    name: entry.name,
    slug: entry.slug,
    status: entry.status,
    payload: { city: entry.city, post_code: entry.post_code, street: entry.street },
    tag: facilityTag(entry.specialization_key, entry.specialization_display)
  }
  return JSON.stringify(hit)
}

/**
 * The search box's answer (spec 7.5) from memory, as the JSON of the contract's GeoSearchResult,
 * the same as geoSearchStatements' queries give: towns, districts and facilities matching the
 * words in any order, without diacritics, each as a whole word or the beginning of one. A text
 * without words finds nothing. Null when the words match nothing: a misspelt town is then
 * looked for by trigrams, in the database.
 */
export const geoSearchSnapshot = (
  snapshot: MarkerSnapshot,
  places: Places,
  unaccented: Unaccented,
  payload: GeoSearchPayload
): string | null => {
  const words = searchWords(payload.query)
  if (words.length === 0) return `{"city":[],"facility":[]}`
  const lexemes = words.map((word) => searchLexeme(word, unaccented))
  const full = searchQueries(words).text.length >= MIN_FULL_SEARCH
  const towns = placesFor(places.towns, lexemes, TOWNS)
  const districts = full ? placesFor(places.districts, lexemes, DISTRICTS) : []
  const facilities = full ? facilitiesFor(snapshot, lexemes, payload) : []
  if (towns.length + districts.length + facilities.length === 0) return null
  return `{"city":[${[...towns, ...districts].join(",")}],"facility":[${facilities.join(",")}]}`
}
