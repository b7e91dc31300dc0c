/** A point on the map. */
export interface LatLng {
  readonly lat: number
  readonly lng: number
}

/** A point as the search API takes it. */
export interface LngLat {
  readonly lng: number
  readonly lat: number
}

/** A map rectangle by its edges. */
export interface MapBounds {
  readonly north: number
  readonly west: number
  readonly south: number
  readonly east: number
}

/** The phone layout (spec 9: below 1024 px), which also picks the cities' mobile boxes (spec 2.4). */
export const MOBILE_LAYOUT_QUERY = "(max-width: 1023.98px)"

/** How far out and in the map goes. */
export const MAP_MIN_ZOOM = 5
export const MAP_MAX_ZOOM = 18

/** Zoom of the map at start (spec 4.7, 9). */
export const DEFAULT_ZOOM = 7

/** Zoom after choosing a city (spec 2.4, 9). */
export const CITY_ZOOM = 14

/** Centre of the map at start, near the middle of Poland (spec 9). */
export const DEFAULT_CENTER: LatLng = { lat: 52.23, lng: 19.23 }

/** Bounds at start: the Warsaw box, from the OpenStreetMap bounding box of Warszawa. */
export const DEFAULT_BOUNDS: MapBounds = { north: 52.3681531, west: 20.8516882, south: 52.0978497, east: 21.2711512 }

/**
 * The closed 5-point polygon of a rectangle (spec 7.5), built from the north-west and south-east
 * corners: NW, NE, SE, SW and NW again.
 */
export function rectanglePolygon({ north, west, south, east }: MapBounds): readonly LngLat[] {
  const northWest = { lng: west, lat: north }
  return [northWest, { lng: east, lat: north }, { lng: east, lat: south }, { lng: west, lat: south }, northWest]
}

/** The search_polygon body field of a map search (spec 7.5). */
export function searchPolygon(bounds: MapBounds): { readonly type: "poly"; readonly data: readonly LngLat[] } {
  return { type: "poly", data: rectanglePolygon(bounds) }
}
