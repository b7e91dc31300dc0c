import type { SearchPayload } from "../api/search"
import { publicEndpoints } from "../client/publicEndpoints"
import type { PublicReader } from "../client/publicReader"
import { publicQuery } from "./publicQuery"
import { searchCountKeys } from "./queryKeys"

/** Counts change as facilities do; a minute is fresh enough for a filter's hint. */
const COUNTS_STALE_MS = 60_000

/**
 * How many facilities each filter option would leave in the map search's area (issue 20), read
 * while the filters dialog is open. Sort and origin change no count, so they are left out of the
 * body and the key: re-sorting reads no new counts.
 */
export const searchCountsQuery = (reader: PublicReader, payload: SearchPayload) => {
  const { sort: _sort, origin: _origin, ...counted } = payload
  return publicQuery(reader, searchCountKeys.of(counted), publicEndpoints.searchCounts(counted), { staleTime: COUNTS_STALE_MS })
}
