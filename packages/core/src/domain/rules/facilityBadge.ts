/** Translation key of a facility verification badge. */
export type FacilityBadgeKey = "REJECTED" | "AWAITS_APPROVEMENT" | "TRUSTED" | "UNVERIFIED" | "VERIFIED"

/** Colour family of a facility verification badge. */
export type FacilityBadgeTone = "danger" | "warning" | "grey" | "primary"

/** The verification badge shown on a facility: a translation key, a tone and an optional icon. */
export interface FacilityBadge {
  readonly key: FacilityBadgeKey
  readonly tone: FacilityBadgeTone
  readonly icon?: "star"
}

/** The facility fields the badge depends on. */
export interface FacilityBadgeInput {
  readonly status?: string | null | undefined
  readonly shadow_status?: string | null | undefined
}

/**
 * Decides a facility's verification badge (spec 4.4), first matching rule wins:
 * shadow_status 'rejected' → REJECTED; 'pending' → AWAITS_APPROVEMENT; status 'premium' → TRUSTED
 * (star); 'unknown' → UNVERIFIED; 'registered' → VERIFIED.
 * A missing or unrecognised status gives UNVERIFIED: the badge never claims a verification it
 * cannot show.
 */
export function facilityBadge({ status, shadow_status }: FacilityBadgeInput): FacilityBadge {
  if (shadow_status === "rejected") return { key: "REJECTED", tone: "danger" }
  if (shadow_status === "pending") return { key: "AWAITS_APPROVEMENT", tone: "warning" }
  if (status === "premium") return { key: "TRUSTED", tone: "warning", icon: "star" }
  if (status === "registered") return { key: "VERIFIED", tone: "primary" }
  return { key: "UNVERIFIED", tone: "grey" }
}
