import { publicEndpoints } from "../client/publicEndpoints"
import type { PublicReader } from "../client/publicReader"
import { REFERENCE_DATA } from "./apiQuery"
import { publicQuery } from "./publicQuery"
import { geoSearchKeys } from "./queryKeys"

/** The cache key of {@link builtinCitiesQuery}; the server keys the list it sends with the map's page by it. */
export const builtinCitiesQueryKey = geoSearchKeys.builtinCities

/** The built-in cities (spec 3.5, 9): the footer's links and the city search's first answers. */
export const builtinCitiesQuery = (reader: PublicReader) =>
  publicQuery(reader, builtinCitiesQueryKey, publicEndpoints.builtinCities(), REFERENCE_DATA)
