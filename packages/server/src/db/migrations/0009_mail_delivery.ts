import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Delivery with retries (mail/mailDelivery.ts): each outbox row counts its attempts and says when
 * the next is due — null once it is sent or given up on. The senders look for due rows by that
 * time, so the index of unsent rows follows it.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table mail_outbox
    add column attempts int not null default 0,
    add column next_attempt_at timestamptz default now()`
  yield* sql`update mail_outbox set next_attempt_at = null where sent_at is not null`
  yield* sql`drop index mail_outbox_unsent`
  yield* sql`create index mail_outbox_due on mail_outbox (next_attempt_at, id) where sent_at is null`
})
