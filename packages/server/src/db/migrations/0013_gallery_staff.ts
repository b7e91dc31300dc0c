import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The gallery and the staff as their editors manage them (management 2.4): an uploaded photo
 * keeps the storage keys of its two files — the photo and its 400 px thumbnail — so deleting it
 * deletes them; an employee's photo likewise. Photos of the seed (static images of the web app)
 * have no keys and no thumbnail of their own.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  yield* sql`alter table facility_photos
    add column thumb_url text,
    add column storage_key text,
    add column thumb_key text,
    add column created_at timestamptz not null default now()`
  yield* sql`alter table facility_employees add column photo_key text`
})
