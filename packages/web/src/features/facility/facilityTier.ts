import type { FacilityStatus } from "@pociecha/core"

/**
 * The display tier of a facility in lists (spec 2.4): premium → large tile with photo and
 * description, registered → small tile with photo, free (unknown) → small tile.
 * NOTE: a rule — belongs in @pociecha/core next to facilityBadge; here until core has it.
 */
export type FacilityTier = "large" | "photo" | "small"

export function facilityTier(status: FacilityStatus): FacilityTier {
  if (status === "premium") return "large"
  if (status === "registered") return "photo"
  return "small"
}

/** The canonical profile path of a facility: /placowka/{slug}, or its id when it has no slug. */
export function facilityHref(facility: { readonly id: number; readonly slug: string | null }): string {
  return `/placowka/${encodeURIComponent(facility.slug ?? String(facility.id))}`
}
