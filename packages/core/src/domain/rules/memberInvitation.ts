import type { SubscriberRole } from "../membership"
import { pathWithFacilityAction } from "./facilityAction"
import { facilityProfilePath } from "./facilityTier"

/**
 * Where an invitation to join a facility leads (management 2.4 parents: "invite parents to
 * subscribe"): its profile, with the facility action that opens subscribing in the invited role
 * — the same `?action=` the profile reads after a login (spec 4.8), so a guest logs in and lands
 * on the subscription.
 */
export function invitationPath(facility: { readonly id: number; readonly slug: string | null }, role: SubscriberRole): string {
  return pathWithFacilityAction(facilityProfilePath(facility), { kind: "subscribe", role })
}
