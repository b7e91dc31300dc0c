import { Schema } from "effect"
import { AboutFacility } from "./aboutFacility"

/** What a facility offers to see it: a visit of a few families, or an open day for many. */
export const visitKinds = ["visit", "open_day"] as const
export const VisitKind = Schema.Literals(visitKinds)
export type VisitKind = typeof VisitKind.Type

/** How long a slot lasts, in minutes: a quarter of an hour to a working day. */
export const VISIT_DURATION_MIN = 15
export const VISIT_DURATION_MAX = 480
/** Places a slot offers: one family to a large open day. */
export const VISIT_CAPACITY_MAX = 200
/** The owner's note for the visitors (where to come in, what to bring). */
export const VISIT_NOTE_MAX = 500
/** How far ahead a slot may be published. */
export const VISIT_HORIZON_DAYS = 366

/**
 * A visit slot or open day of a facility as everyone sees it: when (epoch ms), what, and how
 * many places are left — never who booked.
 */
export const VisitSlot = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  kind: VisitKind,
  starts_at: Schema.Number,
  ends_at: Schema.Number,
  capacity: Schema.Number,
  places_left: Schema.Number,
  note: Schema.NullOr(Schema.String)
})
export type VisitSlot = typeof VisitSlot.Type

/**
 * Who booked a slot, as the facility's runners see it: the parent's name and e-mail, which the
 * facility needs to expect the family and reach them if the visit moves (the purpose stated at
 * booking).
 */
export const VisitGuest = Schema.Struct({
  booking_id: Schema.Number,
  name: Schema.NullOr(Schema.String),
  email: Schema.String,
  booked_at: Schema.Number
})
export type VisitGuest = typeof VisitGuest.Type

/** A slot with its bookings: the owner area's "Wizyty". */
export const BookedVisitSlot = Schema.Struct({ ...VisitSlot.fields, guests: Schema.Array(VisitGuest) })
export type BookedVisitSlot = typeof BookedVisitSlot.Type

/** A parent's booking, with its slot and facility: My account and the booking's answer. */
export const VisitBooking = Schema.Struct({
  id: Schema.Number,
  ...AboutFacility,
  slot_id: Schema.Number,
  kind: VisitKind,
  starts_at: Schema.Number,
  ends_at: Schema.Number,
  note: Schema.NullOr(Schema.String),
  created_at: Schema.Number
})
export type VisitBooking = typeof VisitBooking.Type
