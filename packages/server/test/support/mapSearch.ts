import { PociechaApi, searchPolygon, type FacilityMarker, type MapBounds } from "@pociecha/core"
import { Schema } from "effect"
import { expect } from "vitest"
import { request } from "./http"

export interface MapFilters {
  readonly accepted_status?: ReadonlyArray<string>
  readonly required_specialization?: ReadonlyArray<string>
  readonly required_ownership?: ReadonlyArray<string>
  readonly vacancies_for?: ReadonlyArray<string>
}

/** The answer of the search endpoint as the contract describes it: the server sends it pre-encoded. */
const [answer] = PociechaApi.groups.search.endpoints.search.success
const decodeAnswer = Schema.decodeUnknownSync(answer as Schema.Codec<ReadonlyArray<FacilityMarker>, unknown>)

/** The markers a server's map shows for a view, read as the contract reads them. */
export const mapMarkers = async (baseUrl: string, bounds: MapBounds, zoom: number, filters: MapFilters = {}) => {
  const response = await request(baseUrl, "POST", "/api/search", {
    body: { search_polygon: searchPolygon(bounds), zoom, city_cache: null, ...filters }
  })
  expect(response.status).toBe(200)
  expect(response.headers.get("content-type")).toMatch(/^application\/json/)
  return decodeAnswer(response.body)
}
