import type { LatLng, MapBounds } from "./mapDefaults"

/**
 * How the map opens, as Leaflet is told: a box fitted from the start zoom, never closer than
 * `maxZoom` (a city from the link: spec 2.4), or a centre at a zoom (the national map).
 */
export type MapOpening =
  | { readonly kind: "fit"; readonly bounds: MapBounds; readonly maxZoom: number; readonly fromZoom: number }
  | { readonly kind: "view"; readonly center: LatLng; readonly zoom: number }

/** What decides the tiles a map shows first. */
export interface TileGridRequest {
  readonly opening: MapOpening
  /** The map's zoom limits. */
  readonly minZoom: number
  readonly maxZoom: number
  /** The map's size on screen, in CSS pixels. */
  readonly width: number
  readonly height: number
  /** The tiles URL template, as Leaflet's tile layer takes it ({s}, {z}, {x}, {y}, {r}, {-y}). */
  readonly tileUrl: string
  /** Whether the screen has more than one device pixel per CSS pixel ({r} is "@2x" then). */
  readonly retina: boolean
}

/** A tile of the first view: its URL and where its top-left corner is in the map, in CSS pixels. */
export interface PlacedTile {
  readonly url: string
  readonly left: number
  readonly top: number
}

/** The tiles that cover the map's first view, at its zoom. */
export interface TileGrid {
  readonly zoom: number
  readonly tiles: ReadonlyArray<PlacedTile>
}

/**
 * The tiles Leaflet (1.9, Web Mercator, 256-pixel tiles, whole zoom levels, subdomains "abc")
 * shows when a map of this size opens this way, each where Leaflet places it — so that a page can
 * draw them before Leaflet has arrived, and Leaflet then finds them in the browser's cache.
 * The arithmetic follows Leaflet's own, step by step and in its order: fitBounds (getBoundsZoom,
 * the bounds' centre), setView (the pixel origin) and the grid layer's tile range.
 *
 * Self-contained — nothing from outside the function at run time — because the server sends its
 * text as the map page's inline script (server/src/http/pages/servedMapScript.ts).
 */
export function mapTileGrid(request: TileGridRequest): TileGrid {
  const EARTH_RADIUS = 6378137
  const MAX_LATITUDE = 85.0511287798
  const TILE_SIZE = 256
  const SUBDOMAINS = "abc"
  const toRadians = Math.PI / 180
  const toDegrees = 180 / Math.PI
  const unit = 0.5 / (Math.PI * EARTH_RADIUS)
  const scaleAt = (zoom: number) => TILE_SIZE * Math.pow(2, zoom)
  const project = (point: LatLng, zoom: number) => {
    const latitude = Math.max(Math.min(MAX_LATITUDE, point.lat), -MAX_LATITUDE)
    const sin = Math.sin(latitude * toRadians)
    const scale = scaleAt(zoom)
    return {
      x: scale * (unit * (EARTH_RADIUS * point.lng * toRadians) + 0.5),
      y: scale * (-unit * ((EARTH_RADIUS * Math.log((1 + sin) / (1 - sin))) / 2) + 0.5)
    }
  }
  const unproject = (x: number, y: number, zoom: number): LatLng => {
    const scale = scaleAt(zoom)
    return {
      lat: (2 * Math.atan(Math.exp((y / scale - 0.5) / -unit / EARTH_RADIUS)) - Math.PI / 2) * toDegrees,
      lng: (((x / scale - 0.5) / unit) * toDegrees) / EARTH_RADIUS
    }
  }
  const { opening, width, height } = request
  const limit = (zoom: number) => Math.max(request.minZoom, Math.min(request.maxZoom, zoom))

  let zoom: number
  let center: LatLng
  if (opening.kind === "fit") {
    const { north, west, south, east } = opening.bounds
    const northWest = project({ lat: north, lng: west }, opening.fromZoom)
    const southEast = project({ lat: south, lng: east }, opening.fromZoom)
    const scale = Math.min(width / Math.abs(southEast.x - northWest.x), height / Math.abs(southEast.y - northWest.y))
    let boundsZoom = Math.log((scale * scaleAt(opening.fromZoom)) / TILE_SIZE) / Math.LN2
    if (Number.isNaN(boundsZoom)) boundsZoom = Infinity
    // Whole levels, without jumping a level for a box within 1 % of fitting it.
    boundsZoom = Math.floor(Math.round(boundsZoom / 0.01) * 0.01)
    zoom = limit(Math.min(opening.maxZoom, limit(boundsZoom)))
    const southWest = project({ lat: south, lng: west }, zoom)
    const northEast = project({ lat: north, lng: east }, zoom)
    center = unproject((southWest.x + northEast.x) / 2, (southWest.y + northEast.y) / 2, zoom)
  } else {
    zoom = limit(Math.round(opening.zoom))
    center = opening.center
  }

  const projectedCenter = project(center, zoom)
  const originX = Math.round(projectedCenter.x - width / 2)
  const originY = Math.round(projectedCenter.y - height / 2)
  const pixelCenterX = Math.floor(projectedCenter.x)
  const pixelCenterY = Math.floor(projectedCenter.y)
  const firstX = Math.floor((pixelCenterX - width / 2) / TILE_SIZE)
  const lastX = Math.ceil((pixelCenterX + width / 2) / TILE_SIZE) - 1
  const firstY = Math.max(0, Math.floor((pixelCenterY - height / 2) / TILE_SIZE))
  const tilesAcross = Math.pow(2, zoom)
  const lastY = Math.min(tilesAcross - 1, Math.ceil((pixelCenterY + height / 2) / TILE_SIZE) - 1)

  const tiles: PlacedTile[] = []
  for (let y = firstY; y <= lastY; y++) {
    for (let x = firstX; x <= lastX; x++) {
      // Leaflet wraps the column around the world for the URL, not for the place.
      const column = ((x % tilesAcross) + tilesAcross) % tilesAcross
      const values: Readonly<Record<string, string>> = {
        s: SUBDOMAINS.charAt(Math.abs(column + y) % SUBDOMAINS.length),
        z: String(zoom),
        x: String(column),
        y: String(y),
        "-y": String(tilesAcross - 1 - y),
        r: request.retina ? "@2x" : ""
      }
      const url = request.tileUrl.replace(/\{ *([\w_ -]+) *\}/g, (placeholder, name: string) => values[name] ?? placeholder)
      tiles.push({ url, left: x * TILE_SIZE - originX, top: y * TILE_SIZE - originY })
    }
  }
  return { zoom, tiles }
}
