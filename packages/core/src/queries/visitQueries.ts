import type { ApiCaller } from "../client/pociechaClient"
import { apiQuery } from "./apiQuery"

/**
 * Visits' cache keys: a facility's slots live under its canonical facility key (a change to the
 * facility makes them stale too), a parent's bookings under their account.
 */
export const visitKeys = {
  all: ["visits"] as const,
  /** The facility's upcoming slots with the places left, and (`booked`) with who booked them. */
  slots: (ref: string) => ["facility", ref, "visit-slots"] as const,
  booked: (ref: string) => ["facility", ref, "visit-slots", "booked"] as const,
  mine: (accountId: string) => ["visits", "mine", accountId] as const
}

/** The facility's upcoming visits and open days, with the places left (the profile's "Umów wizytę"). */
export const visitSlotsQuery = (api: ApiCaller, ref: string) =>
  apiQuery(api, visitKeys.slots(ref), (c) => c.visits.slots({ params: { id: ref } }))

/** The same with who booked each, for those who run the facility (the owner area's "Wizyty"). */
export const bookedVisitSlotsQuery = (api: ApiCaller, ref: string) =>
  apiQuery(api, visitKeys.booked(ref), (c) => c.visits.bookedSlots({ params: { id: ref } }))

/** The signed-in parent's upcoming visits (My account). */
export const myVisitsQuery = (api: ApiCaller, accountId: string) => apiQuery(api, visitKeys.mine(accountId), (c) => c.visits.mine())
