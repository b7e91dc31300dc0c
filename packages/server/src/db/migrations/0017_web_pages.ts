import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The website templates of management 9 "Website themes", [key, name, description], in the order
 * the builder offers them (the first is a new site's). Written here rather than by the seed: a
 * production database needs them as much as a demo one, and one seeded before them gets them too.
 */
const templates: ReadonlyArray<readonly [string, string, string]> = [
  ["crayons", "Kredki", "Kolorowe kredki i rysunki dzieci: wesoła strona na co dzień."],
  ["kindergarden", "Przedszkole", "Klasyczny, spokojny wygląd dla każdej placówki."],
  ["meadow", "Łąka", "Zielona łąka, kwiaty i motyle."],
  ["space", "Kosmos", "Gwiazdy, planety i rakiety dla małych odkrywców."],
  ["music_notes", "Nutki", "Nuty i instrumenty dla placówek, w których gra muzyka."],
  ["bears", "Misie", "Pluszowe misie, ciepło i przytulnie."],
  ["puzzles", "Puzzle", "Kolorowe puzzle, które do siebie pasują."],
  ["rainbow", "Tęcza", "Wszystkie kolory tęczy."],
  ["magic_theatre", "Magiczny teatr", "Kurtyna w górę: scena, kostiumy i bajki."]
]

/**
 * Facility websites (management 2.5, 2.6, 3 "Websites and posts"): templates, the domains sites
 * are served on, the sites and their subpages. A domain is never freed: deleting a site only marks
 * it deleted, and its name stays taken (management 4). The cache of rendered pages on every
 * instance hears of each change of a site, its subpages or its domain on `web_page_changed`, with
 * the facility's id; a template changed asks for everything anew ('*').
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  yield* sql`create table page_templates (
    id serial primary key,
    key text not null check (key in ('crayons', 'kindergarden', 'meadow', 'space', 'music_notes', 'bears', 'puzzles', 'rainbow', 'magic_theatre')),
    name text not null,
    description text not null default '',
    image text not null default '',
    is_visible boolean not null default true
  )`
  // Each preview is drawn with its theme's assets (management 9: under /themes/{key}/).
  const rows = templates.map(([key, name, description]) => ({ key, name, description, image: `/themes/${key}/preview.webp` }))
  yield* sql`insert into page_templates ${sql.insert(rows as [(typeof rows)[number], ...typeof rows])}`

  yield* sql`create table web_page_domains (
    id serial primary key,
    name text not null unique check (name = lower(name)),
    custom_host text unique check (custom_host = lower(custom_host)),
    created_at timestamptz not null default now()
  )`

  yield* sql`create table web_pages (
    id serial primary key,
    facility_id int not null references facilities(id) on delete cascade,
    template_id int not null references page_templates(id),
    domain_id int not null unique references web_page_domains(id),
    visible boolean not null default true,
    active boolean not null default true,
    deleted_at timestamptz,
    created_by uuid references accounts(id) on delete set null,
    created_at timestamptz not null default now()
  )`
  // A facility's sites (the builder's list, the limit's count); the public site by its domain uses domain_id's own index.
  yield* sql`create index web_pages_facility on web_pages (facility_id, id) where deleted_at is null`
  // A template still in use is not removed.
  yield* sql`create index web_pages_template on web_pages (template_id)`

  yield* sql`create table subpages (
    id serial primary key,
    web_page_id int not null references web_pages(id) on delete cascade,
    -- A deleted parent's children become roots (management 3).
    parent_id int references subpages(id) on delete set null,
    position int not null default 0,
    slug text not null,
    title text not null,
    description_title text not null default '',
    type text not null check (type in ('main', 'about', 'gallery', 'staff', 'day_plan', 'recruitment', 'news', 'contact', 'custom')),
    visible boolean not null default true,
    in_menu boolean not null default true,
    sections jsonb not null default '[]',
    unique (web_page_id, slug)
  )`
  // A site's subpages in order; the unique (web_page_id, slug) finds one by its slug.
  yield* sql`create index subpages_web_page on subpages (web_page_id, position, id)`
  // What a deleted subpage's children are found by.
  yield* sql`create index subpages_parent on subpages (parent_id) where parent_id is not null`

  yield* sql`create function notify_web_page_changed() returns trigger language plpgsql as $$
    declare
      changed jsonb;
      facility int;
    begin
      if tg_table_name = 'page_templates' then
        perform pg_notify('web_page_changed', '*');
        return null;
      end if;
      if tg_op = 'DELETE' then changed := to_jsonb(old); else changed := to_jsonb(new); end if;
      if tg_table_name = 'web_pages' then
        facility := (changed ->> 'facility_id')::int;
      elsif tg_table_name = 'subpages' then
        select facility_id into facility from web_pages where id = (changed ->> 'web_page_id')::int;
      else
        select facility_id into facility from web_pages where domain_id = (changed ->> 'id')::int;
      end if;
      if facility is not null then perform pg_notify('web_page_changed', facility::text); end if;
      return null;
    end $$`
  for (const table of ["web_pages", "subpages", "web_page_domains", "page_templates"]) {
    yield* sql`create trigger ${sql(`${table}_changed`)} after insert or update or delete on ${sql(table)}
      for each row execute function notify_web_page_changed()`
  }

  // How many sites a facility may have (issue 17): none on the free package, one when registered or premium.
  yield* sql`
    insert into user_limits (key, type, value_free, value_registered, value_premium)
    select 'web_pages', 'limit', 0, 1, 1 where exists (select 1 from user_limits)
    on conflict (key) do nothing`
})
