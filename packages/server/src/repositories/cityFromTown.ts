import type { BoundingBox, City } from "@pociecha/core"

/** A town or district row as the geo-search reads it. */
export interface PlaceRow {
  readonly kind: "city" | "district"
  readonly id: number
  readonly name: string
  readonly slug: string
  readonly town_slug: string
  readonly voivodeship: string
  readonly voivodeship_slug: string
  readonly county: string
  readonly lat: number
  readonly lng: number
  readonly population: number
  readonly builtin_rank: number | null
  readonly boundingbox: ReadonlyArray<number> | null
  readonly mobile_boundingbox: ReadonlyArray<number> | null
  readonly city_cache: string | null
  readonly town_name: string
}

const boxAround = (lat: number, lng: number, radiusKm: number): BoundingBox => {
  const dLat = radiusKm / 111
  const dLng = radiusKm / (111 * Math.cos((lat * Math.PI) / 180))
  return [lat - dLat, lat + dLat, lng - dLng, lng + dLng]
}

const asBox = (values: ReadonlyArray<number> | null): BoundingBox | null =>
  values !== null && values.length === 4 ? [values[0]!, values[1]!, values[2]!, values[3]!] : null

/**
 * The City a search result zooms to. Built-in cities carry their surveyed boxes;
 * other towns get a box sized by population (a village ~2 km, a large town up to
 * ~15 km), districts a ~2.5 km box around their centre.
 */
export const cityFromPlace = (row: PlaceRow): City => {
  const radiusKm = row.kind === "district" ? 2.5 : Math.min(15, Math.max(2, 1.5 + Math.sqrt(row.population) / 60))
  const derived = boxAround(row.lat, row.lng, radiusKm)
  const builtinBox = row.kind === "city" ? asBox(row.boundingbox) : null
  const boundingbox = builtinBox ?? derived
  const mobileBoundingbox = (row.kind === "city" ? asBox(row.mobile_boundingbox) : null) ??
    boxAround(row.lat, row.lng, radiusKm * 0.7)
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    key: row.kind === "city" ? row.slug : `${row.town_slug}-${row.slug}`,
    param: row.town_slug,
    voivodeship: row.voivodeship,
    voivodeship_param: row.voivodeship_slug,
    county: row.county,
    district_param: row.kind === "district" ? row.slug : null,
    display_name: row.kind === "city" ? `${row.name}, ${row.voivodeship}` : `${row.name}, ${row.town_name}`,
    city_cache: row.kind === "city" ? row.city_cache : null,
    boundingbox,
    mobileBoundingbox,
    importance: row.builtin_rank !== null ? 1 - row.builtin_rank / 100 : Math.min(0.8, row.population / 2_000_000)
  }
}
