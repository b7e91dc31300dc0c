import type { FacilityStatus } from "../facility"
import { RICH_TEXT_DEFAULT_LIMIT } from "./fieldValidators"
import { resolveLimit, type LimitContext, type UserLimit } from "./limits"

/** The user limits a facility's profile edits are bound by (management 6, 9). */
export const profileLimitKeys = {
  /** Characters of the description's HTML. */
  DESCRIPTION_CHARS: "description_chars",
  /** Amenity tags a facility may show. */
  AMENITIES: "amenities",
  /** Times a calendar month the amenities may be changed (the basic package: once). */
  AMENITIES_EDITS_PER_MONTH: "amenities_edits_per_month",
  /** Whether the recruitment description may hold text (the basic package: no). */
  RECRUITMENT_DESCRIPTION: "recruitment_description"
} as const

/**
 * A limit's value with none configured: the spec's default of rich text (management 5: 1500
 * characters), nothing for anything else — a missing setting must not open the gate.
 */
const missingLimit = (key: string): number => (key === profileLimitKeys.DESCRIPTION_CHARS ? RICH_TEXT_DEFAULT_LIMIT : 0)

/** The limit of `key` in force (core's resolveLimit), or the value of a missing setting. */
export function limitInForce(limits: ReadonlyArray<UserLimit>, key: string, context: LimitContext): number {
  const missing = missingLimit(key)
  const limit = limits.find((candidate) => candidate.key === key) ?? { key, value_free: missing, value_registered: missing, value_premium: missing }
  return resolveLimit(limit, context)
}

/** Every limit in force for a facility and its caller, by key: what the owner area counts against. */
export function limitsInForce(limits: ReadonlyArray<UserLimit>, status: FacilityStatus, isAdmin: boolean): Record<string, number> {
  const context = { facilityStatus: status, isAdmin }
  const inForce: Record<string, number> = {}
  for (const key of [...Object.values(profileLimitKeys), ...limits.map((limit) => limit.key)]) inForce[key] = limitInForce(limits, key, context)
  return inForce
}

/** A value of {@link limitsInForce}, or a missing setting's value when the map lacks it. */
export function limitOf(inForce: Readonly<Record<string, number>>, key: string): number {
  return inForce[key] ?? missingLimit(key)
}

/** TOO_MANY_AMENITIES when more amenities are chosen than the package shows (management 2.4, 9). */
export function amenitiesCountProblem(count: number, limit: number): "TOO_MANY_AMENITIES" | null {
  return count > limit ? "TOO_MANY_AMENITIES" : null
}

/** Whether another amenity edit fits this month's allowance (the basic package: one a month). */
export function canEditAmenities(editsThisMonth: number, limit: number): boolean {
  return editsThisMonth < limit
}

/**
 * FEATURE_NOT_IN_PACKAGE for recruitment text on a package without it (management 9: the basic
 * package has no text in the recruitment description); clearing the text is always allowed.
 */
export function recruitmentTextProblem(text: string | null | undefined, limit: number): "FEATURE_NOT_IN_PACKAGE" | null {
  return limit === 0 && text !== null && text !== undefined && text.trim() !== "" ? "FEATURE_NOT_IN_PACKAGE" : null
}
