import type { FacilityRelation } from "./activityPermissions"
import { isSupportCaller, permissionNames, type Caller } from "./permissions"
import type { MemberRelation } from "./publicationPermissions"

/**
 * What the owner does with the facility's teachers (management 2.4 teachers, 4 ownership, 6):
 * grants or takes a teacher's moderator permission, and passes ownership to a teacher.
 */

/**
 * May change members' permissions (make a teacher a moderator): support, or an accepted OWNER or
 * ADMIN holding facility-ownership/write.
 */
export function canManageMemberPermissions(caller: Caller | null, relation: MemberRelation | null): boolean {
  if (caller === null) return false
  if (isSupportCaller(caller)) return true
  return relation !== null && relation.status === "accepted" && (relation.role === "OWNER" || relation.role === "ADMIN") &&
    relation.permissions.includes(permissionNames.FACILITY_OWNERSHIP_WRITE)
}

/**
 * A teacher's permissions with the moderator permission (facility-publications/write) granted or
 * taken; the others stay as they were, and it is never listed twice.
 */
export function withModerator(permissions: ReadonlyArray<string>, moderator: boolean): ReadonlyArray<string> {
  const others = permissions.filter((permission) => permission !== permissionNames.FACILITY_PUBLICATIONS_WRITE)
  return moderator ? [...others, permissionNames.FACILITY_PUBLICATIONS_WRITE] : others
}

/**
 * May pass the facility on (management 4): only its current OWNER — not an ADMIN, not support
 * acting for someone: the transfer is confirmed with the owner's own password.
 */
export function canTransferOwnership(caller: Caller | null, relation: FacilityRelation | null): boolean {
  return caller !== null && relation !== null && relation.role === "OWNER" && relation.status === "accepted"
}

/** What the former owner keeps after a transfer: a teacher's place with no permission. */
export const FORMER_OWNER_PERMISSIONS: ReadonlyArray<string> = []
