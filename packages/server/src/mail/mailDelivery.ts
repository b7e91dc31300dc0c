import { Duration, Effect } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import type { MailAttachment } from "./templates"

/** How the outbox is delivered. */
export interface MailDelivery {
  /** How often a sender looks for mail that is due. */
  readonly pollInterval: Duration.Duration
  /** The wait after the first failed attempt; each further failure doubles it, up to `maxRetryDelay`. */
  readonly firstRetryDelay: Duration.Duration
  readonly maxRetryDelay: Duration.Duration
  /** Attempts before a message is given up on: it stays in the outbox, unsent, with its last error. */
  readonly maxAttempts: number
  /**
   * How long a claimed message is left to its sender: if that sender dies mid-send, another
   * instance tries again after this. Longer than an SMTP conversation can take.
   */
  readonly claimLease: Duration.Duration
}

/**
 * Every 5 s; retried after 30 s, 1, 2, 4 … minutes, then hourly, for about three days (an SMTP
 * server down over a weekend loses nothing).
 */
export const defaultMailDelivery: MailDelivery = {
  pollInterval: Duration.seconds(5),
  firstRetryDelay: Duration.seconds(30),
  maxRetryDelay: Duration.hours(1),
  maxAttempts: 80,
  claimLease: Duration.minutes(5)
}

/** The wait after the n-th failed attempt (1-based): doubling from the first, capped. */
export const retryDelay = (delivery: MailDelivery, attempt: number): Duration.Duration =>
  Duration.min(Duration.times(delivery.firstRetryDelay, 2 ** Math.min(Math.max(0, attempt - 1), 30)), delivery.maxRetryDelay)

/** A message claimed for sending. */
export interface DueMessage {
  readonly id: number
  readonly to_address: string
  readonly subject: string
  readonly body_text: string
  readonly attachments: ReadonlyArray<MailAttachment> | null
  /** Header lines of its own (an alert's List-Unsubscribe), name to value. */
  readonly headers: Readonly<Record<string, string>> | null
  readonly attempts: number
}

const BATCH = 20

const seconds = (duration: Duration.Duration) => Duration.toMillis(duration) / 1000

/**
 * The outbox's delivery records (migration 0009): attempts, when the next is due, when it was
 * sent, the last error. Several server instances share the table: a message is claimed by one
 * statement that moves it out of the others' reach (`for update skip locked`, then a due time a
 * lease away), so no two send it.
 */
export const mailDeliveryRecords = (delivery: MailDelivery) =>
  Effect.map(SqlClient.SqlClient, (sql) => {
    /** Claims up to a batch of due messages, oldest due first, counting the attempt. */
    const claimDue = () =>
      Effect.map(
        sql<DueMessage>`
          update mail_outbox set attempts = attempts + 1,
            next_attempt_at = now() + make_interval(secs => ${seconds(delivery.claimLease)})
          where id in (
            select id from mail_outbox
            where sent_at is null and next_attempt_at <= now()
            order by next_attempt_at, id limit ${BATCH}
            for update skip locked)
          returning id, to_address, subject, body_text, attachments, headers, attempts`,
        (rows) => [...rows].sort((a, b) => a.id - b.id)
      )

    const markSent = (id: number) =>
      sql`update mail_outbox set sent_at = now(), next_attempt_at = null, last_error = null where id = ${id}`

    /** Keeps the error and sets the next attempt — none after the last allowed one. */
    const markFailed = (message: DueMessage, error: string) => {
      const next = message.attempts >= delivery.maxAttempts
        ? null
        : sql`now() + make_interval(secs => ${seconds(retryDelay(delivery, message.attempts))})`
      return sql`update mail_outbox set last_error = ${error.slice(0, 1000)}, next_attempt_at = ${next} where id = ${message.id}`
    }

    return repository({ claimDue, markSent, markFailed })
  })
