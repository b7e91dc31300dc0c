import type { City } from "@pociecha/core"
import { api } from "../../shared/api"

/**
 * How a city chosen in the search box reaches a map that is already on screen, and how a map
 * opened from a link (`?city=krakow`) finds the city it should zoom to.
 */

type Listener = (city: City) => void
const listeners = new Set<Listener>()

/** A map on screen listens for chosen cities; returns the unsubscribe. */
export function onCityChosen(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether a map is on screen to take a chosen city. */
export function isMapListening(): boolean {
  return listeners.size > 0
}

/** Tells the maps on screen that a city was chosen. */
export function announceCityChosen(city: City): void {
  listeners.forEach((listener) => listener(city))
}

/** The URL parameters of a chosen city: `city` (its slug) and, for a district, `district`. */
export function cityParams(city: City): { city: string; district: string | null } {
  return { city: city.param, district: city.kind === "district" ? city.district_param : null }
}

let builtin: Promise<readonly City[]> | null = null

/** The 18 built-in cities (spec 3.5, 9), loaded once; a failed load is tried again next time. */
export function loadBuiltinCities(): Promise<readonly City[]> {
  builtin ??= api.call((c) => c.search.builtinCities()).catch(() => {
    builtin = null
    return []
  })
  return builtin
}

const matches = (city: City, param: string, district: string | null) =>
  city.param === param && (district === null ? city.kind === "city" : city.district_param === district)

/**
 * Finds the city of a `?city=…&district=…` link: the city carried in the history entry, else a
 * built-in city, else the first matching geo-search result. Null when nothing matches.
 */
export async function resolveCity(param: string, district: string | null, carried?: unknown): Promise<City | null> {
  if (isCity(carried) && matches(carried, param, district)) return carried
  const found = (await loadBuiltinCities()).find((city) => matches(city, param, district))
  if (found) return found
  try {
    const result = await api.call((c) => c.search.geoSearch({ payload: { query: (district ?? param).replace(/-/g, " ") } }))
    return result.city.find((city) => matches(city, param, district)) ?? null
  } catch {
    return null
  }
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
