import { appRoutes } from "../domain/rules/appRoutes"
import { facilityProfilePath } from "../domain/rules/facilityTier"
import { FILTER_KEYS, toQueryString, writeMultiValue } from "../domain/rules/searchFilters"
import type { City } from "../domain/region"
import type { CitySearchEmitted } from "./citySearch.machine"
import { cityParams } from "./cityFromUrl"

/** Where the page is when the search box chooses: its path and query. */
export interface PageLocation {
  readonly pathname: string
  /** The query, with or without its leading '?'. */
  readonly search: string
}

/** Where a choice of the search box leads (see {@link citySearchNavigation}). */
export interface CitySearchNavigation {
  /** The path and query to go to. */
  readonly to: string
  /** The chosen city, to carry in the history entry so the map need not look it up again. */
  readonly city: City | null
  /** A map on screen takes the city itself (cityChoiceMachine's CITY_CHOSEN); the page only follows in its URL. */
  readonly moveMap: boolean
}

/**
 * The query with the city's parameters: `city`, and `district` for a district (dropped otherwise),
 * and the specialization filter the search text named, in place of the page's.
 */
function withCity(query: URLSearchParams, city: City, specialization: ReadonlyArray<string> | undefined): string {
  const params = specialization === undefined ? query : writeMultiValue(query, "specialization", specialization)
  const { city: cityParam, district } = cityParams(city)
  params.set("city", cityParam)
  if (district === null) params.delete("district")
  else params.set("district", district)
  return toQueryString(params)
}

/**
 * Where a choice of the city search box (citySearchMachine's emitted event) leads (spec 2.4):
 * - a city, with a map on screen: the map moves there and the page stays, its URL naming the
 *   city (every other parameter kept; the specialization the search text named replaces the page's);
 * - a city elsewhere: the map page at that city, keeping the page's filters;
 * - a facility: its profile;
 * - 'Search' with nothing to take: the map page as it is.
 */
export function citySearchNavigation(choice: CitySearchEmitted, page: PageLocation, mapOnScreen: boolean): CitySearchNavigation {
  switch (choice.type) {
    case "cityChosen": {
      const current = new URLSearchParams(page.search)
      if (mapOnScreen) return { to: `${page.pathname}${withCity(current, choice.city, choice.specialization)}`, city: choice.city, moveMap: true }
      const kept = new URLSearchParams()
      for (const key of FILTER_KEYS) {
        const value = current.get(key)
        if (value !== null) kept.set(key, value)
      }
      return { to: `${appRoutes.map}${withCity(kept, choice.city, choice.specialization)}`, city: choice.city, moveMap: false }
    }
    case "facilityChosen":
      return { to: facilityProfilePath(choice.facility), city: null, moveMap: false }
    case "mapRequested":
      return { to: appRoutes.map, city: null, moveMap: false }
  }
}
