import type { BoundingBox } from "@pociecha/core"
import { nearestDistrict } from "./districts"
import type { Random } from "./random"

export interface PlacementTown {
  readonly lat: number
  readonly lng: number
  readonly population: number
  /** Built-in cities: the administrative box points are kept in. */
  readonly boundingbox: BoundingBox | null
  readonly districts: ReadonlyArray<{ readonly id: number; readonly lat: number; readonly lng: number }>
}

export interface Placement {
  readonly lat: number
  readonly lng: number
  readonly districtId: number | null
}

const KM_PER_DEGREE = 111.2
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))
const round6 = (value: number) => Math.round(value * 1e6) / 1e6

/**
 * Where a facility stands. In a city with districts: around a random district's centre
 * (~0.7 km spread), so the points follow where people live rather than lakes or forests at the
 * edge of the box; in another built-in city: around the centre with a spread of a fifth of the
 * box. Both are kept inside the administrative box. Elsewhere: around the town centre, spread
 * by town size (≈0.3 km for a village, ≈1 km for 100,000 people). The district is the nearest.
 */
export const placeFacility = (random: Random, town: PlacementTown): Placement => {
  const cosLat = Math.cos((town.lat * Math.PI) / 180)
  let lat: number
  let lng: number
  if (town.boundingbox !== null) {
    const [minLat, maxLat, minLon, maxLon] = town.boundingbox
    const anchor = town.districts.length > 0 ? random.pick(town.districts) : null
    const sigmaLat = anchor !== null ? 0.006 : (maxLat - minLat) * 0.2
    const sigmaLng = anchor !== null ? 0.006 / cosLat : (maxLon - minLon) * 0.2
    lat = clamp((anchor?.lat ?? town.lat) + random.gaussian() * sigmaLat, minLat, maxLat)
    lng = clamp((anchor?.lng ?? town.lng) + random.gaussian() * sigmaLng, minLon, maxLon)
  } else {
    const sigmaKm = 0.25 + Math.sqrt(Math.max(0, town.population)) / 400
    lat = town.lat + (random.gaussian() * sigmaKm) / KM_PER_DEGREE
    lng = town.lng + (random.gaussian() * sigmaKm) / (KM_PER_DEGREE * cosLat)
  }
  const point = { lat: round6(lat), lng: round6(lng) }
  return { ...point, districtId: nearestDistrict(town.districts, point)?.id ?? null }
}
