import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { counterKey } from "../abuse/abuseGuard"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { ShadowRepository } from "./shadowRepository"

/** Shorter texts would match unrelated mail: a name and surname, an address or a phone are longer. */
const MIN_TRACE_LENGTH = 5

/**
 * Deleting an account (spec 4.2: final; RODO art. 17): every row that names the person goes or is
 * anonymised, in the caller's transaction.
 *
 * - removed: the account (and by cascade its tokens, sessions, memberships, seen-marks, outside
 *   sign-ins, consents), its claims and creations, its applications (a child's data is theirs),
 *   the question threads it started, its visit bookings (their places freed), the mail addressed to it or naming it, and its abuse counters;
 * - anonymised: its opinions stay as 'Konto usunięte' (author_deleted, name and surname blanked);
 *   its reports, news items and their files stay with the facility, unlinked by their foreign keys;
 *   facilities it owned lose their owner link.
 *
 * Returns the storage keys of the private files (claim documents) to discard once it commits.
 */
const makeAccountErasureRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const shadows = yield* ShadowRepository

  /** What mail about the person contains: addresses, full names, the applications' phones and addresses. */
  const tracesOf = (id: string) =>
    Effect.map(
      sql<{ trace: string | null }>`
        select email as trace from accounts where id = ${id}
        union select pending_email from accounts where id = ${id}
        union select name || ' ' || surname from accounts where id = ${id}
        union select author_name || ' ' || author_surname from opinions where account_id = ${id}
        union select unnest(array[parent_name || ' ' || parent_surname, parent_phone, address,
          child_name || ' ' || child_surname]) from applications where account_id = ${id}`,
      (rows) => rows.flatMap(({ trace }) => trace !== null && trace.length >= MIN_TRACE_LENGTH ? [trace.toLowerCase()] : [])
    )

  /**
   * Outbox rows say whom they are about only in their text (an application mailed to a facility
   * nobody runs carries the child's data), so they are found by it; a queued mail about the
   * person is dropped with them, as the act it reported is gone.
   */
  const forgetMail = (traces: ReadonlyArray<string>) =>
    traces.length === 0 ? Effect.void : Effect.asVoid(sql`
      delete from mail_outbox where ${sql.or(traces.map((trace) => sql`strpos(lower(to_address || ' ' || subject || ' ' || body_text), ${trace}) > 0`))}`)

  /**
   * The limiter's keys end in `:<hash of the e-mail>` (abuseGuard: per address, per address and
   * client): a hash of a known address still singles the person out.
   */
  const forgetCounters = (emails: ReadonlyArray<string>) =>
    emails.length === 0 ? Effect.void : Effect.asVoid(sql`
      delete from abuse_counters where ${sql.or(emails.map((email) => sql`key like ${`%:${counterKey(email)}`}`))}`)

  const erase = (id: string) =>
    policyRequire("account", "erase")(Effect.gen(function*() {
      const emails = yield* Effect.map(
        sql<{ email: string; pending_email: string | null }>`select email, pending_email from accounts where id = ${id}`,
        (rows) => rows.flatMap(({ email, pending_email }) => pending_email === null ? [email] : [email, pending_email])
      )
      yield* forgetMail(yield* tracesOf(id))
      yield* forgetCounters(emails)
      const documentKeys = yield* shadows.removeAllOf(id)
      yield* sql`delete from applications where account_id = ${id}`
      yield* sql`delete from user_questions where account_id = ${id}`
      // Visit bookings: their places go back to the slots before the rows go.
      yield* sql`
        with gone as (delete from visit_bookings where account_id = ${id} returning slot_id)
        update visit_slots s set booked = s.booked - freed.places
        from (select slot_id, count(*)::int as places from gone group by slot_id) freed where s.id = freed.slot_id`
      yield* sql`update opinions set author_deleted = true, author_name = '', author_surname = '' where account_id = ${id}`
      // Owner links without a foreign key: cleared by hand.
      yield* sql`update facilities set account_id = null where account_id = ${id}`
      yield* sql`update facilities set facility_owner_account_id = null where facility_owner_account_id = ${id}`
      yield* sql`delete from accounts where id = ${id}`
      return documentKeys
    }))

  return repository({ erase })
})

/** Deleting an account and everything that names its person. */
export class AccountErasureRepository extends Context.Service<
  AccountErasureRepository,
  Effect.Success<typeof makeAccountErasureRepository>
>()("@pociecha/server/AccountErasureRepository") {
  static readonly layer = Layer.effect(AccountErasureRepository, makeAccountErasureRepository).pipe(
    Layer.provide(ShadowRepository.layer)
  )
}
