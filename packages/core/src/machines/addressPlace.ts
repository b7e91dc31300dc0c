import type { GeoPoint } from "../domain/facility"
import type { ManagedFacility } from "../domain/managedFacility"
import type { City } from "../domain/region"

/**
 * The place fields of the address tab (management 2.4: voivodeship, city, district). The PATCH
 * carries only the ids (`town_id`, `district_id`); the rest is what the form shows of the chosen
 * place and needs of it: its names, its slugs (to offer only the town's districts), its county
 * (filled in on a new town) and its centre (where the pin goes when the address is not found).
 */
export const placeFields = [
  "town_id", "city", "city_slug", "voivodeship", "voivodeship_slug", "town_lat", "town_lng", "district_id", "district"
] as const
export type PlaceField = (typeof placeFields)[number]

type PlaceValues = Readonly<Record<PlaceField, string>>

/** The place as the stored record has it. */
export function placeValues(facility: ManagedFacility): PlaceValues {
  return {
    town_id: String(facility.town_id),
    city: facility.city,
    city_slug: facility.city_slug,
    voivodeship: facility.voivodeship,
    voivodeship_slug: facility.voivodeship_slug,
    town_lat: String(facility.town_location.lat),
    town_lng: String(facility.town_location.lng),
    district_id: facility.district_id === null ? "" : String(facility.district_id),
    district: facility.district ?? ""
  }
}

/** The middle of two coordinates, to the 6 decimals (~0.1 m) a dragged pin keeps too. */
const middle = (from: number, to: number) => String(Number(((from + to) / 2).toFixed(6)))

/**
 * The fields a town found by the city search (geo-search, kind `city`) sets: the town, its
 * county, no district (the server knows a district only within its town); the centre is the
 * middle of its box, as for the claim wizard's town.
 */
export function townChoice(town: City): PlaceValues & { readonly county: string } {
  const [minLat, maxLat, minLng, maxLng] = town.boundingbox
  return {
    town_id: String(town.id),
    city: town.name,
    city_slug: town.param,
    voivodeship: town.voivodeship,
    voivodeship_slug: town.voivodeship_param,
    town_lat: middle(minLat, maxLat),
    town_lng: middle(minLng, maxLng),
    district_id: "",
    district: "",
    county: town.county
  }
}

/** The fields a district found by the city search sets; null leaves the facility without one. */
export function districtChoice(district: City | null): Readonly<Pick<Record<PlaceField, string>, "district_id" | "district">> {
  return district === null ? { district_id: "", district: "" } : { district_id: String(district.id), district: district.name }
}

/** The towns among what the city search found: only a town can be chosen as the city. */
export const townsFound = (found: ReadonlyArray<City>): ReadonlyArray<City> => found.filter((city) => city.kind === "city")

/** The districts among what the city search found that lie in the chosen town. */
export const districtsFound = (found: ReadonlyArray<City>, place: Pick<PlaceValues, "city_slug" | "voivodeship_slug">): ReadonlyArray<City> =>
  found.filter((city) => city.kind === "district" && city.param === place.city_slug && city.voivodeship_param === place.voivodeship_slug)

/** The chosen town's centre. */
export const townCentre = (place: Pick<PlaceValues, "town_lat" | "town_lng">): GeoPoint => ({ lat: Number(place.town_lat), lng: Number(place.town_lng) })

/** The ids the PATCH carries for the place: no district is null. */
export const placePatch = (place: Pick<PlaceValues, "town_id" | "district_id">): { readonly town_id: number; readonly district_id: number | null } => ({
  town_id: Number(place.town_id),
  district_id: place.district_id === "" ? null : Number(place.district_id)
})
