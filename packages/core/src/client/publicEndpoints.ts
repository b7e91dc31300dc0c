import type { LegalKind } from "../domain/legal"
import { publicEndpoint } from "./publicReader"

/**
 * The public reads that go around the Effect client (see PublicReader): what the landing page,
 * the page for facilities and the shell read, the facility profile (its read starts before
 * the page's code arrives) and the map's search. publicReads.test.ts checks each path against the contract.
 */
export const publicEndpoints = {
  tags: () => publicEndpoint("tags", "list", "/api/v1/tag"),
  builtinCities: () => publicEndpoint("search", "builtinCities", "/api/geo-search/cities"),
  bestFacilities: (place: string) => publicEndpoint("facilities", "best", `/api/facility/list-best-facilities/${encodeURIComponent(place)}`),
  facility: (ref: string) => publicEndpoint("facilities", "get", `/api/facility/list/${encodeURIComponent(ref)}`),
  recentOpinions: (limit: number) => publicEndpoint("opinions", "recent", `/api/v1/opinion/recent?limit=${limit}`),
  userLimits: () => publicEndpoint("facilityEdits", "userLimits", "/api/v1/user-limit"),
  /** The version in force of a legal text (its page is public, and served with this read). */
  legal: (kind: LegalKind) => publicEndpoint("legal", "current", `/api/v1/legal/${kind}`),
  /** The map search (7.5), a POST; its answer is read with markersOfWire (api/markerWire.ts). */
  search: () => publicEndpoint("search", "search", "/api/search")
}
