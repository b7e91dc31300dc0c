import type { SubscriberRole } from "../membership"
import { facilityProfilePath } from "./facilityTier"

/** The `action` a facility profile acts on when opened (management 2.4: an invitation to subscribe). */
export const SUBSCRIBE_ACTION = "subscribe"

/**
 * Where an invitation to join a facility leads (management 2.4 parents: "invite parents to
 * subscribe"): its profile, told to open subscribing with the role the facility invites to —
 * `/placowka/{slug}?action=subscribe&role=parent`.
 */
export function invitationPath(facility: { readonly id: number; readonly slug: string | null }, role: SubscriberRole): string {
  return `${facilityProfilePath(facility)}?action=${SUBSCRIBE_ACTION}&role=${role}`
}

/**
 * What a profile's query asks for: the role to subscribe with, when it carries an invitation's
 * `action=subscribe` (and a known role; parent by default); null otherwise.
 */
export function invitedRole(search: string): SubscriberRole | null {
  const query = new URLSearchParams(search)
  if (query.get("action") !== SUBSCRIBE_ACTION) return null
  return query.get("role") === "teacher" ? "teacher" : "parent"
}
