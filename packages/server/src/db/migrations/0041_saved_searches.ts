import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Saved searches and their alerts (issue 20).
 *
 * A saved search keeps the map search's body as its owner sent it (`query`) and, beside it, the
 * same search as columns the alert job matches by in one statement for every search at once
 * (written from the body on every save, savedSearchColumns.ts): the rectangle as a `box` under a
 * GiST index, the tags as ids, the ranges as numbers. A null column filters nothing.
 *
 * What can alert is recorded by triggers as it happens, whoever makes the change (owner area,
 * support, import): a facility opening free places in an age group, a facility becoming public,
 * a public news item. The job reads the changes past its cursor, mails the instant searches'
 * matches and keeps the daily ones' until their digest.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create table saved_searches (
    id serial primary key,
    account_id uuid not null references accounts(id) on delete cascade,
    name text not null,
    query jsonb not null,
    alert text not null check (alert in ('off', 'instant', 'daily')),
    age_group text,
    area box not null,
    specializations uuid[],
    ownerships uuid[],
    statuses text[],
    vacancies_for text[],
    tuition_from int,
    tuition_to int,
    open_by int,
    open_until int,
    amenities uuid[],
    extra_classes text[],
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`
  // My account's list, newest first; the count the limit checks.
  yield* sql`create index saved_searches_account on saved_searches (account_id, created_at desc)`
  // The alert job: the alerting searches whose rectangle holds a changed facility.
  yield* sql`create index saved_searches_alert_area on saved_searches using gist (area) where alert <> 'off'`

  yield* sql`create table search_changes (
    id bigserial primary key,
    kind text not null check (kind in ('vacancies', 'facility', 'news')),
    facility_id int not null references facilities(id) on delete cascade,
    age_groups text[],
    publication_id int references publications(id) on delete cascade,
    created_at timestamptz not null default now()
  )`
  // Old changes are swept by age; a facility's removal cascades here.
  yield* sql`create index search_changes_created on search_changes (created_at)`
  yield* sql`create index search_changes_facility on search_changes (facility_id)`
  yield* sql`create index search_changes_publication on search_changes (publication_id) where publication_id is not null`

  yield* sql.unsafe(`create function record_facility_search_change() returns trigger language plpgsql as $$
    declare
      was_public boolean := tg_op = 'UPDATE' and old.active and old.shadow_status is distinct from 'rejected';
      is_public boolean := new.active and new.shadow_status is distinct from 'rejected';
      opened text[];
    begin
      if not is_public then return null; end if;
      if not was_public then
        insert into search_changes (kind, facility_id) values ('facility', new.id);
        return null;
      end if;
      opened := array(
        select unnest(facility_vacancy_groups(new.vacancies_by_age, new.recruitment_active))
        except select unnest(facility_vacancy_groups(old.vacancies_by_age, old.recruitment_active)));
      if cardinality(opened) > 0 then
        insert into search_changes (kind, facility_id, age_groups) values ('vacancies', new.id, opened);
      end if;
      return null;
    end $$`)
  yield* sql.unsafe(`create trigger facilities_search_change after insert or update of active, shadow_status, vacancies_by_age, recruitment_active
    on facilities for each row execute function record_facility_search_change()`)

  yield* sql.unsafe(`create function record_news_search_change() returns trigger language plpgsql as $$
    begin
      if new.visibility = 'public' and (tg_op = 'INSERT' or old.visibility <> 'public') then
        insert into search_changes (kind, facility_id, publication_id) values ('news', new.facility_id, new.id);
      end if;
      return null;
    end $$`)
  yield* sql.unsafe(`create trigger publications_search_change after insert or update of visibility
    on publications for each row execute function record_news_search_change()`)

  // The matches of daily searches waiting for their digest (an instant match is mailed in the run
  // that finds it, and a digest deletes what it tells).
  yield* sql`create table saved_search_matches (
    saved_search_id int not null references saved_searches(id) on delete cascade,
    change_id bigint not null references search_changes(id) on delete cascade,
    account_id uuid not null references accounts(id) on delete cascade,
    primary key (saved_search_id, change_id)
  )`
  // An account's waiting matches, for its digest; and the cascade of a change's sweep.
  yield* sql`create index saved_search_matches_account on saved_search_matches (account_id)`
  yield* sql`create index saved_search_matches_change on saved_search_matches (change_id)`

  // The job's cursor: the last change matched. One row.
  yield* sql`create table search_alert_cursor (id int primary key check (id = 1), last_change_id bigint not null)`
  yield* sql`insert into search_alert_cursor values (1, 0)`
  // The day of each parent's last digest (Poland's day): at most one a day.
  yield* sql`create table search_alert_digests (
    account_id uuid primary key references accounts(id) on delete cascade,
    sent_on date not null
  )`

  // The RFC 8058 headers of an alert (List-Unsubscribe, List-Unsubscribe-Post).
  yield* sql`alter table mail_outbox add column headers jsonb`
})
