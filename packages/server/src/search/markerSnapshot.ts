import { AGE_GROUPS, markerRow, type AgeGroup, type FacilityMarker, type FacilityStatus, type SearchFacility } from "@pociecha/core"
import KDBush from "kdbush"
import { facilityTag } from "./facilityTag"
import { specializationPlaces, type SpecializationPlaces } from "./specializationPlaces"

/**
 * A public facility as the search index holds it: its marker, what filters and orders it,
 * what the spec's search item adds, and the words the search box finds it by.
 */
export interface FacilityRow extends FacilityMarker {
  readonly ownership: ReadonlyArray<string>
  /** 0 premium, 1 registered, 2 free (the map_rank column). */
  readonly map_rank: number
  /** The age groups it has free places in while it recruits (vacancies_by_age with places > 0). */
  readonly vacancy_groups: ReadonlyArray<AgeGroup>
  readonly post_code: string | null
  /** Key and display of the tag its first specialization names, if any. */
  readonly specialization_key: string | null
  readonly specialization_display: string | null
  /** The lexemes of its name_vector, name_place_vector and search_vector (migration 0006). */
  readonly name_words: ReadonlyArray<string>
  readonly place_words: ReadonlyArray<string>
  readonly search_words: ReadonlyArray<string>
}

/**
 * A row with its two answers' JSON, each with a comma after it and encoded once when the row is
 * read: `json`, the contract's MarkerRow, its specializations placed in the snapshot's
 * `specializations`; `item`, the contract's SearchFacility.
 */
export interface MarkerEntry extends FacilityRow {
  readonly json: Buffer
  readonly item: Buffer
}

/** A tag the search filters name by key. */
export interface TagRow {
  readonly id: string
  readonly type: string
  readonly key: string
}

/**
 * Tags of one type as bits: each entry has `words` 32-bit words in `bits`, a bit set for
 * each tag it carries; `bitOf` gives a tag id's bit.
 */
export interface TagBits {
  readonly bitOf: ReadonlyMap<string, number>
  readonly words: number
  readonly bits: Uint32Array
}

/**
 * A kd-tree over facilities' positions on the map, and the facility at each of its points.
 * It outlives changes that move no facility and add or remove none.
 */
interface Points {
  readonly tree: KDBush
  readonly pointOf: ReadonlyMap<number, number>
}

/**
 * Every public facility in result order (`ordered`), in columns a search reads without touching
 * an object: position, status, tags as bits, and each facility's JSON in both answers (`json`
 * for the marker wire, `items` for the array); `head` opens every marker answer. Immutable: a
 * change makes a new snapshot and swaps it in, so a search never sees half an update.
 */
export interface MarkerSnapshot {
  readonly byId: ReadonlyMap<number, MarkerEntry>
  readonly ordered: ReadonlyArray<MarkerEntry>
  readonly tags: ReadonlyArray<TagRow>
  /** The specialization ids every entry's JSON points into. */
  readonly specializations: ReadonlyArray<string>
  /** `{"specializations":[…],"markers":[`: the start of every marker answer. */
  readonly head: Buffer
  readonly size: number
  readonly lat: Float64Array
  readonly lng: Float64Array
  readonly status: Uint8Array
  /** Bit i set: free places in AGE_GROUPS[i] (see {@link ageGroupBits}). */
  readonly vacancies: Uint8Array
  readonly specialization: TagBits
  readonly ownership: TagBits
  readonly json: ReadonlyArray<Buffer>
  readonly items: ReadonlyArray<Buffer>
  readonly points: Points
  /** The result-order position of the facility at each point of `points.tree`. */
  readonly positionOfPoint: Uint32Array
  readonly tagIds: ReadonlyMap<string, string>
}

/**
 * The entry of a row. Every entry is built field by field in one order, so that all share one
 * shape and the loops over 25,000 of them stay fast: entries spread from the rows made an
 * update of one facility take 100 ms instead of 15.
 */
export const markerEntry = (row: FacilityRow, places: SpecializationPlaces): MarkerEntry => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  status: row.status,
  lat: row.lat,
  lng: row.lng,
  city: row.city,
  street: row.street,
  building_number: row.building_number,
  specialization: row.specialization,
  score_total: row.score_total,
  ownership: row.ownership,
  map_rank: row.map_rank,
  vacancy_groups: row.vacancy_groups,
  post_code: row.post_code,
  specialization_key: row.specialization_key,
  specialization_display: row.specialization_display,
  name_words: row.name_words,
  place_words: row.place_words,
  search_words: row.search_words,
  json: Buffer.from(`${JSON.stringify(markerRow(row, places.placeOf))},`),
  item: Buffer.from(`${JSON.stringify(searchFacility(row))},`)
})

/** The columns a search item is made of. */
type SearchItemColumn =
  | "id" | "name" | "slug" | "status" | "city" | "post_code" | "street" | "building_number"
  | "specialization_key" | "specialization_display" | "lat" | "lng" | "specialization" | "score_total"

/** A row as the contract's SearchFacility: the spec's search item (3.3) with the map's fields. */
export const searchFacility = (row: Pick<FacilityRow, SearchItemColumn>): SearchFacility => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  status: row.status,
  payload: { city: row.city, post_code: row.post_code, street: row.street, building_number: row.building_number },
  tag: facilityTag(row.specialization_key, row.specialization_display),
  location: { lat: row.lat, lng: row.lng },
  specialization: row.specialization,
  score_total: row.score_total
})

/** Premium first, then registered, best rated first, then by id: the SQL result order. */
const resultOrder = (a: MarkerEntry, b: MarkerEntry) =>
  a.map_rank - b.map_rank ||
  (b.score_total ?? -Infinity) - (a.score_total ?? -Infinity) ||
  a.id - b.id

export const statusCodes: Record<FacilityStatus, number> = { premium: 0, registered: 1, unknown: 2 }

/** Age groups as bits: bit i for AGE_GROUPS[i] (five groups fit a byte). */
export const ageGroupBits = (groups: ReadonlyArray<AgeGroup>) => groups.reduce((bits, group) => bits | (1 << AGE_GROUPS.indexOf(group)), 0)

const tagBits = (tags: ReadonlyArray<TagRow>, type: string, ordered: ReadonlyArray<ReadonlyArray<string>>): TagBits => {
  const bitOf = new Map(tags.filter((tag) => tag.type === type).map((tag, bit) => [tag.id, bit]))
  const words = Math.max(1, Math.ceil(bitOf.size / 32))
  const bits = new Uint32Array(ordered.length * words)
  ordered.forEach((ids, i) => {
    for (const id of ids) {
      const bit = bitOf.get(id)
      if (bit !== undefined) bits[i * words + (bit >>> 5)]! |= 1 << (bit & 31)
    }
  })
  return { bitOf, words, bits }
}

const pointsOf = (entries: ReadonlyArray<MarkerEntry>): Points => {
  // KDBush needs at least one point: an empty snapshot holds one that no rectangle reaches.
  const tree = new KDBush(Math.max(1, entries.length))
  for (const entry of entries) tree.add(entry.lng, entry.lat)
  if (entries.length === 0) tree.add(Infinity, Infinity)
  tree.finish()
  return { tree, pointOf: new Map(entries.map((entry, point) => [entry.id, point])) }
}

const assemble = (
  byId: ReadonlyMap<number, MarkerEntry>,
  ordered: ReadonlyArray<MarkerEntry>,
  tags: ReadonlyArray<TagRow>,
  places: SpecializationPlaces,
  points: Points
): MarkerSnapshot => {
  const size = ordered.length
  const lat = new Float64Array(size)
  const lng = new Float64Array(size)
  const status = new Uint8Array(size)
  const vacancies = new Uint8Array(size)
  const positionOfPoint = new Uint32Array(Math.max(1, size)).fill(size)
  ordered.forEach((entry, i) => {
    lat[i] = entry.lat
    lng[i] = entry.lng
    status[i] = statusCodes[entry.status]
    vacancies[i] = ageGroupBits(entry.vacancy_groups)
    positionOfPoint[points.pointOf.get(entry.id)!] = i
  })
  const specializations = [...places.ids]
  return {
    byId,
    ordered,
    tags,
    specializations,
    head: Buffer.from(`{"specializations":${JSON.stringify(specializations)},"markers":[`),
    size,
    lat,
    lng,
    status,
    vacancies,
    specialization: tagBits(tags, "specialization", ordered.map((entry) => entry.specialization)),
    ownership: tagBits(tags, "ownership", ordered.map((entry) => entry.ownership)),
    json: ordered.map((entry) => entry.json),
    items: ordered.map((entry) => entry.item),
    points,
    positionOfPoint,
    tagIds: new Map(tags.map((tag) => [`${tag.type}:${tag.key}`, tag.id]))
  }
}

/** The specialization tags, in the order of `tags`: the places a snapshot read anew starts with. */
export const tagPlaces = (tags: ReadonlyArray<TagRow>) =>
  specializationPlaces(tags.filter((tag) => tag.type === "specialization").map((tag) => tag.id))

/** The snapshot of every public facility; `places` has placed every specialization the entries carry. */
export const buildSnapshot = (
  entries: Iterable<MarkerEntry>,
  tags: ReadonlyArray<TagRow>,
  places: SpecializationPlaces
): MarkerSnapshot => {
  const byId = new Map<number, MarkerEntry>()
  for (const entry of entries) byId.set(entry.id, entry)
  const ordered = [...byId.values()].sort(resultOrder)
  return assemble(byId, ordered, tags, places, pointsOf(ordered))
}

/** Changes beyond which sorting everything costs less than placing each change. */
const RESORT_AT = 512

/** `kept` (in result order) with `added` put in their places. */
const withPlaced = (kept: Array<MarkerEntry>, added: ReadonlyArray<MarkerEntry>) => {
  for (const entry of added) {
    let low = 0
    let high = kept.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (resultOrder(kept[middle]!, entry) < 0) low = middle + 1
      else high = middle
    }
    kept.splice(low, 0, entry)
  }
  return kept
}

/**
 * The snapshot with the given facilities replaced by their new rows, or removed (no row). It
 * runs between two requests, so it costs what the change touches where it can: changed
 * facilities are moved in the result order rather than everything sorted again, and the
 * kd-tree is kept unless a facility moved, came or went.
 */
export const updateSnapshot = (
  snapshot: MarkerSnapshot,
  changed: ReadonlyArray<number>,
  rows: ReadonlyArray<FacilityRow>
): MarkerSnapshot => {
  const places = specializationPlaces(snapshot.specializations)
  const fresh = rows.map((row) => markerEntry(row, places))
  const byId = new Map(snapshot.byId)
  for (const id of changed) byId.delete(id)
  for (const entry of fresh) byId.set(entry.id, entry)

  const gone = new Set(changed)
  const ordered = changed.length > RESORT_AT
    ? [...byId.values()].sort(resultOrder)
    : withPlaced(snapshot.ordered.filter((entry) => !gone.has(entry.id)), fresh)
  const unmoved = changed.every((id) => {
    const before = snapshot.byId.get(id)
    const after = byId.get(id)
    return before === undefined ? after === undefined : after !== undefined && after.lat === before.lat && after.lng === before.lng
  })
  return assemble(byId, ordered, snapshot.tags, places, unmoved ? snapshot.points : pointsOf(ordered))
}
