import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The teacher zone (issue 19; spec 2.12, 3.12): the calendar events and contests, and the
 * teaching materials, each editorial content of the shared shape (status, publish_at, the Polish
 * title, description and body, translations).
 *
 * A material's Polish text is searched with the `pociecha_search` configuration (0006: the
 * `simple` dictionary behind `unaccent`), title weighted over description over body (tags
 * stripped); the query side cuts each word to a crude Polish stem and matches it as a prefix
 * (core's materialSearchStems), since PostgreSQL has no Polish stemmer.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const editorial = sql.literal(`
    status text not null default 'draft' check (status in ('draft', 'published')),
    publish_at timestamptz,
    title text not null,
    description text not null default '',
    body_html text not null default '',
    translations jsonb not null default '{}',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (status = 'draft' or publish_at is not null)`)

  // A calendar event recurs on its day every year; a contest runs from its first to its last day.
  yield* sql`create table teacher_events (
    id serial primary key,
    slug text not null unique,
    kind text not null check (kind in ('calendar', 'contest')),
    day smallint check (day between 1 and 31),
    month smallint check (month between 1 and 12),
    starts_on date,
    ends_on date,
    ${editorial},
    check (kind <> 'calendar' or (day is not null and month is not null)),
    check (kind <> 'contest' or (starts_on is not null and ends_on is not null and ends_on >= starts_on))
  )`
  yield* sql`create index teacher_events_published on teacher_events (publish_at) where status = 'published'`

  yield* sql`create table materials (
    id serial primary key,
    slug text not null unique,
    material_crumb_display text not null,
    entry_kind text not null default 'material' check (entry_kind in ('material', 'relation', 'contest')),
    visibility text not null default 'public' check (visibility in ('public', 'private', 'admin_only')),
    material_type text not null check (material_type in ('scenario', 'book', 'song', 'poem', 'tips')),
    topics text[] not null default '{}',
    age_groups smallint[] not null default '{}',
    event_id int references teacher_events(id) on delete set null,
    attachments jsonb not null default '[]',
    ${editorial},
    search_vector tsvector generated always as (
      setweight(to_tsvector('pociecha_search', title), 'A') ||
      setweight(to_tsvector('pociecha_search', description), 'B') ||
      setweight(to_tsvector('pociecha_search', regexp_replace(body_html, '<[^>]*>', ' ', 'g')), 'C')
    ) stored
  )`
  // Readers' lists: published and public, newest first; the filters' arrays and the search by GIN.
  yield* sql`create index materials_published on materials (publish_at desc) where status = 'published' and visibility = 'public'`
  yield* sql`create index materials_search on materials using gin (search_vector)`
  yield* sql`create index materials_topics on materials using gin (topics)`
  yield* sql`create index materials_age_groups on materials using gin (age_groups)`
  yield* sql`create index materials_type on materials (material_type)`
  yield* sql`create index materials_event on materials (event_id)`
  // The CMS lists every entry, last saved first.
  yield* sql`create index materials_cms_order on materials (updated_at desc, id desc)`
  yield* sql`create index teacher_events_cms_order on teacher_events (updated_at desc, id desc)`
})
