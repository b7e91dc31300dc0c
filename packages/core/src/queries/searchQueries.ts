import { publicEndpoints } from "../client/publicEndpoints"
import type { PublicReader } from "../client/publicReader"
import { REFERENCE_DATA } from "./apiQuery"
import { publicQuery } from "./publicQuery"

/** The built-in cities (spec 3.5, 9): the footer's links and the city search's first answers. */
export const builtinCitiesQuery = (reader: PublicReader) =>
  publicQuery(reader, ["geo-search", "cities"], publicEndpoints.builtinCities(), REFERENCE_DATA)
