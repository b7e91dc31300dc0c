import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * What parents do (public spec 2.7–2.11, 4.3, 4.5) and what the facility answers: opinions
 * with a moderation trail and one opinion per facility per account, moderated answers, reports,
 * question threads ordered by their last message, recruitment applications, and decided
 * memberships. Each list a screen shows has an index in the order it is shown.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  yield* sql`alter table opinions
    add column decided_at timestamptz,
    add column decided_by uuid references accounts(id) on delete set null,
    add column reject_reason text,
    add column recommended boolean not null default false,
    add column author_deleted boolean not null default false,
    add column answer_account_id uuid references accounts(id) on delete set null,
    add column answer_decided_at timestamptz,
    add column answer_reject_reason text`
  // One opinion per facility per account (the catalogue's 'an opinion … was already added').
  yield* sql`create unique index opinions_one_per_account on opinions (facility_id, account_id) where account_id is not null`
  // A profile's published opinions, newest first, paged.
  yield* sql`create index opinions_facility_published on opinions (facility_id, created_at desc, id desc) where status = 'accepted'`
  // The moderation desk: what waits, oldest first.
  yield* sql`create index opinions_pending on opinions (created_at, id) where status = 'pending'`
  yield* sql`create index opinions_answer_pending on opinions (answered_at, id) where answer_status = 'pending'`

  yield* sql`create table reports (
    id serial primary key,
    account_id uuid references accounts(id) on delete set null,
    target_kind text not null check (target_kind in ('opinion', 'answer')),
    opinion_id int not null references opinions(id) on delete cascade,
    reason text not null,
    content text not null default '',
    status text not null default 'open' check (status in ('open', 'resolved')),
    created_at timestamptz not null default now(),
    resolved_at timestamptz,
    resolved_by uuid references accounts(id) on delete set null,
    resolution text
  )`
  // A person reports a thing once; their reports of the last day count against their limit.
  yield* sql`create unique index reports_once on reports (account_id, target_kind, opinion_id) where account_id is not null`
  yield* sql`create index reports_account_recent on reports (account_id, created_at desc)`
  yield* sql`create index reports_queue on reports (status, created_at, id)`

  yield* sql`alter table user_questions add column last_message_at timestamptz not null default now()`
  yield* sql`create index user_questions_account_recent on user_questions (account_id, last_message_at desc)`
  yield* sql`create index user_questions_facility_recent on user_questions (facility_id, last_message_at desc)`

  yield* sql`create table applications (
    id serial primary key,
    facility_id int not null references facilities(id) on delete cascade,
    account_id uuid references accounts(id) on delete set null,
    parent_name text not null,
    parent_surname text not null,
    parent_phone text not null,
    address text not null,
    child_name text not null,
    child_surname text not null,
    child_birth_date date not null,
    status text not null default 'new' check (status in ('new', 'contacted', 'accepted', 'declined')),
    status_changed_at timestamptz,
    created_at timestamptz not null default now()
  )`
  yield* sql`create index applications_account on applications (account_id, created_at desc)`
  yield* sql`create index applications_facility on applications (facility_id, created_at desc)`
  // The same child's application to the same facility is sent once while it is open.
  yield* sql`create unique index applications_open_once on applications
    (facility_id, account_id, lower(child_name), lower(child_surname), child_birth_date)
    where status in ('new', 'contacted') and account_id is not null`

  yield* sql`alter table facility_members add column decided_at timestamptz`
  yield* sql`create index facility_members_facility on facility_members (facility_id, role, created_at)`
})
