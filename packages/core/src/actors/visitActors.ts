import type { VisitSlotPayload } from "../api/visits"
import type { ApiCaller } from "../client/pociechaClient"
import { callActor } from "./callActor"

/** Input of `publishSlot`: the facility and the slot. */
export interface VisitSlotPublishInput {
  readonly facilityRef: string
  readonly slot: VisitSlotPayload
}

/** Input of `withdrawSlot`. */
export interface VisitSlotWithdrawInput {
  readonly facilityRef: string
  readonly slotId: number
}

/** The visits' calls as actors: the owner's slots, the parent's bookings. */
export const visitActors = (client: ApiCaller) => ({
  publishSlot: callActor(client, (api, { facilityRef, slot }: VisitSlotPublishInput) =>
    api.visits.publishSlot({ params: { id: facilityRef }, payload: slot })),
  withdrawSlot: callActor(client, (api, { facilityRef, slotId }: VisitSlotWithdrawInput) =>
    api.visits.withdrawSlot({ params: { id: facilityRef, slot: slotId } })),
  book: callActor(client, (api, slotId: number) => api.visits.book({ payload: { slot_id: slotId } })),
  cancel: callActor(client, (api, bookingId: number) => api.visits.cancel({ params: { booking: bookingId } }))
})
