import { AGE_GROUPS, MapMarkers, SearchFacilities, zoomResultCap, type FacilityMarker, type SearchFacility, type SearchPayload } from "@pociecha/core"
import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { answerBuffers } from "./answerBuffers"
import { searchSnapshot, type SearchFormat } from "./markerSearch"
import { buildSnapshot, markerEntry, tagPlaces, updateSnapshot, type FacilityRow, type MarkerSnapshot, type TagRow } from "./markerSnapshot"

const tags: ReadonlyArray<TagRow> = [
  { id: "s-nursery", type: "specialization", key: "nursery" },
  { id: "s-kindergarten", type: "specialization", key: "kindergarten" },
  { id: "o-public", type: "ownership", key: "public" },
  { id: "o-private", type: "ownership", key: "private" }
]
const statuses = ["premium", "registered", "unknown"] as const
const mapRank = { premium: 0, registered: 1, unknown: 2 }

/** Facilities on a 10×10 grid of spots, so that many share a spot, a latitude or a longitude. */
const row = (id: number) =>
  fc.record({
    status: fc.constantFrom(...statuses),
    spot: fc.integer({ min: 0, max: 99 }),
    score: fc.option(fc.constantFrom(1, 3.5, 4, 5), { nil: null }),
    // "s-gone" names no tag: sent as it is, matched by no filter.
    specialization: fc.subarray(["s-nursery", "s-kindergarten", "s-gone"]),
    ownership: fc.subarray(["o-public", "o-private"]),
    vacancy_groups: fc.subarray([...AGE_GROUPS]),
    name: fc.constantFrom("Żłobek „Bajka”", "Przedszkole nr 1", "Klub \"Malucha\"")
  }).map(({ status, spot, score, ...rest }): FacilityRow => {
    const first = tags.find((tag) => tag.id === rest.specialization[0]) ?? null
    return {
    id,
    slug: id % 7 === 0 ? null : `placowka-${id}`,
    status,
    lat: 50 + Math.floor(spot / 10) / 100,
    lng: 19 + (spot % 10) / 100,
    city: "Kraków",
    street: id % 5 === 0 ? null : "ul. Polna",
    building_number: id % 5 === 0 ? null : String(id),
    score_total: score,
    map_rank: mapRank[status],
    post_code: id % 3 === 0 ? null : "30-001",
    specialization_key: first?.key ?? null,
    specialization_display: first === null ? null : `TAG_${first.key.toUpperCase()}`,
    // The search box's words: not the map's concern.
    name_words: [],
    place_words: [],
    search_words: [],
    ...rest
  }
  })

/** A change: some facilities get a new row (new ones among them), others stop being public. */
const change = fc.uniqueArray(fc.integer({ min: 1, max: 420 }), { minLength: 1, maxLength: 20 }).chain((ids) =>
  fc.tuple(fc.constant(ids), fc.tuple(...ids.map((id) => fc.option(row(id), { nil: null }))))
)

const search = fc.record({
  south: fc.integer({ min: -1, max: 10 }),
  north: fc.integer({ min: -1, max: 10 }),
  west: fc.integer({ min: -1, max: 10 }),
  east: fc.integer({ min: -1, max: 10 }),
  zoom: fc.constantFrom(6, 8, 9, 12, 16),
  accepted_status: fc.subarray([...statuses]),
  required_specialization: fc.subarray(["nursery", "kindergarten", "gone"]),
  required_ownership: fc.subarray(["public", "private"]),
  vacancies_for: fc.subarray([...AGE_GROUPS])
}, { requiredKeys: ["south", "north", "west", "east", "zoom"] }).map(({ south, north, west, east, ...filters }): SearchPayload => {
  const [s, n, w, e] = [50 + Math.min(south, north) / 100, 50 + Math.max(south, north) / 100, 19 + Math.min(west, east) / 100, 19 + Math.max(west, east) / 100]
  const corners = [{ lng: w, lat: n }, { lng: e, lat: n }, { lng: e, lat: s }, { lng: w, lat: s }, { lng: w, lat: n }]
  return { search_polygon: { type: "poly", data: corners }, ...filters }
})

/** Spec 7.5 written plainly: filter every row, sort them all, cut at the zoom's cap. */
const expectedRows = (rows: ReadonlyArray<FacilityRow>, payload: SearchPayload): ReadonlyArray<FacilityRow> => {
  const lats = payload.search_polygon.data.map((p) => p.lat)
  const lngs = payload.search_polygon.data.map((p) => p.lng)
  const tagIds = (type: string, keys?: ReadonlyArray<string>) =>
    keys === undefined || keys.length === 0 ? null : tags.filter((tag) => tag.type === type && keys.includes(tag.key)).map((tag) => tag.id)
  const specializations = tagIds("specialization", payload.required_specialization)
  const ownerships = tagIds("ownership", payload.required_ownership)
  return rows
    .filter((r) =>
      r.lat >= Math.min(...lats) && r.lat <= Math.max(...lats) && r.lng >= Math.min(...lngs) && r.lng <= Math.max(...lngs) &&
      (payload.accepted_status === undefined || payload.accepted_status.length === 0 || payload.accepted_status.includes(r.status)) &&
      (specializations === null || r.specialization.some((id) => specializations.includes(id))) &&
      (ownerships === null || r.ownership.some((id) => ownerships.includes(id))) &&
      (payload.vacancies_for === undefined || payload.vacancies_for.length === 0 || r.vacancy_groups.some((group) => payload.vacancies_for!.includes(group))))
    .sort((a, b) => a.map_rank - b.map_rank || (b.score_total ?? -Infinity) - (a.score_total ?? -Infinity) || a.id - b.id)
    .slice(0, zoomResultCap(payload.zoom))
}

const asMarker = (row: FacilityRow): FacilityMarker => ({
  id: row.id, slug: row.slug, name: row.name, status: row.status, lat: row.lat, lng: row.lng, city: row.city,
  street: row.street, building_number: row.building_number, specialization: row.specialization, score_total: row.score_total
})

/** The spec's search item (3.3) with the map's fields, the tag MISSING where the first specialization names none. */
const asItem = (row: FacilityRow): SearchFacility => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  status: row.status,
  payload: { city: row.city, post_code: row.post_code, street: row.street, building_number: row.building_number },
  tag: row.specialization_key === null ? { preset: "missing", label: "MISSING" } : { preset: row.specialization_key, label: `TAG_${row.specialization_key.toUpperCase()}` },
  location: { lat: row.lat, lng: row.lng },
  specialization: row.specialization,
  score_total: row.score_total
})

const expected = (rows: ReadonlyArray<FacilityRow>, payload: SearchPayload) => expectedRows(rows, payload).map(asMarker)
const expectedItems = (rows: ReadonlyArray<FacilityRow>, payload: SearchPayload) => expectedRows(rows, payload).map(asItem)

const buffers = answerBuffers(1024 * 1024)
const answerText = (snapshot: MarkerSnapshot, payload: SearchPayload, format: SearchFormat) => {
  const { body, done } = searchSnapshot(snapshot, payload, format, buffers)
  const text = body.toString()
  done()
  return text
}
const answer = (snapshot: MarkerSnapshot, payload: SearchPayload) =>
  Schema.decodeUnknownSync(MapMarkers)(JSON.parse(answerText(snapshot, payload, "markers")))
const items = (snapshot: MarkerSnapshot, payload: SearchPayload) =>
  Schema.decodeUnknownSync(SearchFacilities)(JSON.parse(answerText(snapshot, payload, "facilities")))

const fresh = (rows: ReadonlyArray<FacilityRow>) => {
  const places = tagPlaces(tags)
  return buildSnapshot(rows.map((r) => markerEntry(r, places)), tags, places)
}

describe("the map's marker snapshot", () => {
  it("answers as spec 7.5 after any changes, whether kept up to date change by change or read anew", () => {
    const start = fc.integer({ min: 0, max: 400 }).chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => row(i + 1))))
    fc.assert(
      fc.property(start, fc.array(change, { maxLength: 6 }), fc.array(search, { minLength: 1, maxLength: 8 }), (initial, changes, searches) => {
        const rows = new Map(initial.map((r) => [r.id, r]))
        let snapshot = fresh(initial)
        for (const [ids, updated] of changes) {
          for (const id of ids) rows.delete(id)
          const present = updated.filter((r): r is FacilityRow => r !== null)
          for (const r of present) rows.set(r.id, r)
          snapshot = updateSnapshot(snapshot, ids, present)
        }
        const now = fresh([...rows.values()])
        for (const payload of searches) {
          expect(answer(snapshot, payload)).toEqual(expected([...rows.values()], payload))
          expect(answer(now, payload)).toEqual(expected([...rows.values()], payload))
          expect(items(snapshot, payload)).toEqual(expectedItems([...rows.values()], payload))
        }
      }),
      { numRuns: 150 }
    )
  })

  it("answers an empty map with no markers", () => {
    const empty = fresh([])
    const everywhere: SearchPayload = {
      search_polygon: { type: "poly", data: [{ lng: -180, lat: 90 }, { lng: 180, lat: 90 }, { lng: 180, lat: -90 }, { lng: -180, lat: -90 }] },
      zoom: 12
    }
    expect(answer(empty, everywhere)).toEqual([])
    expect(answer(empty, { ...everywhere, zoom: 6 })).toEqual([])
    expect(answerText(empty, everywhere, "facilities")).toBe("[]")
  })
})
