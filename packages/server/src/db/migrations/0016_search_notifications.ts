import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The search box answers from the same memory as the map (see `search/searchIndex.ts`): what it
 * shows of a facility — its post code, and its district, part of the words it is found by — is
 * announced with the facility's id too, and any change of a town or a district asks for
 * everything anew ('*'), as a renamed town did for the markers.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`drop trigger facilities_markers on facilities`
  yield* sql`create trigger facilities_markers
    after insert or delete or update of slug, name, status, lat, lng, town_id, district_id, street, post_code,
      building_number, specialization, ownership, score_total, active, shadow_status, vacancies_by_age, recruitment_active
    on facilities for each row execute function notify_facility_markers()`
  yield* sql`drop trigger towns_markers on towns`
  for (const table of ["towns", "districts"]) {
    yield* sql`create trigger ${sql(`${table}_search`)} after insert or update or delete on ${sql(table)}
      for each statement execute function notify_facility_markers()`
  }
})
