import { describe, expect, it } from "vitest"
import type { MapBounds } from "./mapDefaults"
import { mapTileGrid, type MapOpening, type TileGridRequest } from "./mapTileGrid"

// Expectations come from the slippy-map tile numbering of OpenStreetMap's wiki
// (https://wiki.openstreetmap.org/wiki/Slippy_map_tilenames) and from what Leaflet 1.9 drew in
// Chromium for Kraków on a 412×700 map; not from the function under test.
const tileColumn = (lng: number, zoom: number) => Math.floor(((lng + 180) / 360) * 2 ** zoom)
const tileRow = (lat: number, zoom: number) => {
  const radians = (lat * Math.PI) / 180
  return Math.floor(((1 - Math.asinh(Math.tan(radians)) / Math.PI) / 2) * 2 ** zoom)
}
/** World pixels across a box at a zoom: longitude is linear, latitude by the Mercator formula. */
const pixelWidth = (bounds: MapBounds, zoom: number) => ((bounds.east - bounds.west) / 360) * 256 * 2 ** zoom
const mercatorY = (lat: number) => Math.asinh(Math.tan((lat * Math.PI) / 180))
const pixelHeight = (bounds: MapBounds, zoom: number) => ((mercatorY(bounds.north) - mercatorY(bounds.south)) / (2 * Math.PI)) * 256 * 2 ** zoom

const krakowMobile: MapBounds = { south: 50.0298, north: 50.0931, west: 19.8516, east: 20.0216 }
const krakowDesktop: MapBounds = { south: 49.9677, north: 50.1261, west: 19.7922, east: 20.2173 }
const request = (opening: MapOpening, overrides: Partial<TileGridRequest> = {}): TileGridRequest => ({
  opening,
  minZoom: 5,
  maxZoom: 18,
  width: 412,
  height: 700,
  tileUrl: "https://{s}.tile.example/{z}/{x}/{y}{r}.png",
  retina: false,
  ...overrides
})
const fitted = (bounds: MapBounds, maxZoom = 14): MapOpening => ({ kind: "fit", bounds, maxZoom, fromZoom: 7 })
const coordinates = (url: string) => {
  const [, z, x, y] = /\/(\d+)\/(\d+)\/(\d+)/.exec(url) ?? []
  return { z: Number(z), x: Number(x), y: Number(y) }
}

describe("mapTileGrid", () => {
  it("opens Kraków's phone box on a 412×700 map as Leaflet did: zoom 11, tile 11/1137/693 at (99, 88)", () => {
    const grid = mapTileGrid(request(fitted(krakowMobile)))
    expect(grid.zoom).toBe(11)
    expect(grid.tiles).toContainEqual({ url: "https://a.tile.example/11/1137/693.png", left: 99, top: 88 })
  })

  it("fits a box at the closest whole zoom at which it is inside the map, never closer than the cap", () => {
    for (const [bounds, width, height] of [[krakowMobile, 412, 700], [krakowDesktop, 1006, 777], [krakowDesktop, 320, 480], [krakowMobile, 1920, 1000]] as const) {
      const { zoom } = mapTileGrid(request(fitted(bounds, 18), { width, height }))
      expect(pixelWidth(bounds, zoom) <= width * 1.004 && pixelHeight(bounds, zoom) <= height * 1.004).toBe(true)
      expect(pixelWidth(bounds, zoom + 1) > width * 1.004 || pixelHeight(bounds, zoom + 1) > height * 1.004).toBe(true)
    }
    expect(mapTileGrid(request(fitted(krakowMobile, 14), { width: 1920, height: 1000 })).zoom).toBe(13)
    expect(mapTileGrid(request(fitted(krakowMobile, 12), { width: 1920, height: 1000 })).zoom).toBe(12)
  })

  it("keeps the fitted zoom within the map's limits", () => {
    const poland: MapBounds = { south: 49, north: 54.9, west: 14.1, east: 24.2 }
    expect(mapTileGrid(request(fitted(poland), { width: 200, height: 200 })).zoom).toBe(5)
    expect(mapTileGrid(request(fitted(krakowMobile, 20), { width: 4000, height: 4000, maxZoom: 13 })).zoom).toBe(13)
  })

  it("rounds a zoom within half a hundredth of the next level up to it, as Leaflet's zoom snap does", () => {
    // A box exactly 256 world pixels wide at zoom 10, on a map 0.2 % narrower: zoom 10 still.
    const width = 256 * 0.998
    const box: MapBounds = { south: 50, north: 50.001, west: 0, east: (360 / 2 ** 10) }
    expect(mapTileGrid(request(fitted(box, 18), { width, height: 2000 })).zoom).toBe(10)
    expect(mapTileGrid(request(fitted(box, 18), { width: 256 * 0.98, height: 2000 })).zoom).toBe(9)
  })

  it("centres the fitted box: the tile under the map's middle holds the box's centre", () => {
    const grid = mapTileGrid(request(fitted(krakowDesktop), { width: 1006, height: 777 }))
    const middle = grid.tiles.find((tile) => tile.left <= 503 && 503 < tile.left + 256 && tile.top <= 388 && 388 < tile.top + 256)
    const centreLng = (krakowDesktop.west + krakowDesktop.east) / 2
    const centreLat = (180 / Math.PI) * Math.atan(Math.sinh((mercatorY(krakowDesktop.north) + mercatorY(krakowDesktop.south)) / 2))
    expect(middle && coordinates(middle.url)).toEqual({ z: grid.zoom, x: tileColumn(centreLng, grid.zoom), y: tileRow(centreLat, grid.zoom) })
  })

  it("opens a centre at its zoom: the tile under the middle holds the centre, whole levels only", () => {
    const grid = mapTileGrid(request({ kind: "view", center: { lat: 52.23, lng: 19.23 }, zoom: 7 }))
    expect(grid.zoom).toBe(7)
    const middle = grid.tiles.find((tile) => tile.left <= 206 && 206 < tile.left + 256 && tile.top <= 350 && 350 < tile.top + 256)
    expect(middle && coordinates(middle.url)).toEqual({ z: 7, x: tileColumn(19.23, 7), y: tileRow(52.23, 7) })
    expect(mapTileGrid(request({ kind: "view", center: { lat: 52.23, lng: 19.23 }, zoom: 7.6 })).zoom).toBe(8)
    expect(mapTileGrid(request({ kind: "view", center: { lat: 52.23, lng: 19.23 }, zoom: 2 })).zoom).toBe(5)
  })

  it("covers the whole map with adjacent tiles and none that lies outside it", () => {
    for (const [width, height] of [[412, 700], [1006, 777], [333, 517]] as const) {
      const { tiles, zoom } = mapTileGrid(request(fitted(krakowDesktop), { width, height }))
      for (const tile of tiles) {
        expect(tile.left < width && tile.left + 256 > 0 && tile.top < height && tile.top + 256 > 0).toBe(true)
        expect(coordinates(tile.url).z).toBe(zoom)
      }
      const lefts = [...new Set(tiles.map((tile) => tile.left))].sort((a, b) => a - b)
      const tops = [...new Set(tiles.map((tile) => tile.top))].sort((a, b) => a - b)
      expect(lefts[0]! <= 0 && lefts.at(-1)! + 256 >= width && tops[0]! <= 0 && tops.at(-1)! + 256 >= height).toBe(true)
      expect(lefts.every((left, index) => index === 0 || left - lefts[index - 1]! === 256)).toBe(true)
      expect(tops.every((top, index) => index === 0 || top - tops[index - 1]! === 256)).toBe(true)
      expect(tiles).toHaveLength(lefts.length * tops.length)
      // Tiles are numbered as their places go: one column (row) further is one tile to the right (down).
      for (const tile of tiles) {
        const { x, y } = coordinates(tile.url)
        const first = coordinates(tiles[0]!.url)
        expect([x - first.x, y - first.y]).toEqual([(tile.left - tiles[0]!.left) / 256, (tile.top - tiles[0]!.top) / 256])
      }
    }
  })

  it("fills Leaflet's placeholders: subdomain by column plus row, retina suffix, the row counted from the south", () => {
    const grid = mapTileGrid(request({ kind: "view", center: { lat: 52.23, lng: 19.23 }, zoom: 7 }, { tileUrl: "/{s}/{z}/{x}/{y}/{-y}/{r}/{key}", retina: true }))
    for (const tile of grid.tiles) {
      const [, s, z, x, y, invertedY, retina, key] = tile.url.split("/")
      expect(s).toBe("abc"[(Number(x) + Number(y)) % 3])
      expect(Number(z)).toBe(7)
      expect(Number(invertedY)).toBe(127 - Number(y))
      expect(retina).toBe("@2x")
      // An unknown placeholder stays as written (the server does not draw tiles for such a URL).
      expect(key).toBe("{key}")
    }
  })

  it("keeps rows on the map of the world: none above the top near the pole", () => {
    const grid = mapTileGrid(request({ kind: "view", center: { lat: 84, lng: 0 }, zoom: 5 }, { width: 800, height: 2000 }))
    const rows = grid.tiles.map((tile) => coordinates(tile.url).y)
    expect(Math.min(...rows)).toBe(0)
    expect(Math.max(...rows)).toBeLessThanOrEqual(31)
  })

  it("wraps columns across the antimeridian for the URL, keeping their places", () => {
    const grid = mapTileGrid(request({ kind: "view", center: { lat: 0, lng: 179.9 }, zoom: 5 }, { width: 1000, height: 300 }))
    const columns = grid.tiles.map((tile) => coordinates(tile.url).x)
    expect(columns).toContain(31)
    expect(columns).toContain(0)
    expect(Math.max(...columns)).toBeLessThanOrEqual(31)
  })
})
