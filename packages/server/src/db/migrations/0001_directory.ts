import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The directory: regions, tags and facilities, with the indexes the public
 * reads need — map search by rectangle (GiST on a point), text search by
 * trigram (GIN), catalogues by city/voivodeship newest first (btree).
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create extension if not exists pg_trgm`

  yield* sql`create table voivodeships (
    id serial primary key,
    name text not null,
    slug text not null unique
  )`

  yield* sql`create table towns (
    id serial primary key,
    name text not null,
    slug text not null,
    voivodeship_id int not null references voivodeships(id),
    county text not null default '',
    lat double precision not null,
    lng double precision not null,
    population int not null default 0,
    search_text text not null,
    -- set on the 18 built-in cities (public spec 3.5)
    builtin_rank int,
    boundingbox double precision[],
    mobile_boundingbox double precision[],
    city_cache text,
    unique (voivodeship_id, slug)
  )`
  yield* sql`create index towns_search_trgm on towns using gin (search_text gin_trgm_ops)`
  yield* sql`create index towns_slug on towns (slug)`

  yield* sql`create table districts (
    id serial primary key,
    town_id int not null references towns(id),
    name text not null,
    slug text not null,
    lat double precision not null,
    lng double precision not null,
    search_text text not null,
    unique (town_id, slug)
  )`
  yield* sql`create index districts_search_trgm on districts using gin (search_text gin_trgm_ops)`

  yield* sql`create table tags (
    id uuid primary key,
    key text not null,
    type text not null,
    display text not null,
    param text not null,
    icon text,
    created_at timestamptz not null default now(),
    unique (type, key)
  )`

  yield* sql`create table facilities (
    id serial primary key,
    slug text unique,
    name text not null,
    created_at timestamptz not null default now(),
    status text not null default 'unknown' check (status in ('unknown', 'registered', 'premium')),
    shadow_status text check (shadow_status in ('pending', 'rejected', 'accepted')),
    specialization uuid[] not null default '{}',
    ownership uuid[] not null default '{}',
    features uuid[] not null default '{}',
    country text not null default 'Polska',
    voivodeship_id int not null references voivodeships(id),
    town_id int not null references towns(id),
    district_id int references districts(id),
    county text not null default '',
    post_code text,
    street text,
    building_number text,
    apartment_number text,
    lat double precision not null,
    lng double precision not null,
    location point not null,
    phone text,
    second_phone text,
    email text,
    website text,
    facebook text,
    instagram text,
    bip text,
    headmaster text,
    avatar text,
    children_count int,
    tuition text,
    tuition_from int,
    tuition_to int,
    open_at int,
    close_at int,
    saturday_open_at int,
    saturday_close_at int,
    sunday_open_at int,
    sunday_close_at int,
    is_open_saturday boolean not null default false,
    is_open_sunday boolean not null default false,
    description jsonb not null default '[]',
    extra_classes jsonb not null default '[]',
    day_plan jsonb not null default '[]',
    recruitment_active boolean not null default false,
    recruitment_description text,
    vacancies boolean not null default false,
    active boolean not null default true,
    notify_new_opinions boolean not null default true,
    notify_new_questions boolean not null default true,
    score_total numeric(2,1),
    score_food numeric(2,1),
    score_staff numeric(2,1),
    score_cleanliness numeric(2,1),
    opinions_count int not null default 0,
    account_id uuid,
    facility_owner_account_id uuid,
    search_text text not null
  )`
  // Map search: the visible rectangle, filtered by status; GiST answers `location <@ box`.
  yield* sql`create index facilities_location on facilities using gist (location)`
  yield* sql`create index facilities_specialization on facilities using gin (specialization)`
  yield* sql`create index facilities_ownership on facilities using gin (ownership)`
  yield* sql`create index facilities_search_trgm on facilities using gin (search_text gin_trgm_ops)`
  // Catalogues: a city's or voivodeship's facilities, newest first.
  yield* sql`create index facilities_town_created on facilities (town_id, created_at desc, id desc)`
  yield* sql`create index facilities_district_created on facilities (district_id, created_at desc, id desc)`
  yield* sql`create index facilities_voivodeship_created on facilities (voivodeship_id, created_at desc, id desc)`
  yield* sql`create index facilities_created on facilities (created_at desc, id desc)`
  yield* sql`create index facilities_best on facilities (town_id, score_total desc nulls last, opinions_count desc)`

  yield* sql`create table facility_employees (
    id serial primary key,
    facility_id int not null references facilities(id) on delete cascade,
    photo text,
    name text not null,
    position text not null,
    sort_order int not null default 0
  )`
  yield* sql`create index facility_employees_facility on facility_employees (facility_id, sort_order)`

  yield* sql`create table facility_photos (
    id serial primary key,
    facility_id int not null references facilities(id) on delete cascade,
    url text not null,
    sort_order int not null default 0
  )`
  yield* sql`create index facility_photos_facility on facility_photos (facility_id, sort_order)`

  yield* sql`create table user_limits (
    id serial primary key,
    key text not null unique,
    value_free int not null,
    value_registered int not null,
    value_premium int not null
  )`
})
