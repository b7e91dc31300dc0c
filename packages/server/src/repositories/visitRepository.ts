import { apiError, type BookedVisitSlot, type VisitBooking, type VisitSlot, type VisitSlotPayload } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { publicFacility } from "./facilityRepository"
import { epochMs } from "./opinionRows"

const slotColumns = `s.id, s.facility_id, s.kind, ${epochMs("s.starts_at")} as starts_at, ${epochMs("s.ends_at")} as ends_at,
  s.capacity, s.capacity - s.booked as places_left, s.note`

const bookingColumns = `b.id, s.facility_id, f.name as facility_name, f.slug as facility_slug, b.slot_id, s.kind,
  ${epochMs("s.starts_at")} as starts_at, ${epochMs("s.ends_at")} as ends_at, s.note, ${epochMs("b.created_at")} as created_at`

/** How many upcoming slots a facility shows: far more than anyone publishes, a bound on the answer. */
const UPCOMING_MAX = 200

/** A booking with its facility's street and the parent's account: what its letters need. */
export type BookingRecord = VisitBooking & { readonly account_id: string; readonly street: string | null }

/**
 * A parent's bookings of upcoming visits, soonest first (index visit_bookings_account); the
 * account export reads all of them, past ones too.
 */
export const visitBookingsStatement = (sql: SqlClient.SqlClient, accountId: string, when: "upcoming" | "all") =>
  sql<VisitBooking>`
    select ${sql.literal(bookingColumns)}
    from visit_bookings b join visit_slots s on s.id = b.slot_id join facilities f on f.id = s.facility_id
    where b.account_id = ${accountId} and ${when === "upcoming" ? sql`s.ends_at > now()` : sql.and([])}
    order by s.starts_at, b.id`

/** A facility's slots that have not ended, soonest first (index visit_slots_facility). */
export const upcomingSlotsStatement = (sql: SqlClient.SqlClient, facilityId: number) =>
  sql<VisitSlot>`
    select ${sql.literal(slotColumns)} from visit_slots s
    where s.facility_id = ${facilityId} and s.ends_at > now()
    order by s.starts_at, s.id limit ${UPCOMING_MAX}`

const makeVisitRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  const upcoming = (facilityId: number) => upcomingSlotsStatement(sql, facilityId)

  /** The same, each with who booked it (name and e-mail), for those who run the facility. */
  const withGuests = (facilityId: number) =>
    sql<BookedVisitSlot>`
      select ${sql.literal(slotColumns)},
        coalesce((
          select jsonb_agg(jsonb_build_object(
            'booking_id', b.id,
            'name', nullif(trim(concat_ws(' ', a.name, a.surname)), ''),
            'email', a.email,
            'booked_at', ${sql.literal(epochMs("b.created_at"))}) order by b.created_at, b.id)
          from visit_bookings b join accounts a on a.id = b.account_id
          where b.slot_id = s.id), '[]'::jsonb) as guests
      from visit_slots s
      where s.facility_id = ${facilityId} and s.ends_at > now()
      order by s.starts_at, s.id limit ${UPCOMING_MAX}`

  const publish = (facilityId: number, slot: VisitSlotPayload) =>
    policyRequire("visit", "manage")(Effect.map(
      sql<VisitSlot>`
        with s as (
          insert into visit_slots (facility_id, kind, starts_at, ends_at, capacity, note)
          values (${facilityId}, ${slot.kind}, to_timestamp(${slot.starts_at / 1000}),
            to_timestamp(${slot.starts_at / 1000}) + make_interval(mins => ${slot.duration_minutes}), ${slot.capacity},
            ${slot.note === undefined || slot.note === null || slot.note.trim() === "" ? null : slot.note.trim()})
          returning *)
        select ${sql.literal(slotColumns)} from s`,
      ([row]) => row!
    ))

  /** The bookings of a facility's slot, oldest first. */
  const bookingsOfSlot = (facilityId: number, slotId: number) =>
    Effect.map(
      sql<{ id: number }>`
        select b.id from visit_bookings b join visit_slots s on s.id = b.slot_id
        where b.slot_id = ${slotId} and s.facility_id = ${facilityId} order by b.id`,
      (rows) => rows.map((row) => row.id)
    )

  /** Takes the slot down with its bookings; 404 when the facility has no such slot. */
  const withdraw = (facilityId: number, slotId: number) =>
    policyRequire("visit", "manage")(Effect.flatMap(
      sql`delete from visit_slots where id = ${slotId} and facility_id = ${facilityId} returning id`,
      (rows) => (rows.length === 0 ? Effect.fail(apiError("ERROR_NOT_FOUND")) : Effect.void)
    ))

  /** An upcoming slot of a facility parents can see; null when there is none. */
  const openSlot = (slotId: number) =>
    Effect.map(
      sql<VisitSlot>`
        select ${sql.literal(slotColumns)} from visit_slots s join facilities f on f.id = s.facility_id
        where s.id = ${slotId} and s.starts_at > now() and ${sql.literal(publicFacility)}`,
      (rows) => rows[0] ?? null
    )

  /**
   * Takes one place, if one is left: a single conditional update of the slot's row. On
   * PostgreSQL a second booking of the last place waits for the first's row lock and, once it
   * commits, re-checks `booked < capacity` on the new row version and updates nothing — so
   * exactly one wins however many ask at once. False when none was left.
   */
  const takePlace = (slotId: number) =>
    policyRequire("visit", "book")(Effect.map(
      sql`update visit_slots set booked = booked + 1 where id = ${slotId} and booked < capacity and starts_at > now() returning id`,
      (rows) => rows.length === 1
    ))

  /** Records the parent's place; null when they already have one in this slot (the unique key decides). */
  const addBooking = (slotId: number, accountId: string) =>
    policyRequire("visit", "book")(Effect.map(
      sql<{ id: number }>`
        insert into visit_bookings (slot_id, account_id) values (${slotId}, ${accountId})
        on conflict (slot_id, account_id) do nothing returning id`,
      (rows) => rows[0]?.id ?? null
    ))

  /** Whether the parent already has a place in the slot. */
  const hasBooking = (slotId: number, accountId: string) =>
    Effect.map(
      sql`select 1 from visit_bookings where slot_id = ${slotId} and account_id = ${accountId}`,
      (rows) => rows.length > 0
    )

  /** One booking with what its letters need; 404 when there is none (of this parent, when `accountId` is given). */
  const booking = (id: number, accountId?: string) =>
    Effect.flatMap(
      sql<BookingRecord>`
        select ${sql.literal(bookingColumns)}, b.account_id, f.street
        from visit_bookings b join visit_slots s on s.id = b.slot_id join facilities f on f.id = s.facility_id
        where b.id = ${id} and ${accountId === undefined ? sql.and([]) : sql`b.account_id = ${accountId}`}`,
      ([row]) => (row === undefined ? Effect.fail(apiError("ERROR_NOT_FOUND")) : Effect.succeed(row))
    )

  /** Gives the place back: the booking goes, the slot counts one fewer. False when it was gone already. */
  const cancel = (id: number, accountId: string) =>
    policyRequire("visit", "cancel")(Effect.map(
      sql<{ slot_id: number }>`
        with gone as (delete from visit_bookings where id = ${id} and account_id = ${accountId} returning slot_id)
        update visit_slots s set booked = s.booked - 1 from gone where s.id = gone.slot_id returning s.id as slot_id`,
      (rows) => rows.length === 1
    ))

  const mine = (accountId: string) => visitBookingsStatement(sql, accountId, "upcoming")

  return repository({ upcoming, withGuests, publish, bookingsOfSlot, withdraw, openSlot, takePlace, addBooking, hasBooking, booking, cancel, mine })
})

/** Visit slots and their bookings (migration 0038). */
export class VisitRepository extends Context.Service<VisitRepository, Effect.Success<typeof makeVisitRepository>>()(
  "@pociecha/server/VisitRepository"
) {
  static readonly layer = Layer.effect(VisitRepository, makeVisitRepository)
}
