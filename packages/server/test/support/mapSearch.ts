import { MapMarkers, SearchFacilities, searchPolygon, type MapBounds } from "@pociecha/core"
import { Schema } from "effect"
import { expect } from "vitest"
import { request } from "./http"

export interface MapFilters {
  readonly accepted_status?: ReadonlyArray<string>
  readonly required_specialization?: ReadonlyArray<string>
  readonly required_ownership?: ReadonlyArray<string>
  readonly vacancies_for?: ReadonlyArray<string>
}

/** The map search's answer in a format, as the contract reads it: the server sends it pre-encoded. */
const searchAnswer = async (path: string, baseUrl: string, bounds: MapBounds, zoom: number, filters: MapFilters) => {
  const response = await request(baseUrl, "POST", path, {
    body: { search_polygon: searchPolygon(bounds), zoom, city_cache: null, ...filters }
  })
  expect(response.status).toBe(200)
  expect(response.headers.get("content-type")).toMatch(/^application\/json/)
  return response.body
}

/** The markers a server's map shows for a view (the map's opt-in, `?format=markers`). */
export const mapMarkers = async (baseUrl: string, bounds: MapBounds, zoom: number, filters: MapFilters = {}) =>
  Schema.decodeUnknownSync(MapMarkers)(await searchAnswer("/api/search?format=markers", baseUrl, bounds, zoom, filters))

/** The facilities a view holds as the spec's default answer (7.5): an array of search items. */
export const searchFacilities = async (baseUrl: string, bounds: MapBounds, zoom: number, filters: MapFilters = {}) =>
  Schema.decodeUnknownSync(SearchFacilities)(await searchAnswer("/api/search", baseUrl, bounds, zoom, filters))
