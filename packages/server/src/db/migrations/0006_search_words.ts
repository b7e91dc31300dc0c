import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The search box finds words in any order, typed without Polish diacritics: full-text
 * vectors built by the `pociecha_search` configuration (the `simple` dictionary behind
 * `unaccent`, so 'Łódź' is the lexeme 'lodz'), with GIN indexes.
 *
 * A hyphenated name is indexed by its parts only ('Bielsko-Biała' → bielsko, biala), so
 * a town's lexemes are exactly the words a visitor types for it. A facility has three
 * vectors, each wider than the last — its name; its name, town and district; all that and
 * its street — so a search ranks matches of the name and the place first, and the planner
 * has statistics for each (it has none for a weight). A trigger keeps them in step with the
 * facility, its town and its district.
 *
 * Text is lower-cased by the `simple` dictionary and unaccented here; `towns.search_text` (the
 * seed's normalised name) keeps its trigram index for misspelt towns.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create extension if not exists unaccent`
  yield* sql`create text search configuration pociecha_search (copy = simple)`
  yield* sql`alter text search configuration pociecha_search
    alter mapping for asciiword, word, numword, hword_asciipart, hword_part, hword_numpart with unaccent, simple`
  yield* sql`alter text search configuration pociecha_search drop mapping for asciihword, hword, numhword`

  for (const table of ["towns", "districts"]) {
    yield* sql`alter table ${sql(table)} add column search_vector tsvector
      generated always as (to_tsvector('pociecha_search', name)) stored`
    yield* sql`create index ${sql(`${table}_search_vector`)} on ${sql(table)} using gin (search_vector)`
  }

  yield* sql`alter table facilities add column name_vector tsvector,
    add column name_place_vector tsvector, add column search_vector tsvector`
  yield* sql`create function facility_search_vector() returns trigger language plpgsql as $$
    declare
      place text;
    begin
      select concat_ws(' ', t.name, d.name) into place
        from towns t left join districts d on d.id = new.district_id where t.id = new.town_id;
      new.name_vector := to_tsvector('pociecha_search', new.name);
      new.name_place_vector := new.name_vector || to_tsvector('pociecha_search', coalesce(place, ''));
      new.search_vector := new.name_place_vector || to_tsvector('pociecha_search', coalesce(new.street, ''));
      return new;
    end $$`
  yield* sql`create trigger facilities_search_vector before insert or update of name, street, town_id, district_id
    on facilities for each row execute function facility_search_vector()`
  // A renamed town or district renames the place in its facilities' vectors.
  yield* sql`create function place_renamed() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'towns' then
        update facilities set town_id = town_id where town_id = new.id;
      else
        update facilities set district_id = district_id where district_id = new.id;
      end if;
      return null;
    end $$`
  yield* sql`create trigger towns_renamed after update of name on towns
    for each row when (old.name is distinct from new.name) execute function place_renamed()`
  yield* sql`create trigger districts_renamed after update of name on districts
    for each row when (old.name is distinct from new.name) execute function place_renamed()`
  // Facilities that exist already (an upgraded database) get their vectors.
  yield* sql`update facilities set name = name`
  for (const column of ["name_vector", "name_place_vector", "search_vector"]) {
    yield* sql`create index ${sql(`facilities_${column}`)} on facilities using gin (${sql(column)})`
  }
  // Trigrams now serve only the misspelt-town fallback, on towns.search_text.
  yield* sql`drop index facilities_search_trgm`
  yield* sql`drop index districts_search_trgm`
})
