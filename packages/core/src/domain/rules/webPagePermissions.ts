import { runsFacility, type FacilityRelation } from "./activityPermissions"
import type { Caller } from "./permissions"

/**
 * May read and change a facility's websites in the builder (management 2.6, 6): those who run it —
 * its accepted OWNER and ADMIN — and support. A moderator teacher writes the news, not the site.
 */
export function canManageWebsite(caller: Caller | null, relation: FacilityRelation | null): boolean {
  return runsFacility(caller, relation)
}
