import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Accounts and sessions: password hashes, single-use e-mail tokens (stored
 * hashed), rotating refresh tokens (stored hashed, revocable by family), the
 * mail outbox, facility memberships, opinions and question threads (read here
 * for the overview counters), and seen-marks.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  yield* sql`create table accounts (
    id uuid primary key,
    email text not null unique,
    password_hash text not null,
    name text,
    surname text,
    type text not null default 'user' check (type in ('user', 'support')),
    status text not null default 'not_activated' check (status in ('not_activated', 'active')),
    language text not null default 'pl' check (language in ('pl', 'ua', 'en')),
    avatar text,
    source text not null default 'email',
    third_party_data jsonb,
    notify_new_opinions boolean not null default true,
    notify_new_questions boolean not null default true,
    created_at timestamptz not null default now()
  )`

  yield* sql`create table account_tokens (
    token_hash text primary key,
    account_id uuid not null references accounts(id) on delete cascade,
    purpose text not null check (purpose in ('confirm', 'reset')),
    expires_at timestamptz not null,
    used_at timestamptz
  )`
  yield* sql`create index account_tokens_account on account_tokens (account_id)`

  yield* sql`create table refresh_tokens (
    token_hash text primary key,
    account_id uuid not null references accounts(id) on delete cascade,
    family uuid not null,
    expires_at timestamptz not null,
    revoked_at timestamptz,
    created_at timestamptz not null default now()
  )`
  yield* sql`create index refresh_tokens_family on refresh_tokens (family)`
  yield* sql`create index refresh_tokens_account on refresh_tokens (account_id)`

  yield* sql`create table mail_outbox (
    id serial primary key,
    to_address text not null,
    subject text not null,
    body_text text not null,
    created_at timestamptz not null default now(),
    sent_at timestamptz,
    last_error text
  )`
  yield* sql`create index mail_outbox_unsent on mail_outbox (id) where sent_at is null`
  yield* sql`create index mail_outbox_to on mail_outbox (to_address, id desc)`

  yield* sql`create table facility_members (
    facility_id int not null references facilities(id) on delete cascade,
    account_id uuid not null references accounts(id) on delete cascade,
    role text not null check (role in ('OWNER', 'ADMIN', 'teacher', 'parent')),
    permissions text[] not null default '{}',
    status text not null default 'accepted' check (status in ('pending', 'accepted', 'rejected')),
    created_at timestamptz not null default now(),
    primary key (facility_id, account_id)
  )`
  yield* sql`create index facility_members_account on facility_members (account_id)`

  yield* sql`create table opinions (
    id serial primary key,
    facility_id int not null references facilities(id) on delete cascade,
    account_id uuid references accounts(id) on delete set null,
    rating_cleanliness int not null check (rating_cleanliness between 1 and 5),
    rating_staff int not null check (rating_staff between 1 and 5),
    rating_food int not null check (rating_food between 1 and 5),
    pros text,
    cons text,
    comment text not null,
    author_name text not null,
    author_surname text not null,
    status text not null default 'pending' check (status in ('pending', 'accepted', 'rejected')),
    facility_answer text,
    answer_status text check (answer_status in ('pending', 'accepted', 'rejected')),
    answered_at timestamptz,
    created_at timestamptz not null default now()
  )`
  yield* sql`create index opinions_facility on opinions (facility_id, created_at desc)`
  yield* sql`create index opinions_recent_accepted on opinions (created_at desc) where status = 'accepted'`
  yield* sql`create index opinions_account on opinions (account_id)`

  yield* sql`create table user_questions (
    id serial primary key,
    facility_id int not null references facilities(id) on delete cascade,
    account_id uuid references accounts(id) on delete set null,
    topic text not null,
    created_at timestamptz not null default now()
  )`
  yield* sql`create index user_questions_facility on user_questions (facility_id)`
  yield* sql`create index user_questions_account on user_questions (account_id)`

  yield* sql`create table question_messages (
    id serial primary key,
    question_id int not null references user_questions(id) on delete cascade,
    author_account_id uuid references accounts(id) on delete set null,
    from_facility boolean not null,
    content text not null,
    created_at timestamptz not null default now()
  )`
  yield* sql`create index question_messages_question on question_messages (question_id, created_at)`

  // What a user has seen: opinions ('opinion:<id>'), answers and question messages.
  yield* sql`create table seen_marks (
    account_id uuid not null references accounts(id) on delete cascade,
    item_id text not null,
    seen_at timestamptz not null default now(),
    primary key (account_id, item_id)
  )`
})
