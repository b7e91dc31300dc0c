import { describe } from "vitest"
import { createActor, createMachine, type EventObject } from "xstate"
import { apiError } from "../api/errors"
import type { VisitBooking } from "../domain/visit"
import { controllablePromise } from "../testing/controllablePromise"
import { assignModel, replayModelPaths } from "../testing/modelReplay"
import { visitBookingMachine } from "./visitBooking.machine"

/**
 * "Umów wizytę", as issue 20 says: the parent picks one of the facility's upcoming slots and books
 * a place; the server keeps to the slot's capacity, so when two book the last place at once one
 * gets it and the other hears the slot is full — their pick is gone and they choose again (a full
 * slot cannot be booked); one place a parent a slot (already booked stays on the pick, with its
 * message); a booked place can be cancelled, and then the parent may book again.
 */
interface Context {
  /** The slot picked (the first pick is slot 1, the next slot 2…), or null. */
  readonly picked: number | null
  readonly picks: number
  /** The message shown. */
  readonly error: string | null
  readonly booked: boolean
  /** The slots each booking asked for, in order. */
  readonly asked: ReadonlyArray<number>
}

const pick = assignModel<Context>(({ context }) => ({ picked: context.picks + 1, picks: context.picks + 1, error: null }))
const ask = assignModel<Context>(({ context }) => ({ asked: [...context.asked, context.picked!], error: null }))

const model = createMachine({
  types: {} as { context: Context },
  id: "visitBookingModel",
  context: { picked: null, picks: 0, error: null, booked: false, asked: [] },
  initial: "choosing",
  states: {
    choosing: { on: { PICK: { target: "chosen", actions: pick } } },
    chosen: { on: { PICK: { actions: pick }, BOOK: { target: "booking", actions: ask } } },
    booking: {
      on: {
        PLACE_TAKEN: { target: "booked", actions: assignModel<Context>({ booked: true }) },
        SLOT_FULL: { target: "choosing", actions: assignModel<Context>({ picked: null, error: "ERROR_VISIT_SLOT_FULL" }) },
        ALREADY_BOOKED: { target: "chosen", actions: assignModel<Context>({ error: "ERROR_VISIT_ALREADY_BOOKED" }) }
      }
    },
    // Trying again clears the last failure's message.
    booked: { on: { CANCEL: { target: "cancelling", actions: assignModel<Context>({ error: null }) } } },
    cancelling: {
      on: {
        CANCELLED: { target: "choosing", actions: assignModel<Context>({ booked: false, picked: null }) },
        CANCEL_FAILED: { target: "booked", actions: assignModel<Context>({ error: "CONNECTION_ERROR" }) }
      }
    }
  }
})

const booking = (slotId: number): VisitBooking => ({
  id: 100 + slotId,
  facility_id: 7,
  facility_name: "Przedszkole Słoneczko",
  facility_slug: "przedszkole-sloneczko",
  slot_id: slotId,
  kind: "open_day",
  starts_at: Date.UTC(2027, 0, 10, 9),
  ends_at: Date.UTC(2027, 0, 10, 11),
  note: null,
  created_at: Date.UTC(2027, 0, 1)
})

function start() {
  const book = controllablePromise<VisitBooking, number>()
  const cancel = controllablePromise<void, number>()
  const actor = createActor(visitBookingMachine.provide({ actors: { book: book.logic, cancel: cancel.logic } }), {
    input: { facilityRef: "przedszkole-sloneczko" }
  })
  actor.start()
  return { actor, book, cancel, picks: { count: 0 } }
}
type System = ReturnType<typeof start>

async function perform({ actor, book, cancel, picks }: System, { type }: EventObject) {
  switch (type) {
    case "PICK":
      return void actor.send({ type: "SELECT", slotId: ++picks.count })
    case "BOOK":
      return void actor.send({ type: "BOOK" })
    case "CANCEL":
      return void actor.send({ type: "CANCEL" })
    case "PLACE_TAKEN":
      return book.latest().resolve(booking(book.latest().input))
    case "SLOT_FULL":
      return book.latest().reject(apiError("ERROR_VISIT_SLOT_FULL"))
    case "ALREADY_BOOKED":
      return book.latest().reject(apiError("ERROR_VISIT_ALREADY_BOOKED"))
    case "CANCELLED":
      return cancel.latest().resolve()
    default:
      return cancel.latest().reject(new Error("offline"))
  }
}

describe("visitBookingMachine — model-based (issue 20)", () => {
  replayModelPaths(
    model,
    {
      taken: ["PLACE_TAKEN", "SLOT_FULL", "ALREADY_BOOKED", "CANCELLED", "CANCEL_FAILED"].map((type) => ({ type })),
      anyTime: ["PICK", "BOOK", "CANCEL"].map((type) => ({ type }))
    },
    {
      start,
      perform,
      observe: ({ actor, book }) => {
        const { value, context } = actor.getSnapshot()
        return { state: value, picked: context.slotId, error: context.error, booked: context.booking !== null, asked: book.calls.map((call) => call.input) }
      },
      expected: ({ value, context }) => ({ state: value, picked: context.picked, error: context.error, booked: context.booked, asked: context.asked }),
      stop: ({ actor }) => actor.stop(),
      // Where the parent can go depends on the state alone.
      vertex: ({ booked, picked, error }) => ({ booked, picked: picked !== null, error })
    }
  )
})
