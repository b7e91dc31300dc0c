import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { richTextExcerpt } from "../../richText/richTextExcerpt"
import { sanitizeRichText } from "../../richText/sanitizeRichText"

/** A description block as 0001 stored them. */
type Section =
  | { readonly type: "heading" | "paragraph"; readonly text: string }
  | { readonly type: "image"; readonly url: string; readonly alt: string }
  | { readonly type: "link"; readonly url: string; readonly text: string }

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** The blocks as the editor would have written them; the sanitiser then decides what stays. */
const sectionHtml = (section: Section): string => {
  switch (section.type) {
    case "heading":
      return `<h2>${escape(section.text)}</h2>`
    case "paragraph":
      return `<p>${escape(section.text)}</p>`
    case "image":
      return `<p><img src="${escape(section.url)}" alt="${escape(section.alt)}" /></p>`
    case "link":
      return `<p><a href="${escape(section.url)}" rel="nofollow">${escape(section.text || section.url)}</a></p>`
  }
}

const BATCH = 1000

/**
 * Owners edit their facility's profile (management 2.4, 6, 9):
 * - the description becomes HTML — what the Lexical editor writes and the server sanitises — and
 *   the sections stored so far are converted; the tiles' excerpt (the first paragraph as plain
 *   text) is kept beside it, written with the description, so a list never parses HTML;
 * - vacancies per age group (beyond the spec), with when they were last updated;
 * - `facility_actions`, the log of actions a package allows so many times a month (amenity edits);
 * - the user limits get their type ('limit' or 'boolean', management 3) and the description's
 *   length limit — added to a database seeded before, as the seed adds it to a new one — and a
 *   verified facility's amenity and recruitment limits are the basic package's, as the seed's.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  yield* sql`alter table facilities add column description_html text not null default '',
    add column description_excerpt text,
    add column vacancies_by_age jsonb not null default '[]',
    add column vacancies_updated_at timestamptz`
  let lastId = 0
  for (;;) {
    const rows = yield* sql<{ id: number; description: ReadonlyArray<Section> }>`
      select id, description from facilities where id > ${lastId} and description <> '[]'::jsonb order by id limit ${BATCH}`
    const last = rows.at(-1)
    if (last === undefined) break
    lastId = last.id
    const html = rows.map((row) => sanitizeRichText(row.description.map(sectionHtml).join("")))
    yield* sql`
      update facilities f set description_html = v.html, description_excerpt = v.excerpt
      from (select unnest(${rows.map((row) => row.id)}::int[]) as id, unnest(${html}::text[]) as html,
        unnest(${html.map(richTextExcerpt)}::text[]) as excerpt) v
      where f.id = v.id`
  }
  yield* sql`alter table facilities drop column description`
  yield* sql`alter table facilities rename column description_html to description`

  // The map filters by free places per age group (search's vacancies_for), counted while the
  // facility recruits: a change of either moves markers in and out.
  yield* sql`drop trigger facilities_markers on facilities`
  yield* sql`create trigger facilities_markers
    after insert or delete or update of slug, name, status, lat, lng, town_id, street, building_number,
      specialization, ownership, score_total, active, shadow_status, vacancies_by_age, recruitment_active
    on facilities for each row execute function notify_facility_markers()`

  yield* sql`create table facility_actions (
    id bigserial primary key,
    facility_id int not null references facilities(id) on delete cascade,
    action text not null check (action in ('amenities_edit')),
    account_id uuid references accounts(id) on delete set null,
    created_at timestamptz not null default now()
  )`
  // A facility's actions of one kind this month: counted before each limited action.
  yield* sql`create index facility_actions_facility on facility_actions (facility_id, action, created_at desc)`

  yield* sql`alter table user_limits add column type text not null default 'limit' check (type in ('boolean', 'limit'))`
  yield* sql`update user_limits set type = 'boolean' where key = 'recruitment_description'`
  // A verified facility is on the basic package (management 9) until it pays for premium.
  yield* sql`update user_limits set value_registered = value_free
    where key in ('gallery_photos', 'amenities', 'amenities_edits_per_month', 'messages', 'recruitment_description')`
  yield* sql`
    insert into user_limits (key, type, value_free, value_registered, value_premium)
    select 'description_chars', 'limit', 1500, 5000, 20000 where exists (select 1 from user_limits)
    on conflict (key) do nothing`
})
