import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Every server instance keeps the map's markers in memory (see `search/markerIndex.ts`); a
 * change of what a marker shows, where it stands or whether it is shown is announced on the
 * `facility_markers` channel, with the facility's id. A town renamed or a tag changed touches
 * many markers at once: '*' asks for everything anew.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create function notify_facility_markers() returns trigger language plpgsql as $$
    begin
      if tg_level = 'ROW' then
        perform pg_notify('facility_markers', (case when tg_op = 'DELETE' then old.id else new.id end)::text);
      else
        perform pg_notify('facility_markers', '*');
      end if;
      return null;
    end $$`
  yield* sql`create trigger facilities_markers
    after insert or delete or update of slug, name, status, lat, lng, town_id, street, building_number,
      specialization, ownership, score_total, active, shadow_status
    on facilities for each row execute function notify_facility_markers()`
  yield* sql`create trigger towns_markers after update of name on towns
    for each statement execute function notify_facility_markers()`
  yield* sql`create trigger tags_markers after insert or update or delete on tags
    for each statement execute function notify_facility_markers()`
})
