import { fromPromise } from "xstate"
import type { City } from "../domain/region"
import type { ClientCaller } from "./accountFormActors"

/** The city a map link names: `?city={param}` and, for a district, `&district={param}`. */
export interface CityParams {
  readonly city: string
  readonly district: string | null
}

/** The URL parameters of a chosen city: `city` (its slug) and, for a district, `district`. */
export function cityParams(city: City): CityParams {
  return { city: city.param, district: city.kind === "district" ? city.district_param : null }
}

/** Whether a city is the one the parameters name (a district only matches with its district). */
export function isCityOf(city: City, params: CityParams): boolean {
  const own = cityParams(city)
  return own.city === params.city && own.district === params.district
}

function isCity(value: unknown): value is City {
  return (
    typeof value === "object" &&
    value !== null &&
    "param" in value &&
    "boundingbox" in value &&
    "mobileBoundingbox" in value &&
    Array.isArray((value as City).boundingbox)
  )
}

/**
 * The city carried with the link (the history entry of a city chosen in the search box), when it
 * is the one the parameters name: no call is needed then. Null otherwise.
 */
export function carriedCity(carried: unknown, params: CityParams): City | null {
  return isCity(carried) && isCityOf(carried, params) ? carried : null
}

/**
 * The `findCity` actor of the map search: a built-in city (spec 3.5), else the first matching
 * geo-search result (the slug read as words); null when nothing matches or the search fails.
 * `builtinCities` gives the built-in list (the app's cached one).
 */
export function findCityActor(client: ClientCaller, builtinCities: () => Promise<ReadonlyArray<City>>) {
  return fromPromise<City | null, CityParams>(async ({ input }) => {
    const found = (await builtinCities()).find((city) => isCityOf(city, input))
    if (found !== undefined) return found
    try {
      const query = (input.district ?? input.city).replace(/-/g, " ")
      const result = await client.call((api) => api.search.geoSearch({ payload: { query } }))
      return result.city.find((city) => isCityOf(city, input)) ?? null
    } catch {
      return null
    }
  })
}
