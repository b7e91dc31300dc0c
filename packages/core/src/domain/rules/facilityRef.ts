/** What names a facility: its numeric id and its slug, if it has one. */
export interface FacilityIdentity {
  readonly id: number
  readonly slug: string | null
}

/**
 * How the portal names a facility in its addresses and its cache (management 2.2): the slug, or
 * the numeric id for a facility without one. One name per facility, so a read by the slug and
 * a write's invalidation meet under the same cache key whatever the caller held.
 */
export function facilityRefOf(facility: FacilityIdentity): string {
  return facility.slug ?? String(facility.id)
}
