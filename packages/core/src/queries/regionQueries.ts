import type { CitiesPayload, DistrictsPayload, NewFacilitiesPayload } from "../api/regions"
import type { ApiCaller } from "../client/pociechaClient"
import type { CatalogType } from "../domain/rules/catalogType"
import { apiQuery, REFERENCE_DATA } from "./apiQuery"
import { regionKeys } from "./queryKeys"

/** The voivodeships (spec 7.3). */
export const voivodeshipsQuery = (api: ApiCaller) =>
  apiQuery(api, regionKeys.voivodeships, (c) => c.regions.voivodeships(), REFERENCE_DATA)

/** Each voivodeship with its five cities of most facilities of a catalogue's type. */
export const topCitiesQuery = (api: ApiCaller, type: CatalogType) =>
  apiQuery(api, regionKeys.topCities(type), (c) => c.regions.topCities({ query: { type } }))

/** A voivodeship's cities with their facility counts. */
export const citiesOfVoivodeshipQuery = (api: ApiCaller, payload: CitiesPayload) =>
  apiQuery(api, regionKeys.cities(payload), (c) => c.regions.cities({ payload }))

/** A city's districts with facilities of the types asked for, and their counts. */
export const districtsOfCityQuery = (api: ApiCaller, payload: DistrictsPayload) =>
  apiQuery(api, regionKeys.districts(payload), (c) => c.regions.districts({ payload }), REFERENCE_DATA)

/** A page of a city's (or district's) facilities, newest first. */
export const newFacilitiesQuery = (api: ApiCaller, payload: NewFacilitiesPayload) =>
  apiQuery(api, regionKeys.newFacilities(payload), (c) => c.regions.newFacilities({ payload }))
