import { builtinCitiesQueryKey, City } from "@pociecha/core"
import { Schema } from "effect"
import type { PageAssets } from "./pageAssets"
import { escapeHtml, servedReadScript, withServed } from "./servedRead"

const encodeCities = Schema.encodeUnknownSync(Schema.Array(City))

/**
 * The map's page, as the server sends it. The map's largest paint is its tiles, and they wait for
 * the map's code (Leaflet among it) and for the city its link names. So the page
 * - names the map's chunks (modulepreload) and stylesheets (preload), fetched beside the entry
 *   rather than after it has run; the app's loader finds them there and does not ask again. At
 *   low priority: the first paint (the HTML, its styles inline) does not wait behind them;
 * - carries the built-in cities (the API's JSON of GET /api/geo-search/cities, under core's query
 *   key), among which the city of `?city=` is found at once, so the map opens over that city.
 */
export function mapPageHtml(indexHtml: string, cities: ReadonlyArray<City>, assets: PageAssets): string {
  const head = [
    ...assets.modules.map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(href)}">`),
    ...assets.stylesheets.map((href) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${escapeHtml(href)}">`)
  ]
  const page = head.length === 0 ? indexHtml : indexHtml.replace("</head>", () => `  ${head.join("\n    ")}\n  </head>`)
  return withServed(page, servedReadScript(builtinCitiesQueryKey, encodeCities(cities)))
}
