import { runsFacility, type FacilityRelation } from "./activityPermissions"
import type { Caller } from "./permissions"

/**
 * May read what the facility's listing brought it (issue 20, the owner's dashboard): those who
 * run it (its accepted OWNER and ADMINs) and support; its teachers and parents may not, since
 * the figures are the business's.
 */
export function canReadInsights(caller: Caller | null, relation: FacilityRelation | null): boolean {
  return runsFacility(caller, relation)
}
