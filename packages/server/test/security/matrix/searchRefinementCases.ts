import { everyone, type Case } from "./matrixWorld"

const warsaw = {
  type: "poly",
  data: [{ lng: 20.85, lat: 52.1 }, { lng: 21.27, lat: 52.1 }, { lng: 21.27, lat: 52.37 }, { lng: 20.85, lat: 52.37 }, { lng: 20.85, lat: 52.1 }]
}

/** Near me, sorting and the counts of the filters (issue 20): public reads, the same for every role. */
export const searchRefinementCases: Readonly<Record<string, Case>> = {
  "search.searchCounts": {
    method: "POST",
    path: () => "/api/search/counts",
    body: () => ({ search_polygon: warsaw, zoom: 12, tuition_to: 1200, amenities: ["own_garden"] }),
    expected: everyone(200)
  }
}
