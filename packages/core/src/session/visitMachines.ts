import { visitActors } from "../actors/visitActors"
import { commandOf } from "../machines/command.machine"
import { visitBookingMachine } from "../machines/visitBooking.machine"
import { visitSlotFormMachine } from "../machines/visitSlotForm.machine"
import { visitKeys } from "../queries/visitQueries"
import { readyMachine } from "./readyMachine"

/** A visit slot or open day published by the facility. */
export const visitSlotForm = readyMachine(({ api }) => visitSlotFormMachine.provide({ actors: { send: visitActors(api).publishSlot } }))

/** A slot withdrawn by the facility: its slots (and who booked) are stale. */
export const visitSlotWithdrawal = readyMachine(({ api }) =>
  commandOf(visitActors(api).withdrawSlot, ({ facilityRef }) => [visitKeys.slots(facilityRef)])
)

/** "Umów wizytę": a place booked, or cancelled, by the parent. */
export const visitBooking = readyMachine(({ api }) =>
  visitBookingMachine.provide({ actors: { book: visitActors(api).book, cancel: visitActors(api).cancel } })
)

/** A booking cancelled from My account. */
export const visitCancellation = readyMachine(({ api }) => commandOf(visitActors(api).cancel, () => [visitKeys.all]))
