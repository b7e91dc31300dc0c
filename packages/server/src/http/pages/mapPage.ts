import {
  boundsFromBoundingBox,
  builtinCitiesQueryKey,
  City,
  CITY_ZOOM,
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
  isCityOf,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  type MapOpening,
  MOBILE_LAYOUT_QUERY
} from "@pociecha/core"
import { Schema } from "effect"
import type { AppConfig } from "../../config"
import type { PageAssets } from "./pageAssets"
import { escapeHtml, servedReadScript, withServed } from "./servedRead"
import { servedMapScript } from "./servedMapScript"

const encodeCities = Schema.encodeUnknownSync(Schema.Array(City))

/** How the map opens on a desktop and on a phone (their cities' boxes differ: spec 2.4). */
interface MapOpenings {
  readonly desktop: MapOpening
  readonly mobile: MapOpening
}

/**
 * How the map of this link opens, as the app's map search decides: a built-in city of `?city=`
 * (and `&district=`) is fitted, no city is the national view. Null when the city is not built
 * in: the app looks it up, and where the map goes is not known here.
 */
export function mapOpenings(query: URLSearchParams, cities: ReadonlyArray<City>): MapOpenings | null {
  const param = query.get("city")
  if (param === null || param === "") {
    const national: MapOpening = { kind: "view", center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM }
    return { desktop: national, mobile: national }
  }
  const city = cities.find((candidate) => isCityOf(candidate, { city: param, district: query.get("district") }))
  if (city === undefined) return null
  const fit = (box: City["boundingbox"]): MapOpening => ({ kind: "fit", bounds: boundsFromBoundingBox(box), maxZoom: CITY_ZOOM, fromZoom: DEFAULT_ZOOM })
  return { desktop: fit(city.boundingbox), mobile: fit(city.mobileBoundingbox) }
}

/** Whether the tiles URL has only the placeholders the served map fills in (see mapTileGrid). */
const drawableTileUrl = (tileUrl: string) => [...tileUrl.matchAll(/\{ *([\w_ -]+) *\}/g)].every(([, name]) => ["s", "z", "x", "y", "-y", "r"].includes(name ?? ""))

/**
 * The map page's first view: the page's frame in its own classes (styles inline), with, where the
 * map's opening is known, a layer the inline script fills with the tiles of that view.
 */
function servedMapView(openings: MapOpenings | null, config: Pick<AppConfig, "appEnv" | "tileUrl">): string {
  const layer = openings === null || !drawableTileUrl(config.tileUrl)
    ? ""
    : `<div class="served-map" aria-hidden="true" data-served-map="${escapeHtml(JSON.stringify({
      ...openings,
      mobileQuery: MOBILE_LAYOUT_QUERY,
      minZoom: MAP_MIN_ZOOM,
      maxZoom: MAP_MAX_ZOOM,
      tileUrl: config.tileUrl
    }))}"></div>`
  const frame = `<div class="map-page map-page--map" data-served-view><div class="map-page__bar"></div>` +
    `<div class="map-page__body"><section class="map-page__list"></section><div class="map-page__map">${layer}</div></div></div>`
  // Outside production the app's layout leaves room for the environment strip: so does the frame.
  const view = config.appEnv === "production" ? frame : `<div class="layout--env">${frame}</div>`
  return layer === "" ? view : `${view}<script>${servedMapScript}</script>`
}

/**
 * The map's page, as the server sends it. The map's largest paint is its tiles, which would wait
 * for the map's code (Leaflet among it) and for the city its link names. So the page
 * - draws the tiles of the map's first view itself (servedMapView, servedMapScript.ts) in the
 *   page's frame, its styles inline; the app's map keeps them under its own until its tiles are in;
 * - names the map's chunks (modulepreload) and stylesheets (preload), fetched beside the entry
 *   rather than after it has run; the app's loader finds them there and does not ask again. At
 *   low priority: the first paint does not wait behind them;
 * - carries the built-in cities (the API's JSON of GET /api/geo-search/cities, under core's query
 *   key), among which the city of `?city=` is found at once, so the map opens over that city.
 */
export function mapPageHtml(
  indexHtml: string,
  query: URLSearchParams,
  cities: ReadonlyArray<City>,
  assets: PageAssets,
  config: Pick<AppConfig, "appEnv" | "tileUrl">
): string {
  const head = [
    // The page's own styles (its frame), not the map's: Leaflet's come with the map.
    ...(assets.ownCss === "" ? [] : [`<style>${assets.ownCss}</style>`])
  ]
  const page = head.length === 0 ? indexHtml : indexHtml.replace("</head>", () => `  ${head.join("\n    ")}\n  </head>`)
  const view = servedMapView(mapOpenings(query, cities), config)
  return withServed(page, view + servedReadScript(builtinCitiesQueryKey, encodeCities(cities)))
}
