import type { MailboxMessage } from "@pociecha/core"
import { Context, Effect, Layer, Schedule } from "effect"
import { SqlClient } from "effect/sql"
import nodemailer from "nodemailer"
import { repository } from "../db/sqlDefects"
import { ServerConfig } from "../services"
import type { MailContent } from "./templates"

const makeOutbox = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /** Queues a message; written in the caller's transaction, so it's sent only if the change commits. */
  const enqueue = (to: string, content: MailContent) =>
    sql`insert into mail_outbox ${sql.insert({ to_address: to, subject: content.subject, body_text: content.text })}`

  /** Recent messages, newest first: the development mailbox. */
  const recent = (to: string | undefined, limit = 50) =>
    sql<MailboxMessage>`
      select id, to_address as "to", subject, body_text as text,
        (extract(epoch from created_at) * 1000)::float8 as created_at
      from mail_outbox
      where ${to === undefined ? sql.and([]) : sql`to_address = ${to.trim().toLowerCase()}`}
      order by id desc limit ${limit}`

  return repository({ enqueue, recent })
})

/** The mail outbox: e-mails are rows first, delivered by the sender when SMTP is configured. */
export class Outbox extends Context.Service<Outbox, Effect.Success<typeof makeOutbox>>()("@pociecha/server/Outbox") {
  static readonly layer = Layer.effect(Outbox, makeOutbox)
}

/**
 * Delivers unsent outbox rows over SMTP every few seconds. Without SMTP_URL it
 * does nothing: the messages stay readable in the development mailbox.
 */
export const outboxSenderLayer = Layer.effectDiscard(
  Effect.gen(function*() {
    const config = yield* ServerConfig
    if (config.smtpUrl === null) return
    const sql = yield* SqlClient.SqlClient
    const transport = nodemailer.createTransport(config.smtpUrl)
    const from = process.env.MAIL_FROM ?? "Pociecha <no-reply@pociecha.pl>"
    const deliverBatch = Effect.gen(function*() {
      const rows = yield* sql<{ id: number; to_address: string; subject: string; body_text: string }>`
        select id, to_address, subject, body_text from mail_outbox where sent_at is null order by id limit 20`
      for (const row of rows) {
        const result = yield* Effect.tryPromise(() =>
          transport.sendMail({ from, to: row.to_address, subject: row.subject, text: row.body_text })
        ).pipe(Effect.result)
        yield* result._tag === "Success"
          ? sql`update mail_outbox set sent_at = now(), last_error = null where id = ${row.id}`
          : sql`update mail_outbox set last_error = ${String(result.failure)} where id = ${row.id}`
      }
    })
    yield* deliverBatch.pipe(
      Effect.catchCause((cause) => Effect.logWarning("outbox delivery failed", cause)),
      Effect.repeat(Schedule.spaced("5 seconds")),
      Effect.forkScoped
    )
  })
)
