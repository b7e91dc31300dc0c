import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { FacilitySearchItem, FacilityStatus } from "../domain/facility"
import { City } from "../domain/region"
import { AGE_GROUPS } from "../domain/ageGroups"
import { AgeGroup } from "../domain/vacancies"
import { BadRequestError } from "./errors"
import { KeyList, Latitude, Line, List, Longitude, maxLengths } from "./bounds"
import { MapMarkers } from "./mapMarkers"
import { SearchFacilities, SearchFormat } from "./searchFacilities"
import { SearchCounts, searchRefinementFields } from "./searchRefinements"


export { SearchFacilities, SearchFacility, SearchFormat } from "./searchFacilities"

const LngLat = Schema.Struct({ lng: Longitude, lat: Latitude })

/** The visible rectangle as a closed 5-point polygon (7.5). */
export const SearchPolygon = Schema.Struct({
  type: Schema.Literal("poly"),
  data: Schema.Array(LngLat).check(Schema.isMinLength(4), Schema.isMaxLength(5))
})
export type SearchPolygon = typeof SearchPolygon.Type

const Keys = Schema.optionalKey(KeyList)
const Statuses = Schema.optionalKey(List(FacilityStatus, 10))

export const SearchPayload = Schema.Struct({
  search_polygon: SearchPolygon,
  accepted_status: Statuses,
  zoom: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 22 })),
  /** Specialization tag keys, e.g. 'kindergarten'. */
  required_specialization: Keys,
  /** Ownership tag keys, e.g. 'public'. */
  required_ownership: Keys,
  city_cache: Schema.optionalKey(Schema.NullOr(Line(maxLengths.key))),
  /** Age groups with free places (beyond the spec): a facility shows if it has a place in one of them. */
  vacancies_for: Schema.optionalKey(List(AgeGroup, AGE_GROUPS.length)),
  ...searchRefinementFields
})
export type SearchPayload = typeof SearchPayload.Type

export const GeoSearchPayload = Schema.Struct({
  query: Line(maxLengths.searchText),
  required_ownership: Keys,
  required_specialization: Keys,
  accepted_status: Statuses
})
export type GeoSearchPayload = typeof GeoSearchPayload.Type

export const GeoSearchResult = Schema.Struct({
  city: Schema.Array(City),
  facility: Schema.Array(FacilitySearchItem)
})
export type GeoSearchResult = typeof GeoSearchResult.Type

/**
 * Map search and the city-search box (7.5). The map search answers the spec's array of
 * facilities; `?format=markers` asks for the compact marker wire instead (the map's own read).
 */
export const SearchGroup = HttpApiGroup.make("search")
  .add(
    HttpApiEndpoint.post("search", "/search", {
      payload: SearchPayload,
      query: SearchFormat,
      success: [SearchFacilities, MapMarkers],
      error: BadRequestError
    })
  )
  .add(HttpApiEndpoint.post("searchCounts", "/search/counts", { payload: SearchPayload, success: SearchCounts, error: BadRequestError }))
  .add(HttpApiEndpoint.post("geoSearch", "/geo-search", { payload: GeoSearchPayload, success: GeoSearchResult, error: BadRequestError }))
  .add(HttpApiEndpoint.get("builtinCities", "/geo-search/cities", { success: Schema.Array(City) }))
