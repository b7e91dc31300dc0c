import type { Membership } from "../membership"
import type { AppRouteName } from "./appRoutes"
import { facilityRefOf } from "./facilityRef"
import { hasPermission, isSupport, permissionNames, type AccessUser, type EntityId } from "./permissions"
import { isModeratorTeacher } from "./publicationPermissions"

/**
 * What the owner area is for a user on one facility (management 1, 2.2, 6): 'runs' — its OWNER or
 * ADMIN (it is on their My facilities) or support, who get every tab; 'moderates' — a teacher the
 * owner made a moderator of the facility's pages (facility-publications/write in their perms), who
 * gets the News tab alone; 'none' — anyone else, whom the server turns away.
 */
export type OwnerAreaRole = "runs" | "moderates" | "none"

/** The user fields the role reads: the facilities they run, and their permissions by facility. */
export type OwnerAreaUser = AccessUser & { readonly facilities?: ReadonlyArray<{ readonly id: EntityId }> | null | undefined }

/** The only tab of a moderator teacher (management 1: they add, edit and delete posts). */
export const MODERATOR_TAB = "facility_publications" satisfies AppRouteName

/**
 * The owner-area role of a user on a facility; a facility they run wins over a moderator's
 * permission on it. `moderated` (their memberships as last read, core's moderatedFacilities) also
 * counts, so a permission granted after they signed in opens the area without signing in again.
 */
export function ownerAreaRole(
  user: OwnerAreaUser | null | undefined,
  facilityId: EntityId,
  moderated: ReadonlyArray<{ readonly id: EntityId }> = []
): OwnerAreaRole {
  if (user === null || user === undefined) return "none"
  const named = (facility: { readonly id: EntityId }) => String(facility.id) === String(facilityId)
  if (isSupport(user) || (user.facilities ?? []).some(named)) return "runs"
  return hasPermission(user, facilityId, permissionNames.FACILITY_PUBLICATIONS_WRITE) || moderated.some(named) ? "moderates" : "none"
}

/**
 * Whether the side menu lists a tab for this role: every tab for those who run the facility (each
 * still under its own permission and package rules), only News for a moderator, none otherwise.
 */
export function ownerAreaShowsTab(role: OwnerAreaRole, tab: AppRouteName): boolean {
  return role === "runs" || (role === "moderates" && tab === MODERATOR_TAB)
}

/** Where an owner-area route takes this role: a moderator opening any other tab lands on News; everyone else where they asked. */
export function ownerAreaRouteFor(role: OwnerAreaRole, route: AppRouteName): AppRouteName {
  return role === "moderates" ? MODERATOR_TAB : route
}

/** A facility whose news a teacher moderates, as menus link to it. */
export interface ModeratedFacility {
  readonly id: number
  /** The owner area's `:facility`: the slug, or the id without one. */
  readonly ref: string
  readonly name: string
}

/**
 * The facilities whose news my memberships let me write as a moderator teacher (accepted, with
 * facility-publications/write), for My facilities and the account's links; those I run are left
 * to the list of facilities run.
 */
export function moderatedFacilities(memberships: ReadonlyArray<Membership>, runIds: ReadonlyArray<EntityId> = []): ReadonlyArray<ModeratedFacility> {
  const run = new Set(runIds.map(String))
  return memberships
    .filter((membership) => isModeratorTeacher(membership) && !run.has(String(membership.facility_id)))
    .map((membership) => ({
      id: membership.facility_id,
      ref: facilityRefOf({ id: membership.facility_id, slug: membership.facility_slug }),
      name: membership.facility_name
    }))
}
