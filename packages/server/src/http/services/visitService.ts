import { apiError, VISIT_HORIZON_DAYS, type ViewerClaims, type VisitSlotPayload } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { inTransaction } from "../../db/sqlDefects"
import { Outbox } from "../../mail/outbox"
import { visitLetters, type BookedVisit } from "../../mail/visitLetters"
import { AccountRepository } from "../../repositories/accountRepository"
import type { FacilityFacts } from "../../repositories/facilityRepository"
import { MembershipRepository } from "../../repositories/membershipRepository"
import { VisitRepository, type BookingRecord } from "../../repositories/visitRepository"
import { ServerConfig } from "../../services"

const DAY_MS = 24 * 60 * 60 * 1000

const asVisit = (booking: BookingRecord): BookedVisit => ({
  bookingId: booking.id,
  facilityId: booking.facility_id,
  facilityName: booking.facility_name,
  facilitySlug: booking.facility_slug,
  street: booking.street,
  kind: booking.kind,
  startsAt: booking.starts_at,
  endsAt: booking.ends_at
})

const makeVisitService = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const visits = yield* VisitRepository
  const accounts = yield* AccountRepository
  const memberships = yield* MembershipRepository
  const outbox = yield* Outbox
  const config = yield* ServerConfig

  const parentOf = (accountId: string) =>
    Effect.flatMap(accounts.byId(accountId), (account) =>
      account === null ? Effect.die(new Error("a booking without its account")) : Effect.succeed(account))

  /** Publishes a slot that starts in the future, at most a year ahead (400 VISIT_SLOT_NOT_AHEAD otherwise). */
  const publish = (facility: FacilityFacts, slot: VisitSlotPayload) => {
    const now = Date.now()
    if (slot.starts_at <= now || slot.starts_at > now + VISIT_HORIZON_DAYS * DAY_MS) {
      return Effect.fail(apiError("ERROR_BAD_REQUEST", { starts_at: ["VISIT_SLOT_NOT_AHEAD"] }))
    }
    return visits.publish(facility.id, slot)
  }

  /**
   * Books the parent a place and tells them and those who run the facility, each with the
   * calendar file, in one transaction: 404 no such upcoming slot, 409 ERROR_VISIT_ALREADY_BOOKED
   * or ERROR_VISIT_SLOT_FULL (the conditional update decides; see VisitRepository.takePlace).
   */
  const book = (parent: ViewerClaims, slotId: number) =>
    inTransaction(sql, Effect.gen(function*() {
      const slot = yield* visits.openSlot(slotId)
      if (slot === null) return yield* Effect.fail(apiError("ERROR_NOT_FOUND"))
      if (yield* visits.hasBooking(slotId, parent.accountId)) return yield* Effect.fail(apiError("ERROR_VISIT_ALREADY_BOOKED"))
      if (!(yield* visits.takePlace(slotId))) return yield* Effect.fail(apiError("ERROR_VISIT_SLOT_FULL"))
      // The same parent twice at once: the unique key lets one through; failing rolls the place back.
      const id = yield* visits.addBooking(slotId, parent.accountId)
      if (id === null) return yield* Effect.fail(apiError("ERROR_VISIT_ALREADY_BOOKED"))
      const booking = yield* visits.booking(id)
      const letters = visitLetters(config.publicUrl, asVisit(booking))
      const account = yield* parentOf(parent.accountId)
      yield* outbox.enqueue(account.email, letters.booked(account))
      for (const runner of yield* memberships.runners(booking.facility_id)) {
        yield* outbox.enqueue(runner.email, letters.guest(runner, account))
      }
      const { account_id: _account, street: _street, ...answer } = booking
      return answer
    }))

  /** Cancels the parent's own booking (404 anyone else's) and tells both sides. */
  const cancel = (parent: ViewerClaims, bookingId: number) =>
    inTransaction(sql, Effect.gen(function*() {
      const booking = yield* visits.booking(bookingId, parent.accountId)
      if (!(yield* visits.cancel(bookingId, parent.accountId))) return yield* Effect.fail(apiError("ERROR_NOT_FOUND"))
      const letters = visitLetters(config.publicUrl, asVisit(booking))
      const account = yield* parentOf(parent.accountId)
      yield* outbox.enqueue(account.email, letters.cancelled(account))
      for (const runner of yield* memberships.runners(booking.facility_id)) {
        yield* outbox.enqueue(runner.email, letters.guestCancelled(runner, account))
      }
    }))

  /** Withdraws a slot of the facility; each parent who had a place is told their booking is cancelled. */
  const withdraw = (facility: FacilityFacts, slotId: number) =>
    inTransaction(sql, Effect.gen(function*() {
      // Read before the slot and its bookings go: the letters tell what was cancelled.
      const bookings = yield* Effect.forEach(yield* visits.bookingsOfSlot(facility.id, slotId), (id) => visits.booking(id))
      yield* visits.withdraw(facility.id, slotId)
      for (const booking of bookings) {
        const account = yield* parentOf(booking.account_id)
        yield* outbox.enqueue(account.email, visitLetters(config.publicUrl, asVisit(booking)).cancelled(account))
      }
    }))

  return { publish, book, cancel, withdraw } as const
})

/** Visits' use cases: publishing and withdrawing slots, booking and cancelling places, each with its letters. */
export class VisitService extends Context.Service<VisitService, Effect.Success<typeof makeVisitService>>()(
  "@pociecha/server/VisitService"
) {
  static readonly layer = Layer.effect(VisitService, makeVisitService)
}
