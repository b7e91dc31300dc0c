import type { FacilityStatus } from "../facility"

/** Numeric limit for an admin user or when no facility is chosen (management 6, 9). */
export const UNLIMITED = 100_000

/**
 * Reports one account may send a day (public 2.9): the user limit `reports_per_day`, the same for
 * every account whatever facility it runs; support may change it in the limits table.
 */
export const DEFAULT_REPORTS_PER_DAY = 5

/** A limit value: a count, or a flag for boolean features. */
export type LimitValue = number | boolean | null | undefined

/** A package limit with one value per facility status (management 3). */
export interface UserLimit {
  readonly key: string
  readonly type?: "boolean" | "limit" | undefined
  readonly value_free: LimitValue
  readonly value_registered: LimitValue
  readonly value_premium: LimitValue
}

/** Whose limit is asked for: the current facility's status (none when no facility) and admin rights. */
export interface LimitContext {
  readonly facilityStatus?: FacilityStatus | null | undefined
  readonly isAdmin: boolean
}

/** The raw value for a status: unknown → value_free, registered → value_registered, premium → value_premium. */
export function limitValueFor(limit: UserLimit, status: FacilityStatus): LimitValue {
  if (status === "premium") return limit.value_premium
  if (status === "registered") return limit.value_registered
  return limit.value_free
}

const unrestricted = (context: LimitContext): boolean =>
  context.isAdmin || context.facilityStatus === null || context.facilityStatus === undefined

/**
 * The numeric limit that applies (management 6): UNLIMITED for an admin or with no facility,
 * else the value for the facility's status. A boolean value `true` counts as UNLIMITED and
 * `false`, `null` or a missing value as 0.
 */
export function resolveLimit(limit: UserLimit, context: LimitContext): number {
  if (unrestricted(context)) return UNLIMITED
  const value = limitValueFor(limit, context.facilityStatus as FacilityStatus)
  if (value === true) return UNLIMITED
  return typeof value === "number" && Number.isFinite(value) ? value : 0
}

/**
 * Whether a feature is allowed (management 6): always for an admin or with no facility; otherwise
 * when the status's value is `true` or a non-zero number.
 */
export function isFeatureAllowed(limit: UserLimit, context: LimitContext): boolean {
  if (unrestricted(context)) return true
  const value = limitValueFor(limit, context.facilityStatus as FacilityStatus)
  return value === true || (typeof value === "number" && value !== 0 && !Number.isNaN(value))
}

/** Whether a count goes over the limit, e.g. too many photos selected; reaching it exactly is fine. */
export function exceedsLimit(limit: UserLimit, context: LimitContext, count: number): boolean {
  return count > resolveLimit(limit, context)
}

/**
 * Whether one more of what a limit counts fits (a photo in the gallery, a facility's message
 * this month): `used + 1` must not exceed it. No such limit configured allows nothing: a missing
 * setting must not open the gate.
 */
export function hasRoomForOneMore(limit: UserLimit | null, context: LimitContext, used: number): boolean {
  return limit !== null && !exceedsLimit(limit, context, used + 1)
}
