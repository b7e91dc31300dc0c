import type { PublicReader } from "../client/publicReader"
import { publicEndpoints } from "../client/publicEndpoints"
import { publicQuery } from "./publicQuery"
import { maintenanceKeys } from "./queryKeys"

/** How long a tab trusts the maintenance state it read (a minute: the API's 503s tell sooner). */
const MAINTENANCE_STALE_MS = 60_000

/** Whether the portal is under maintenance: a public read, without the Effect client (every visitor's tab asks). */
export const maintenanceQuery = (reader: PublicReader) =>
  publicQuery(reader, maintenanceKeys.state(), publicEndpoints.maintenance(), { staleTime: MAINTENANCE_STALE_MS })
