import type { FacilityStatus } from "../facility"
import type { Overview } from "../overview"
import type { OwnedFacilities } from "../user"
import { facilityRefOf } from "./facilityRef"
import { hasPermission, isSupport, type AccessUser } from "./permissions"

/** A line of My facilities (management 2.3): a facility the account runs, or its claim waiting for support. */
export interface MyFacilityEntry {
  readonly id: number
  /** What the owner area's `:facility` is: the slug, or the id without one (management 2.2). */
  readonly ref: string
  readonly name: string
  readonly status: FacilityStatus
  /** 'pending': a claim or creation support has not decided; it cannot be opened. */
  readonly shadow_status: "pending" | null
}

/** A claim or creation support has not decided yet (management 2.3): listed, but it cannot be opened. */
export function isAwaitingSupport(entry: MyFacilityEntry | undefined): boolean {
  return entry?.shadow_status === "pending"
}

/**
 * My facilities (management 2.3, 4): the facilities the account runs, then its pending claims
 * and creations; declined ones are left out, and a claim of a facility already run is not
 * listed twice.
 */
export function myFacilities(owned: OwnedFacilities): ReadonlyArray<MyFacilityEntry> {
  const run = owned.facilities.map((facility) => ({
    id: facility.id,
    ref: facilityRefOf(facility),
    name: facility.name,
    status: facility.status,
    shadow_status: null
  }))
  const runIds = new Set(run.map((facility) => facility.id))
  const pending = owned.shadow_facilities
    .filter((shadow) => shadow.shadow_status === "pending" && !runIds.has(shadow.facility_id))
    .map((shadow) => ({
      id: shadow.facility_id,
      ref: facilityRefOf({ id: shadow.facility_id, slug: shadow.slug }),
      name: shadow.name,
      status: shadow.status,
      shadow_status: "pending" as const
    }))
  return [...run, ...pending]
}

/** A facility's counter on My facilities (management 2.3): its new opinions plus its new messages. */
export function facilityCounter(overview: Overview | null | undefined, facilityId: number): number {
  if (overview === null || overview === undefined) return 0
  const key = String(facilityId)
  return (overview.opinions.new_opinions_by_facility[key] ?? 0) + (overview.user_questions.new_messages_by_facility[key] ?? 0)
}

/** What an owner-area tab carries that decides how it opens. */
export interface OwnerTabRules {
  readonly permissions?: ReadonlyArray<string> | undefined
  readonly onlyPremium?: boolean | undefined
}

/**
 * How a tab of the owner area behaves for a user and a facility (management 2.3, 6): 'hidden'
 * when the user lacks one of its permissions on this facility; 'upsell' for a premium-only tab
 * of a facility that is not premium (support staff are exempt); else 'open'.
 */
export function ownerTabAccess(
  tab: OwnerTabRules,
  user: AccessUser | null | undefined,
  facility: { readonly id: number; readonly status: FacilityStatus }
): "open" | "upsell" | "hidden" {
  if (!(tab.permissions ?? []).every((permission) => hasPermission(user, facility.id, permission))) return "hidden"
  if (tab.onlyPremium === true && facility.status !== "premium" && !isSupport(user)) return "upsell"
  return "open"
}
