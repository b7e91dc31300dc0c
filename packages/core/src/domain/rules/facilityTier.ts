import type { FacilityStatus } from "../facility"
import { appRoutes } from "./appRoutes"
import { fillPattern } from "./routePattern"

/**
 * The display tier of a facility in lists (spec 2.4): premium → large tile with photo and
 * description, registered → small tile with photo, free (unknown) → small tile.
 */
export type FacilityTier = "large" | "photo" | "small"

export function facilityTier(status: FacilityStatus): FacilityTier {
  if (status === "premium") return "large"
  if (status === "registered") return "photo"
  return "small"
}

/** The canonical profile path of a facility: /placowka/{slug}, or its id when it has no slug. */
export function facilityProfilePath(facility: { readonly id: number; readonly slug: string | null }): string {
  return fillPattern(appRoutes.map_facility, { facility: facility.slug ?? facility.id })
}

/** List order by package: premium first, then registered, then free. */
export function tierRank(status: FacilityStatus): number {
  return status === "premium" ? 0 : status === "registered" ? 1 : 2
}
