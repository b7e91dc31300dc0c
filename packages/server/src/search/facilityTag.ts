import type { FacilitySearchItem } from "@pociecha/core"

/**
 * A search item's tag (spec 3.3): its first specialization's key and display, or MISSING when
 * that names no tag (spec 3.2: a facility with no known specialization uses the label MISSING).
 */
export const facilityTag = (key: string | null, display: string | null): FacilitySearchItem["tag"] => ({
  preset: key ?? "missing",
  label: display ?? "MISSING"
})
