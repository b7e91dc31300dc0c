import type { FacilityStatus } from "../facility"
import type { PublicationVisibility } from "../publication"
import { isConfirmedTeacher, isFacilityStaff, runsFacility, type FacilityRelation } from "./activityPermissions"
import { hasPermission, isSupport, isSupportCaller, permissionNames, type AccessUser, type Caller, type EntityId } from "./permissions"

/**
 * Who reads and writes a facility's news (management 2.4, 6): the server asks these on every
 * call, the web app to decide what to offer.
 */

/** What the caller is to one facility with the permissions of their membership row. */
export interface MemberRelation extends FacilityRelation {
  readonly permissions: ReadonlyArray<string>
}

/** A teacher the owner made a moderator of the facility's pages: accepted, with facility-publications/write. */
export function isModeratorTeacher(relation: MemberRelation | null): boolean {
  return relation !== null && isConfirmedTeacher(relation) && relation.permissions.includes(permissionNames.FACILITY_PUBLICATIONS_WRITE)
}

/**
 * May add, edit and delete the facility's news items: those who run it (its accepted OWNER or
 * ADMIN, support) and its moderator teachers (management 6).
 */
export function canWritePublications(caller: Caller | null, relation: MemberRelation | null): boolean {
  return runsFacility(caller, relation) || (caller !== null && isModeratorTeacher(relation))
}

/**
 * Whether the caller may publish an item with this visibility: "Visibility can be set by
 * moderators only" (management 2.4, 6) — the facility's OWNER or ADMIN, its moderator teachers,
 * support. Anything else one writes is public.
 */
export function mayPublishAs(visibility: PublicationVisibility, caller: Caller | null, relation: MemberRelation | null): boolean {
  return visibility === "public" || canWritePublications(caller, relation)
}

/**
 * The same question asked of the signed-in user as the app keeps them (whether to offer the
 * news editor and its visibility choice): support, one who runs the facility (it is on their
 * My facilities list), or a moderator teacher (facility-publications/write in their perms).
 */
export function userModeratesPublications(
  user: (AccessUser & { readonly facilities?: ReadonlyArray<{ readonly id: EntityId }> | null | undefined }) | null | undefined,
  facilityId: EntityId
): boolean {
  if (user === null || user === undefined) return false
  return isSupport(user) || (user.facilities ?? []).some((facility) => String(facility.id) === String(facilityId)) ||
    hasPermission(user, facilityId, permissionNames.FACILITY_PUBLICATIONS_WRITE)
}

/**
 * The visibilities the caller reads (spec 3.12): everyone the public items; a confirmed member
 * (parent or teacher) also the private ones; the facility's staff (OWNER, ADMIN, teachers) and
 * support also those for staff only.
 */
export function readableVisibilities(caller: Caller | null, relation: FacilityRelation | null): ReadonlyArray<PublicationVisibility> {
  if (isSupportCaller(caller) || (caller !== null && isFacilityStaff(relation))) return ["public", "private", "admin_only"]
  if (caller !== null && relation !== null && relation.status === "accepted") return ["public", "private"]
  return ["public"]
}

/**
 * Whether the news of a facility of this status are closed to the caller until it goes premium
 * (management 2.3, 6: an onlyPremium tab opens the premium upsell): every non-premium facility,
 * except for support, who is exempt.
 */
export function needsPremium(status: FacilityStatus, caller: Caller | null): boolean {
  return status !== "premium" && !isSupportCaller(caller)
}
