import { describe, expect, it } from "vitest"
import type { SearchPayload } from "../../api/search"
import { buildSearchPayload } from "../../machines/mapSearch.machine"
import { readArea, savedSearchPath } from "./savedSearchLink"
import { readFilters } from "./searchFilters"
import { readRefinements } from "./searchRefinements"

const krakow = { south: 50.0, west: 19.8, north: 50.1, east: 20.1 }

/** "Kraków, przedszkole, up to 1,200 zł" as the map sends it. */
const saved: SearchPayload = {
  search_polygon: {
    type: "poly",
    data: [{ lng: 19.8, lat: 50.1 }, { lng: 20.1, lat: 50.1 }, { lng: 20.1, lat: 50.0 }, { lng: 19.8, lat: 50.0 }, { lng: 19.8, lat: 50.1 }]
  },
  zoom: 13,
  required_specialization: ["kindergarten"],
  required_ownership: ["private"],
  vacancies_for: ["4"],
  tuition_to: 1200,
  open_by: 7 * 60,
  amenities: ["own_garden"]
}

describe("a saved search reopened", () => {
  it("opens the map on the saved rectangle with the saved filters", () => {
    const path = savedSearchPath(saved)
    expect(path.startsWith("/wszystkie-lokalizacje?")).toBe(true)
    const query = path.slice(path.indexOf("?"))
    expect(readArea(query)).toEqual(krakow)
    const reopened = buildSearchPayload({ bounds: readArea(query)!, zoom: 13, filters: readFilters(query), cityCache: null, refinements: readRefinements(query) })
    expect(reopened).toMatchObject({
      required_specialization: ["kindergarten"],
      required_ownership: ["private"],
      vacancies_for: ["4"],
      tuition_to: 1200,
      open_by: 420,
      amenities: ["own_garden"]
    })
    expect(reopened.search_polygon).toEqual(saved.search_polygon)
  })

  it("keeps a sort by distance with its origin", () => {
    const path = savedSearchPath({ ...saved, sort: "distance", origin: { lat: 50.06, lng: 19.94 } })
    expect(readRefinements(path.slice(path.indexOf("?")))).toMatchObject({ sort: "distance", near: { lat: 50.06, lng: 19.94, label: null } })
  })

  it("reads no area from a missing, malformed, inverted or out-of-range parameter", () => {
    for (const area of ["", "1,2,3", "50,19,a,20", "50.1,19.8,50.0,20.1", "50,19.8,50.1,19.7", "91,0,92,1", "0,-181,1,0", "50,19,51,20,5"]) {
      expect(readArea(`?area=${area}`)).toBeNull()
    }
    expect(readArea("?city=krakow")).toBeNull()
    expect(readArea("area=-1.5,-2,1,2.25")).toEqual({ south: -1.5, west: -2, north: 1, east: 2.25 })
  })
})
