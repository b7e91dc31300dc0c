import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The support panel's Facilities screen (management 2.9, issue 18).
 *
 * - `premium_until`: the last day of a premium support sold with an end date; null for no end
 *   (premiums set before it, and by the owner-area's own status switch). Nothing runs at
 *   midnight to end a premium: the reads ask for the status in force (facilityStatusInForce), so
 *   a premium is over the moment its day has passed, and the row still tells when it ended.
 * - `verified`: the badge support gives a facility whose data it checked; the facilities that a
 *   claim verified already (registered or premium) start with it.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table facilities add column premium_until date, add column verified boolean not null default false`
  yield* sql`update facilities set verified = true where status <> 'unknown'`
  // The support list, newest first, filtered by the stored status (an expired premium is among the
  // premium rows); the owner found by e-mail goes through accounts' unique e-mail and facility_members_account.
  yield* sql`create index facilities_status_newest on facilities (status, id desc)`
})
