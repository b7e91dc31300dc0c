import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The map search's refinements (issue 20): tuition, opening hours, age groups with free places,
 * amenities and extra classes, each answered from an index. The age groups with a free place and
 * the extra classes' names live in jsonb; two immutable functions turn them into text arrays a GIN
 * index keeps, so `&&` / `@>` over them is as cheap as over the tag arrays.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  // Free places count only while the recruitment is open, as the search index reads them.
  yield* sql.unsafe(`create function facility_vacancy_groups(vacancies jsonb, recruiting boolean) returns text[]
    language sql immutable parallel safe as
    $$ select coalesce(array_agg(distinct v->>'age_group'), '{}') from jsonb_array_elements(vacancies) v
       where recruiting and (v->>'places')::int > 0 $$`)
  yield* sql.unsafe(`create function facility_extra_class_names(classes jsonb) returns text[]
    language sql immutable parallel safe as
    $$ select coalesce(array_agg(distinct c->>'name'), '{}') from jsonb_array_elements(classes) c $$`)
  yield* sql`create index facilities_vacancy_groups on facilities using gin (facility_vacancy_groups(vacancies_by_age, recruitment_active))`
  yield* sql`create index facilities_extra_class_names on facilities using gin (facility_extra_class_names(extra_classes))`
  // The rectangle as ranges the planner can weigh against the filters (refinedSearchStatements).
  yield* sql`create index facilities_lat_lng on facilities (lat, lng)`
  yield* sql`create index facilities_features on facilities using gin (features)`
  // A range reaching into the parent's: from at most their top, to at least their bottom.
  yield* sql`create index facilities_tuition_from on facilities (tuition_from)`
  yield* sql`create index facilities_tuition_to on facilities (tuition_to)`
  yield* sql`create index facilities_open_at on facilities (open_at)`
  yield* sql`create index facilities_close_at on facilities (close_at)`
})
