import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The city CMS (issue 18; management 2.10, 6): content staff, a user type of their own, and the
 * description each city may have, shown on its catalogue page. One description per town, kept
 * with who saved it last (the audit trail keeps every version's before and after).
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table accounts drop constraint accounts_type_check`
  yield* sql`alter table accounts add constraint accounts_type_check check (type in ('user', 'support', 'content'))`
  yield* sql`create table city_descriptions (
    town_id int primary key references towns(id),
    description text not null,
    updated_at timestamptz not null default now(),
    updated_by uuid references accounts(id) on delete set null
  )`
  // The CMS lists the towns in (accent-free) alphabetical order, all of them or one
  // voivodeship's; its name filter uses towns_search_trgm.
  yield* sql`create index towns_cms_order on towns (search_text, id)`
  yield* sql`create index towns_cms_voivodeship_order on towns (voivodeship_id, search_text, id)`
})
