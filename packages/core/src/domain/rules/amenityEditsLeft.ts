import type { ManagedFacility } from "../managedFacility"
import { limitOf, profileLimitKeys } from "./packageLimits"

/**
 * How many more times this calendar month the facility's amenities may be changed (management
 * 2.4, 9: the basic package once a month); never below zero, for a month already over its allowance.
 */
export function amenityEditsLeft(facility: Pick<ManagedFacility, "limits" | "amenities_edits_this_month">): number {
  return Math.max(0, limitOf(facility.limits, profileLimitKeys.AMENITIES_EDITS_PER_MONTH) - facility.amenities_edits_this_month)
}
