import type { FacilityStatus } from "../facility"

/** The status a lapsed premium falls back to: the basic package of a verified facility (management 9). */
export const LAPSED_PREMIUM_STATUS: FacilityStatus = "registered"

/**
 * The status in force on `today` (`YYYY-MM-DD`): a premium with an end date before today is
 * over, and the facility is on the basic package; a premium without an end date is open-ended.
 * `today` is isoDateInWarsaw(new Date()). The server asks the same of PostgreSQL
 * (facilityStatusInForce), so nothing needs to run at
 * midnight to end a premium.
 */
export function statusInForce(status: FacilityStatus, premiumUntil: string | null, today: string): FacilityStatus {
  return status === "premium" && premiumUntil !== null && premiumUntil < today ? LAPSED_PREMIUM_STATUS : status
}

/** A facility's package as support sets it: its status and the premium's end date. */
export interface FacilityPackage {
  readonly status: FacilityStatus
  readonly premium_until: string | null
}

/**
 * What is wrong with a package support is about to set, by field: a premium needs its end date
 * (PREMIUM_UNTIL_REQUIRED), not one already past (PREMIUM_UNTIL_PAST); another status takes no
 * date (FIELD_INVALID).
 */
export function packageProblems(next: FacilityPackage, today: string): Partial<Record<"premium_until", string>> {
  if (next.status !== "premium") return next.premium_until === null ? {} : { premium_until: "FIELD_INVALID" }
  if (next.premium_until === null) return { premium_until: "PREMIUM_UNTIL_REQUIRED" }
  return next.premium_until < today ? { premium_until: "PREMIUM_UNTIL_PAST" } : {}
}
