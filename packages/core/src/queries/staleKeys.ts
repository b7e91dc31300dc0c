import type { QueriesStale } from "./queriesStale"
import { facilityKeys, facilityListKeys, overviewKeys, questionKeys, shadowKeys, supportAuditKeys, supportFacilityKeys } from "./queryKeys"

/**
 * What a change to a facility's record makes stale: every read of it (its profile and what it
 * publishes, by its one ref: facilityRefOf) and the lists it shows in. The editors' own record is not among
 * them: a save answers it, and the owner area puts it in the cache itself.
 */
export const facilityChangeKeys = (ref: string): QueriesStale["keys"] => [facilityKeys.detail(ref), facilityListKeys.all]

/**
 * What a claim or creation, or support's decision on one, makes stale: the records on the desk
 * and in My facilities, and — an accepted one makes its sender the facility's owner and the
 * facility verified — every facility read and list.
 */
export const shadowChangeKeys: QueriesStale["keys"] = [shadowKeys.all, shadowKeys.ownedAll, facilityKeys.all, facilityListKeys.all]

/**
 * What marking items seen makes stale (a thread's read marks the other side's messages too):
 * the counters, and the lists of threads with their unseen counts.
 */
export const seenMarkKeys: QueriesStale["keys"] = [overviewKeys.all, questionKeys.mine(), questionKeys.ofFacility()]

/**
 * What support's change to a facility (its package, badge, tags, owner, or deleting it) makes
 * stale: the panel's reads and the audit trail, every facility read and list, and the lists of
 * facilities accounts run (an owner's premium tabs follow the package).
 */
export const supportFacilityChangeKeys: QueriesStale["keys"] = [
  supportFacilityKeys.all, supportAuditKeys.all, facilityKeys.all, facilityListKeys.all, shadowKeys.ownedAll
]
