/** The fields that link a facility to an owner account. */
export interface FacilityClaimInput {
  readonly account?: unknown
  readonly account_id?: string | number | null | undefined
}

/**
 * Whether a facility is claimed, i.e. linked to an account (spec 3.2): both `account` and
 * `account_id` are present (neither `null`, `undefined` nor `""`).
 */
export function isClaimed(facility: FacilityClaimInput): boolean {
  const present = (value: unknown): boolean => value !== null && value !== undefined && value !== ""
  return present(facility.account) && present(facility.account_id)
}
