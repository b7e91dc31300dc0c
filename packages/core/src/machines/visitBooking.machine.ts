import { assign, enqueueActions, fromPromise, setup } from "xstate"
import type { VisitBooking } from "../domain/visit"
import { QUERIES_STALE, type QueriesStale } from "../queries/queriesStale"
import { visitKeys } from "../queries/visitQueries"
import { readFailedCall, type FormToast } from "./formFailure"

/** Input of {@link visitBookingMachine}: the facility whose slots are offered. */
export interface VisitBookingInput {
  readonly facilityRef: string
}

/** Context of {@link visitBookingMachine}. */
export interface VisitBookingContext {
  readonly facilityRef: string
  /** The slot picked, null before one is. */
  readonly slotId: number | null
  /** The place booked, once it is. */
  readonly booking: VisitBooking | null
  /** Why the last call failed (a catalogue key, CONNECTION_ERROR), or null. */
  readonly error: string | null
}

/** Events of {@link visitBookingMachine}. */
export type VisitBookingEvent =
  | { readonly type: "SELECT"; readonly slotId: number }
  | { readonly type: "BOOK" }
  | { readonly type: "CANCEL" }

const slotsStale = (context: VisitBookingContext): QueriesStale => ({
  type: QUERIES_STALE,
  keys: [visitKeys.slots(context.facilityRef), visitKeys.all]
})

/**
 * "Umów wizytę" (issue 20): the parent picks one of the facility's upcoming slots and books a
 * place: `choosing` —SELECT→ `chosen` —BOOK→ `booking` → `booked`. The server keeps to the
 * capacity: when the last place went to someone else meanwhile (ERROR_VISIT_SLOT_FULL) the pick
 * is dropped and the parent chooses again from the slots read afresh; any other refusal (already
 * booked, no answer) stays on the pick with its message. A booked place can be cancelled —CANCEL→
 * `cancelling` → `choosing`. Every change makes the slots' places and My visits stale.
 *
 * Actor slots: `book`: `slotId → VisitBooking`, `cancel`: `bookingId → void` (visitActors).
 */
export const visitBookingMachine = setup({
  types: {
    input: {} as VisitBookingInput,
    context: {} as VisitBookingContext,
    events: {} as VisitBookingEvent,
    emitted: {} as QueriesStale | FormToast
  },
  actors: {
    book: fromPromise<VisitBooking, number>(async () => {
      throw new Error("provide the booking's 'book' actor")
    }),
    cancel: fromPromise<void, number>(async () => {
      throw new Error("provide the booking's 'cancel' actor")
    })
  }
}).createMachine({
  id: "visitBooking",
  context: ({ input }) => ({ facilityRef: input.facilityRef, slotId: null, booking: null, error: null }),
  initial: "choosing",
  states: {
    choosing: {
      on: { SELECT: { target: "chosen", actions: assign({ slotId: ({ event }) => event.slotId, error: null }) } }
    },
    chosen: {
      on: {
        SELECT: { actions: assign({ slotId: ({ event }) => event.slotId, error: null }) },
        BOOK: "booking"
      }
    },
    booking: {
      entry: assign({ error: null }),
      invoke: {
        src: "book",
        input: ({ context }) => context.slotId ?? 0,
        onDone: {
          target: "booked",
          actions: enqueueActions(({ context, event, enqueue }) => {
            enqueue.assign({ booking: event.output })
            enqueue.emit(slotsStale(context))
            enqueue.emit({ type: "toast", tone: "success", key: "VISIT_BOOKED" })
          })
        },
        onError: [
          {
            guard: ({ event }) => readFailedCall(event.error).key === "ERROR_VISIT_SLOT_FULL",
            target: "choosing",
            actions: enqueueActions(({ context, enqueue }) => {
              enqueue.assign({ slotId: null, error: "ERROR_VISIT_SLOT_FULL" })
              enqueue.emit(slotsStale(context))
            })
          },
          { target: "chosen", actions: assign({ error: ({ event }) => readFailedCall(event.error).key }) }
        ]
      }
    },
    booked: {
      on: { CANCEL: "cancelling" }
    },
    cancelling: {
      entry: assign({ error: null }),
      invoke: {
        src: "cancel",
        input: ({ context }) => context.booking?.id ?? 0,
        onDone: {
          target: "choosing",
          actions: enqueueActions(({ context, enqueue }) => {
            enqueue.assign({ booking: null, slotId: null })
            enqueue.emit(slotsStale(context))
            enqueue.emit({ type: "toast", tone: "success", key: "VISIT_CANCELLED" })
          })
        },
        onError: { target: "booked", actions: assign({ error: ({ event }) => readFailedCall(event.error).key }) }
      }
    }
  }
})
