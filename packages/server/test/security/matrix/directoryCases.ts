import { everyone, signedIn, type Case } from "./matrixWorld"

const krakow = {
  type: "poly",
  data: [{ lng: 19.9, lat: 50.0 }, { lng: 20.0, lat: 50.0 }, { lng: 20.0, lat: 50.1 }, { lng: 19.9, lat: 50.1 }, { lng: 19.9, lat: 50.0 }]
}

/** The directory (public reads), tags, the overview and the service endpoints. */
export const directoryCases: Readonly<Record<string, Case>> = {
  "facilities.list": { method: "GET", path: () => "/api/v1/facility/list", expected: everyone(200) },
  "facilities.get": { method: "GET", path: (world) => `/api/facility/list/${world.facilityId}`, expected: everyone(200) },
  "facilities.phone": { method: "GET", path: (world) => `/api/facility/list/${world.facilityId}/phone`, expected: everyone(200) },
  "facilities.email": { method: "GET", path: (world) => `/api/facility/list/${world.facilityId}/email`, expected: everyone(200) },
  "facilities.best": { method: "GET", path: () => "/api/facility/list-best-facilities/krakow", expected: everyone(200) },
  "facilities.listByVoivodeship": {
    method: "POST",
    path: () => "/api/facility/list-by-voivodeship",
    body: () => ({ voivodeship_slug: "malopolskie" }),
    expected: everyone(200)
  },
  "regions.topCities": { method: "GET", path: () => "/api/regions/voivodeships/top-5-cities", expected: everyone(200) },
  "regions.voivodeships": { method: "GET", path: () => "/api/regions/voivodeships", expected: everyone(200) },
  "regions.cities": { method: "POST", path: () => "/api/regions/voivodeships/cities", body: () => ({ slug: "malopolskie" }), expected: everyone(200) },
  "regions.districts": {
    method: "POST",
    path: () => "/api/regions/voivodeships/cities/districts",
    body: () => ({ city_slug: "krakow", voivodeship_slug: "malopolskie" }),
    expected: everyone(200)
  },
  "regions.newFacilities": {
    method: "POST",
    path: () => "/api/regions/voivodeships/cities/new_facilities",
    body: () => ({ city_slug: "krakow", voivodeship_slug: "malopolskie" }),
    expected: everyone(200)
  },
  "search.search": { method: "POST", path: () => "/api/search", body: () => ({ search_polygon: krakow, zoom: 12 }), expected: everyone(200) },
  "search.geoSearch": { method: "POST", path: () => "/api/geo-search", body: () => ({ query: "krak" }), expected: everyone(200) },
  "search.builtinCities": { method: "GET", path: () => "/api/geo-search/cities", expected: everyone(200) },
  "tags.list": { method: "GET", path: () => "/api/v1/tag", expected: everyone(200) },
  "overview.get": { method: "GET", path: () => "/api/v1/overview", expected: signedIn(200) },
  "overview.markSeen": { method: "POST", path: () => "/api/v1/seen-by/mark", body: () => [{ id: "opinion:1" }], expected: signedIn(204) },
  // The development mailbox exists in local and test mode only; production answers 404 (production.test.ts).
  "devMailbox.list": { method: "GET", path: () => "/api/dev/mailbox?to=nobody%40example.pl", expected: everyone(200) },
  "health.check": { method: "GET", path: () => "/api/health", expected: everyone(200) }
}
