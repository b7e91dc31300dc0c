import type { MailboxMessage } from "@pociecha/core"
import { Context, Effect, Layer, Redacted, Schedule } from "effect"
import { SqlClient } from "effect/sql"
import nodemailer from "nodemailer"
import { repository } from "../db/sqlDefects"
import { ServerConfig } from "../services"
import { mailDeliveryRecords, type DueMessage } from "./mailDelivery"
import type { MailContent } from "./templates"

/** Messages one statement of {@link enqueueMany} writes: five columns each, well under PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 500

const makeOutbox = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  const row = (to: string, content: MailContent) => ({
    to_address: to,
    subject: content.subject,
    body_text: content.text,
    attachments: content.attachments === undefined ? null : JSON.stringify(content.attachments),
    headers: content.headers === undefined ? null : JSON.stringify(content.headers)
  })

  /** Queues a message; written in the caller's transaction, so it's sent only if the change commits. */
  const enqueue = (to: string, content: MailContent) => sql`insert into mail_outbox ${sql.insert(row(to, content))}`

  /** Queues many messages at once (a job's letters), a few hundred rows a statement rather than a statement each. */
  const enqueueMany = (letters: ReadonlyArray<{ readonly to: string; readonly content: MailContent }>) =>
    Effect.forEach(
      Array.from({ length: Math.ceil(letters.length / ROWS_PER_INSERT) }, (_, i) => letters.slice(i * ROWS_PER_INSERT, (i + 1) * ROWS_PER_INSERT)),
      ([first, ...rest]) =>
        first === undefined
          ? Effect.void
          : sql`insert into mail_outbox ${sql.insert([row(first.to, first.content), ...rest.map((letter) => row(letter.to, letter.content))])}`,
      { discard: true }
    )

  /** Recent messages, newest first: the development mailbox. */
  const recent = (to: string | undefined, limit = 50) =>
    sql<MailboxMessage>`
      select id, to_address as "to", subject, body_text as text,
        (extract(epoch from created_at) * 1000)::float8 as created_at,
        coalesce((select jsonb_agg(a -> 'filename') from jsonb_array_elements(attachments) a), '[]'::jsonb) as attachments,
        coalesce(headers, '{}'::jsonb) as headers
      from mail_outbox
      where ${to === undefined ? sql.and([]) : sql`to_address = ${to.trim().toLowerCase()}`}
      order by id desc limit ${limit}`

  return repository({ enqueue, enqueueMany, recent })
})

/** The mail outbox: e-mails are rows first, delivered by the sender when SMTP is configured. */
export class Outbox extends Context.Service<Outbox, Effect.Success<typeof makeOutbox>>()("@pociecha/server/Outbox") {
  static readonly layer = Layer.effect(Outbox, makeOutbox)
}

/** Short enough that a hung SMTP server frees its sender well within a claim's lease. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 }

/**
 * Delivers due outbox rows over SMTP, polling every `mailDelivery.pollInterval`. A row that
 * fails keeps its error and is retried with a growing wait (see mailDelivery.ts), so an SMTP
 * server that is down for a while loses nothing. Without SMTP_URL it does nothing: the messages
 * stay readable in the development mailbox.
 */
export const outboxSenderLayer = Layer.effectDiscard(
  Effect.gen(function*() {
    const config = yield* ServerConfig
    const smtpUrl = config.smtpUrl
    if (smtpUrl === null) return
    const records = yield* mailDeliveryRecords(config.mailDelivery)
    const transport = yield* Effect.acquireRelease(
      Effect.sync(() => nodemailer.createTransport({ url: Redacted.value(smtpUrl), ...SMTP_TIMEOUTS })),
      (transport) => Effect.sync(() => transport.close())
    )
    const send = (message: DueMessage) =>
      Effect.tryPromise(() =>
        transport.sendMail({
          from: config.mailFrom,
          to: message.to_address,
          subject: message.subject,
          text: message.body_text,
          attachments: (message.attachments ?? []).map((file) => ({ filename: file.filename, contentType: file.content_type, content: file.content })),
          headers: { ...message.headers }
        })
      ).pipe(
        Effect.matchEffect({
          onSuccess: () => records.markSent(message.id),
          onFailure: (error) => records.markFailed(message, String(error.cause ?? error))
        })
      )
    yield* Effect.flatMap(records.claimDue(), Effect.forEach(send, { discard: true })).pipe(
      Effect.catchCause((cause) => Effect.logWarning("outbox delivery failed", cause)),
      Effect.repeat(Schedule.spaced(config.mailDelivery.pollInterval)),
      Effect.forkScoped
    )
  })
)
