import type { Language, VisitKind } from "@pociecha/core"
import { Effect, Layer, Schedule } from "effect"
import { SqlClient } from "effect/sql"
import { inTransaction } from "../db/sqlDefects"
import { Outbox } from "../mail/outbox"
import { visitLetters } from "../mail/visitLetters"
import { epochMs } from "../repositories/opinionRows"
import { ServerConfig } from "../services"

interface DueReminder {
  readonly booking_id: number
  readonly facility_id: number
  readonly facility_name: string
  readonly facility_slug: string | null
  readonly street: string | null
  readonly kind: VisitKind
  readonly starts_at: number
  readonly ends_at: number
  readonly email: string
  readonly language: Language
  readonly name: string | null
}

/**
 * Reminds each parent of a visit the day before: a booking whose slot starts within the next 24
 * hours, made before that day began (one made later has just had its confirmation). One
 * statement claims the bookings by setting `reminded_at`, and their letters are queued in the
 * same transaction: on PostgreSQL a second instance's sweep waits for the claimed rows' locks,
 * re-checks `reminded_at is null` and skips them, so a reminder is sent once however many
 * instances sweep, and a sweep run again finds nothing (indexes visit_slots_starts and the
 * bookings' (slot_id, account_id) key).
 */
export const remindVisits = (publicUrl: string) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const outbox = yield* Outbox
    return yield* inTransaction(sql, Effect.gen(function*() {
      const due = yield* sql<DueReminder>`
        with claimed as (
          update visit_bookings b set reminded_at = now()
          from visit_slots s
          where s.id = b.slot_id and b.reminded_at is null
            and s.starts_at > now() and s.starts_at <= now() + interval '1 day'
            and b.created_at < s.starts_at - interval '1 day'
          returning b.id, b.account_id, b.slot_id
        )
        select c.id as booking_id, s.facility_id, f.name as facility_name, f.slug as facility_slug, f.street, s.kind,
          ${sql.literal(epochMs("s.starts_at"))} as starts_at, ${sql.literal(epochMs("s.ends_at"))} as ends_at,
          a.email, a.language, a.name
        from claimed c join visit_slots s on s.id = c.slot_id join facilities f on f.id = s.facility_id
          join accounts a on a.id = c.account_id
        order by c.id`
      for (const reminder of due) {
        const letters = visitLetters(publicUrl, {
          bookingId: reminder.booking_id,
          facilityId: reminder.facility_id,
          facilityName: reminder.facility_name,
          facilitySlug: reminder.facility_slug,
          street: reminder.street,
          kind: reminder.kind,
          startsAt: reminder.starts_at,
          endsAt: reminder.ends_at
        })
        yield* outbox.enqueue(reminder.email, letters.reminder(reminder))
      }
      return due.length
    }))
  }).pipe(Effect.provide(Outbox.layer))

/**
 * Sweeps for reminders at start and then every ten minutes: a parent hears of the visit about a
 * day before it. A failed sweep is logged and tried again at the next turn.
 */
export const visitRemindersLayer = Layer.effectDiscard(
  Effect.gen(function*() {
    const config = yield* ServerConfig
    const sql = yield* SqlClient.SqlClient
    yield* remindVisits(config.publicUrl).pipe(
      Effect.provideService(SqlClient.SqlClient, sql),
      Effect.tap((sent) => sent === 0 ? Effect.void : Effect.logInfo("visit reminders queued", { sent })),
      Effect.catchCause((cause) => Effect.logWarning("visit reminder sweep failed", cause)),
      Effect.repeat(Schedule.spaced("10 minutes")),
      Effect.forkScoped
    )
  })
)
