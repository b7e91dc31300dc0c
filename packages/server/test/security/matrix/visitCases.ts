import { everyone, facilityRunners, signedIn, type Case, type MatrixWorld, type Role } from "./matrixWorld"

/** A slot of the world's facility two days ahead, one place: each attempt books or withdraws its own. */
const slotOfFacility = async (world: MatrixWorld) => {
  const [slot] = await world.server.query<{ id: number }>(
    `insert into visit_slots (facility_id, kind, starts_at, ends_at, capacity)
     values ($1, 'visit', now() + interval '2 days', now() + interval '2 days 1 hour', 1) returning id`,
    [world.facilityId]
  )
  return { slot: slot!.id }
}

/** A place the demo parent booked: only they may cancel it. */
const parentsBooking = async (world: MatrixWorld, _role: Role, _attempt: number) => {
  const { slot } = await slotOfFacility(world)
  const [booking] = await world.server.query<{ id: number }>(
    "insert into visit_bookings (slot_id, account_id) values ($1, $2) returning id",
    [slot, world.sessions.parent.id]
  )
  await world.server.query("update visit_slots set booked = 1 where id = $1", [slot])
  return { booking: booking!.id }
}

/**
 * Visits (issue 20): everyone reads the upcoming slots; those who run the facility publish,
 * withdraw and see who booked; anyone signed in books and lists their own; a booking is cancelled
 * by its parent only (anyone else's is not found).
 */
export const visitCases: Readonly<Record<string, Case>> = {
  "visits.slots": { method: "GET", path: (world) => `/api/facility/list/${world.facilitySlug}/visit-slots`, expected: everyone(200) },
  "visits.bookedSlots": {
    method: "GET",
    path: (world) => `/api/facility/list/${world.facilityId}/visit-slots/booked`,
    expected: facilityRunners(200)
  },
  "visits.publishSlot": {
    method: "POST",
    path: (world) => `/api/facility/list/${world.facilityId}/visit-slots`,
    body: () => ({ kind: "open_day", starts_at: Date.now() + 3 * 24 * 60 * 60 * 1000, duration_minutes: 60, capacity: 10 }),
    expected: facilityRunners(201)
  },
  "visits.withdrawSlot": {
    method: "DELETE",
    prepare: slotOfFacility,
    path: (world, { prepared }) => `/api/facility/list/${world.facilityId}/visit-slots/${String(prepared.slot)}`,
    expected: facilityRunners(204)
  },
  "visits.book": {
    method: "POST",
    prepare: slotOfFacility,
    path: () => "/api/v1/visit",
    body: (_world, { prepared }) => ({ slot_id: prepared.slot }),
    expected: signedIn(201)
  },
  "visits.mine": { method: "GET", path: () => "/api/v1/visit/mine", expected: signedIn(200) },
  "visits.cancel": {
    method: "DELETE",
    prepare: parentsBooking,
    path: (_world, { prepared }) => `/api/v1/visit/${String(prepared.booking)}`,
    expected: { ...everyone(404), guest: 401, parent: 204 }
  }
}
