import type { CatalogType, City } from "@pociecha/core"
import { pathTo } from "../../shared/routing/paths"

/** How many cities each footer list shows (spec 9). */
export const FOOTER_CITY_COUNT = 15

export interface FooterCityLink {
  readonly key: string
  readonly name: string
  readonly href: string
}

/**
 * The footer's city list of a catalogue type (spec 2.3): the first 15 built-in cities, each
 * linking to catalog_facilities with the type, voivodeship and city slugs.
 */
export function footerCityLinks(cities: readonly City[], type: CatalogType): FooterCityLink[] {
  return cities
    .filter((city) => city.kind === "city")
    .slice(0, FOOTER_CITY_COUNT)
    .map((city) => ({
      key: `${type}-${city.voivodeship_param}-${city.param}`,
      name: city.name,
      href: pathTo("catalog_facilities", { type, voivodeship: city.voivodeship_param, city: city.param })
    }))
}
