import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Facility websites are rendered from the card live and kept rendered in memory for guests
 * (http/sites/siteCache.ts); 0017 announces changes of the sites themselves on `web_page_changed`.
 * This announces, on the same channel with the facility's id, the changes of what the sites show
 * besides: the facility's row (card, contact, hours, rating), its staff, its gallery and its news.
 * And the one-time codes a portal account signs in on a site's host with (http/sites/siteSignIn.ts):
 * stored hashed, bound to the host, single use, a minute long.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create function notify_site_content_changed() returns trigger language plpgsql as $$
    declare
      changed jsonb;
    begin
      if tg_op = 'DELETE' then changed := to_jsonb(old); else changed := to_jsonb(new); end if;
      perform pg_notify('web_page_changed',
        case when tg_table_name = 'facilities' then changed ->> 'id' else changed ->> 'facility_id' end);
      return null;
    end $$`
  // A new facility has no site yet: only its changes and deletion matter.
  yield* sql`create trigger facilities_site_content after update or delete on facilities
    for each row execute function notify_site_content_changed()`
  for (const table of ["facility_employees", "facility_photos", "publications"]) {
    yield* sql`create trigger ${sql(`${table}_site_content`)} after insert or update or delete on ${sql(table)}
      for each row execute function notify_site_content_changed()`
  }
  yield* sql`create table site_sign_in_codes (
    code_hash text primary key,
    account_id uuid not null references accounts(id) on delete cascade,
    host text not null,
    expires_at timestamptz not null
  )`
})
