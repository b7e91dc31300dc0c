import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { stableUuid } from "../seed/random"

/**
 * The calendar holidays a news item may be linked to (management 2.4): `type_date_event` tags of
 * a Polish kindergarten's year, [key, param, display]. Written here rather than by the seed, so
 * a database seeded before them gets them too; ids derive from type and key, as the seed's do.
 */
const holidays: ReadonlyArray<readonly [string, string, string]> = [
  ["grandparents_day", "dzien-babci-i-dziadka", "TAG_DATE_EVENT_GRANDPARENTS_DAY"],
  ["carnival", "bal-karnawalowy", "TAG_DATE_EVENT_CARNIVAL"],
  ["womens_day", "dzien-kobiet", "TAG_DATE_EVENT_WOMENS_DAY"],
  ["first_day_of_spring", "pierwszy-dzien-wiosny", "TAG_DATE_EVENT_FIRST_DAY_OF_SPRING"],
  ["easter", "wielkanoc", "TAG_DATE_EVENT_EASTER"],
  ["earth_day", "dzien-ziemi", "TAG_DATE_EVENT_EARTH_DAY"],
  ["mothers_day", "dzien-matki", "TAG_DATE_EVENT_MOTHERS_DAY"],
  ["childrens_day", "dzien-dziecka", "TAG_DATE_EVENT_CHILDRENS_DAY"],
  ["fathers_day", "dzien-ojca", "TAG_DATE_EVENT_FATHERS_DAY"],
  ["end_of_school_year", "zakonczenie-roku", "TAG_DATE_EVENT_END_OF_SCHOOL_YEAR"],
  ["start_of_school_year", "rozpoczecie-roku", "TAG_DATE_EVENT_START_OF_SCHOOL_YEAR"],
  ["preschoolers_day", "dzien-przedszkolaka", "TAG_DATE_EVENT_PRESCHOOLERS_DAY"],
  ["teachers_day", "dzien-edukacji-narodowej", "TAG_DATE_EVENT_TEACHERS_DAY"],
  ["independence_day", "swieto-niepodleglosci", "TAG_DATE_EVENT_INDEPENDENCE_DAY"],
  ["teddy_bear_day", "dzien-pluszowego-misia", "TAG_DATE_EVENT_TEDDY_BEAR_DAY"],
  ["st_andrews_eve", "andrzejki", "TAG_DATE_EVENT_ST_ANDREWS_EVE"],
  ["st_nicholas_day", "mikolajki", "TAG_DATE_EVENT_ST_NICHOLAS_DAY"],
  ["christmas", "boze-narodzenie", "TAG_DATE_EVENT_CHRISTMAS"]
]

/**
 * A facility's news (management 2.4 publications, spec 3.12): items with sanitised HTML, a
 * category, a visibility, an optional holiday tag; and the files uploaded for them. A file is
 * uploaded first (attached to no item) and taken by the item that lists its URL; it belongs to
 * one facility, so no item can take another's file.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  yield* sql`create table publications (
    id serial primary key,
    facility_id int not null references facilities(id) on delete cascade,
    account_id uuid references accounts(id) on delete set null,
    title text not null,
    content text not null,
    category text not null check (category in ('material', 'relation', 'contest', 'classes', 'menu', 'payment')),
    visibility text not null check (visibility in ('public', 'private', 'admin_only')),
    holiday uuid references tags(id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`
  // A facility's news, newest first, paged; the public profile reads only the public ones.
  yield* sql`create index publications_facility on publications (facility_id, created_at desc, id desc)`
  yield* sql`create index publications_facility_public on publications (facility_id, created_at desc, id desc) where visibility = 'public'`

  yield* sql`create table publication_attachments (
    storage_key text primary key,
    facility_id int not null references facilities(id) on delete cascade,
    publication_id int references publications(id) on delete cascade,
    account_id uuid references accounts(id) on delete set null,
    name text not null,
    content_type text not null,
    kind text not null check (kind in ('image', 'movie', 'pdf', 'excel', 'word', 'file')),
    size int not null,
    position int not null default 0,
    created_at timestamptz not null default now()
  )`
  // An item's files in their order.
  yield* sql`create index publication_attachments_publication on publication_attachments (publication_id, position)`

  const tags = holidays.map(([key, param, display]) => ({ id: stableUuid(`tag:type_date_event:${key}`), key, type: "type_date_event", display, param }))
  yield* sql`insert into tags ${sql.insert(tags as [(typeof tags)[number], ...typeof tags])} on conflict do nothing`
})
