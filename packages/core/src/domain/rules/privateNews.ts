import type { MembershipStatus } from "../membership"
import { isSupport, type AccessUser, type EntityId } from "./permissions"

/**
 * What the facility profile's news tell a reader about the private posts they do not see
 * (spec 3.12, 4.5; management 1: parents subscribe to see a facility's private posts):
 * 'subscribe' — a guest, or someone signed in with no membership, is invited to subscribe;
 * 'awaiting' — their subscription waits for the facility to confirm it; null — nothing to say:
 * they read the private posts already (a confirmed member, support), or the facility refused them.
 */
export type PrivateNewsInvitation = "subscribe" | "awaiting" | null

/**
 * The invitation for this reader of this facility. A confirmed member is one whose perms have an
 * entry for the facility (the server lists each accepted membership there) or whose membership,
 * as last read, is accepted.
 */
export function privateNewsInvitation(
  user: AccessUser | null | undefined,
  facilityId: EntityId,
  membership: { readonly status: MembershipStatus } | null | undefined
): PrivateNewsInvitation {
  if (user === null || user === undefined) return "subscribe"
  if (isSupport(user) || Object.hasOwn(user.perms ?? {}, String(facilityId))) return null
  switch (membership?.status) {
    case undefined:
      return "subscribe"
    case "pending":
      return "awaiting"
    default:
      return null
  }
}
