import { markerRow, type SearchFacility } from "@pociecha/core"
import type { RefinedRow } from "../repositories/refinedSearchStatements"
import type { SearchFormat } from "./markerSearch"
import { searchFacility } from "./markerSnapshot"

/**
 * A refined search's facilities as the JSON of the contract's SearchFacilities (each with its
 * `distance_m` when the search had an origin) or MapMarkers, in the search's order.
 */
export const refinedAnswer = (rows: ReadonlyArray<RefinedRow>, format: SearchFormat): string => {
  if (format === "markers") {
    const places = new Map<string, number>()
    const placeOf = (id: string) => {
      const known = places.get(id)
      if (known !== undefined) return known
      places.set(id, places.size)
      return places.size - 1
    }
    const markers = rows.map((row) => markerRow(row, placeOf))
    return JSON.stringify({ specializations: [...places.keys()], markers })
  }
  return JSON.stringify(rows.map((row): SearchFacility => {
    const item = searchFacility(row)
    return row.distance_m === null ? item : { ...item, distance_m: row.distance_m }
  }))
}
