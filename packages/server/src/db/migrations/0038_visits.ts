import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Visits and open days (issue 20). A slot counts its bookings in `booked`, so taking a place is
 * one conditional update of the slot's row (`booked < capacity`): on PostgreSQL two parents
 * taking the last place at once queue on that row's lock, and the second re-checks the condition
 * against the first's commit and takes nothing. A booking is one row per parent and slot (the
 * unique key), deleted when cancelled; `reminded_at` marks the reminder the day before as
 * claimed, so several instances send it once.
 *
 * The outbox learns attachments (the bookings' `.ics`): file name, type and text content.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create table visit_slots (
    id serial primary key,
    facility_id integer not null references facilities(id) on delete cascade,
    kind text not null check (kind in ('visit', 'open_day')),
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    capacity integer not null check (capacity between 1 and 200),
    booked integer not null default 0,
    note text,
    created_at timestamptz not null default now(),
    check (ends_at > starts_at),
    check (booked between 0 and capacity)
  )`
  // A facility's upcoming slots, in time order (the profile, the owner area).
  yield* sql`create index visit_slots_facility on visit_slots (facility_id, starts_at)`
  // The reminder sweep reads the slots starting within the next day.
  yield* sql`create index visit_slots_starts on visit_slots (starts_at)`
  yield* sql`create table visit_bookings (
    id serial primary key,
    slot_id integer not null references visit_slots(id) on delete cascade,
    account_id uuid not null references accounts(id) on delete cascade,
    created_at timestamptz not null default now(),
    reminded_at timestamptz,
    unique (slot_id, account_id)
  )`
  // A parent's bookings (My account, the export, the erasure).
  yield* sql`create index visit_bookings_account on visit_bookings (account_id)`
  yield* sql`alter table mail_outbox add column attachments jsonb`
})
