import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The support panel's catalogue (issue 18: tags, limits, templates).
 *
 * - A tag support adds carries its label in each language (the seeded tags' labels ship with the
 *   app under `display`); its URL slug is unique within its type, as a filter link names it.
 * - Limit statistics count, per status, the facilities at or near a limit. What the photos, the
 *   amenities and the description limits count is indexed by status and amount, so each status
 *   reads only the facilities at 80 % of its value or more (sites and photos are counted through
 *   their facility's index: web_pages_facility, facility_photos_facility); this month's
 *   facility messages and amenity edits are read from the month's start.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table tags add column name_pl text, add column name_ua text, add column name_en text`
  yield* sql`create unique index tags_type_param on tags (type, param)`
  yield* sql`create index facilities_status_amenities on facilities (status, cardinality(features))`
  yield* sql`create index facilities_status_description on facilities (status, char_length(description))`
  yield* sql`create index question_messages_facility_month on question_messages (created_at, question_id) where from_facility`
  yield* sql`create index facility_actions_month on facility_actions (action, created_at, facility_id)`
})
