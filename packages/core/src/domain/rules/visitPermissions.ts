import { runsFacility, type FacilityRelation } from "./activityPermissions"
import type { Caller } from "./permissions"

/**
 * May publish and withdraw the facility's visit slots and see who booked them (issue 20): those
 * who run it — its accepted OWNER or ADMIN, or support — as with its applications; its teachers
 * do not, since the bookings carry the parents' contact details.
 */
export function canManageVisits(caller: Caller | null, relation: FacilityRelation | null): boolean {
  return runsFacility(caller, relation)
}

/** May book a place in a slot: anyone signed in (one place a slot each; the capacity bounds the rest). */
export function canBookVisit(caller: Caller | null): boolean {
  return caller !== null
}
