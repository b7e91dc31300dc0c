import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import {
  BookedVisitSlot,
  VISIT_CAPACITY_MAX,
  VISIT_DURATION_MAX,
  VISIT_DURATION_MIN,
  VISIT_NOTE_MAX,
  VisitBooking,
  VisitKind,
  VisitSlot
} from "../domain/visit"
import { Line } from "./bounds"
import { BadRequestError, ConflictError, NotFoundError, TooManyRequestsError, UnauthorizedError, recordErrors } from "./errors"
import { FacilityRef, RecordId, RowId } from "./ids"

const between = (minimum: number, maximum: number) =>
  Schema.Int.check(Schema.isBetween({ minimum, maximum }, { message: "FIELD_INVALID" }))

/**
 * A new slot: when it starts (epoch ms; the server takes only the future, up to a year ahead),
 * how long it lasts, what it is, how many families it takes, and an optional note.
 */
export const VisitSlotPayload = Schema.Struct({
  kind: VisitKind,
  starts_at: between(0, 8_640_000_000_000_000),
  duration_minutes: between(VISIT_DURATION_MIN, VISIT_DURATION_MAX),
  capacity: between(1, VISIT_CAPACITY_MAX),
  note: Schema.optionalKey(Schema.NullOr(Line(VISIT_NOTE_MAX)))
})
export type VisitSlotPayload = typeof VisitSlotPayload.Type

/** A booking of one place in a slot, for the signed-in parent. */
export const VisitBookingPayload = Schema.Struct({ slot_id: RowId })
export type VisitBookingPayload = typeof VisitBookingPayload.Type

// A slot id in a path is a row id like any other.
const SlotRef = { ...FacilityRef, slot: RecordId }

/**
 * Visits and open days (issue 20): a facility's runners publish slots and see who booked; anyone
 * reads the upcoming ones with the places left; a signed-in parent books a place (the server
 * keeps to the capacity however many book at once), sees and cancels their bookings. Both sides
 * get the confirmation, the cancellation and a reminder the day before by e-mail, with an `.ics`.
 */
export const VisitsGroup = HttpApiGroup.make("visits")
  .add(
    HttpApiEndpoint.get("slots", "/facility/list/:id/visit-slots", {
      params: FacilityRef,
      success: Schema.Array(VisitSlot),
      error: [BadRequestError, UnauthorizedError, NotFoundError]
    })
  )
  .add(
    HttpApiEndpoint.get("bookedSlots", "/facility/list/:id/visit-slots/booked", {
      params: FacilityRef,
      success: Schema.Array(BookedVisitSlot),
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.post("publishSlot", "/facility/list/:id/visit-slots", {
      params: FacilityRef,
      payload: VisitSlotPayload,
      success: VisitSlot.pipe(HttpApiSchema.status(201)),
      // 400 VISIT_SLOT_NOT_AHEAD under `starts_at` for a start in the past or over a year ahead.
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.delete("withdrawSlot", "/facility/list/:id/visit-slots/:slot", {
      params: SlotRef,
      // The parents who booked it are told by e-mail.
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.post("book", "/v1/visit", {
      payload: VisitBookingPayload,
      success: VisitBooking.pipe(HttpApiSchema.status(201)),
      // 404 no such upcoming slot; 409 ERROR_VISIT_SLOT_FULL (no place left) or ERROR_VISIT_ALREADY_BOOKED.
      error: [BadRequestError, UnauthorizedError, NotFoundError, ConflictError, TooManyRequestsError]
    })
  )
  .add(HttpApiEndpoint.get("mine", "/v1/visit/mine", { success: Schema.Array(VisitBooking), error: UnauthorizedError }))
  .add(
    HttpApiEndpoint.delete("cancel", "/v1/visit/:booking", {
      params: { booking: RecordId },
      // 404 also for someone else's booking.
      error: [BadRequestError, UnauthorizedError, NotFoundError]
    })
  )
