/** The mean radius of the Earth in metres (IUGG), which the server's SQL uses too. */
export const EARTH_RADIUS_M = 6_371_008.8

/** A point on the map in degrees. */
export interface LatLng {
  readonly lat: number
  readonly lng: number
}

const radians = (degrees: number) => (degrees * Math.PI) / 180

/**
 * The straight-line ("as the crow flies") distance between two points in whole metres, by the
 * haversine formula — not a travel distance by road, and labelled as such wherever it is shown.
 * The map search computes the same figure in SQL for its `distance_m`.
 */
export function straightDistanceMeters(a: LatLng, b: LatLng): number {
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))))
}

/** A distance as people read it: metres under a kilometre ("850 m"), then kilometres to one decimal ("3,4 km"). */
export function formatDistance(meters: number, locale: string): string {
  if (meters < 1000) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(meters / 10) * 10)} m`
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: meters < 10_000 ? 1 : 0 }).format(meters / 1000)} km`
}
