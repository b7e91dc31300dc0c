import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { sanitizeRichText } from "../../richText/sanitizeRichText"
import { cookiesV1 } from "../legal/cookies"
import { owuV1 } from "../legal/owu"
import { privacyV1 } from "../legal/privacy"
import { regulationsV1 } from "../legal/regulations"

/** The first version of each text: reference data, so production has it as well as demos. */
const firstVersions = [
  ["regulations", regulationsV1],
  ["privacy", privacyV1],
  ["owu", owuV1],
  ["cookies", cookiesV1]
] as const

/**
 * Legal texts and consents (RODO): each text in dated versions that never change (a change is a
 * new version), and who accepted which version of which text, when and where — at sign-up, at
 * a sign-in that asked for a new version, with an application (then also which one), or after an
 * outside sign-in. Consents go with the account or the application they were given for.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  yield* sql`create table legal_documents (
    kind text not null check (kind in ('regulations', 'privacy', 'owu', 'cookies')),
    version int not null check (version > 0),
    title text not null,
    body_html text not null,
    published_on date not null,
    primary key (kind, version)
  )`

  yield* sql`create table consents (
    id bigserial primary key,
    account_id uuid references accounts(id) on delete cascade,
    application_id int references applications(id) on delete cascade,
    kind text not null check (kind in ('regulations', 'privacy', 'owu', 'cookies')),
    version int not null,
    context text not null check (context in ('signup', 'sign-in', 'application', 'oauth')),
    accepted_at timestamptz not null default now(),
    foreign key (kind, version) references legal_documents (kind, version)
  )`
  // Which versions an account accepted (each sign-in asks), and an application's consents.
  yield* sql`create index consents_account on consents (account_id, kind, version)`
  yield* sql`create index consents_application on consents (application_id) where application_id is not null`

  for (const [kind, text] of firstVersions) {
    yield* sql`insert into legal_documents (kind, version, title, body_html, published_on)
      values (${kind}, 1, ${text.title}, ${sanitizeRichText(text.body.trim())}, '2026-11-27')`
  }
})
