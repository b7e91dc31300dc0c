import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Overview } from "../domain/overview"
import { Tag } from "../domain/tag"
import { BadRequestError, NotFoundError, TooManyRequestsError, UnauthorizedError } from "./errors"
import { Line, List, maxLengths } from "./bounds"

/** All tags, loaded once at start (7.6). */
export const TagsGroup = HttpApiGroup.make("tags").add(
  HttpApiEndpoint.get("list", "/v1/tag", { success: Schema.Array(Tag) })
)

/**
 * An item the user has seen: 'opinion:<id>' (an opinion on a facility they run),
 * 'answer:<id>' (a facility's answer to their opinion) or 'message:<id>' (a facility's
 * message in their question thread).
 */
export const SeenItem = Schema.Struct({
  id: Schema.String.check(Schema.isPattern(/^(opinion|answer|message):\d{1,10}$/, { message: "SEEN_ITEM_INVALID" }))
})

/** Items one `seen-by/mark` call may mark. */
export const MAX_SEEN_ITEMS = 500

/** Counters of unseen items and marking items as seen (7.6). */
export const OverviewGroup = HttpApiGroup.make("overview")
  .add(HttpApiEndpoint.get("get", "/v1/overview", { success: Overview, error: UnauthorizedError }))
  .add(
    HttpApiEndpoint.post("markSeen", "/v1/seen-by/mark", {
      payload: List(SeenItem, MAX_SEEN_ITEMS),
      error: [BadRequestError, UnauthorizedError, TooManyRequestsError]
    })
  )

export const MailboxMessage = Schema.Struct({
  id: Schema.Number,
  to: Schema.String,
  subject: Schema.String,
  text: Schema.String,
  created_at: Schema.Number,
  /** The names of the files sent with it (a visit's `.ics`). */
  attachments: Schema.Array(Schema.String),
  /** Its own header lines (an alert's List-Unsubscribe and List-Unsubscribe-Post), name to value. */
  headers: Schema.Record(Schema.String, Schema.String)
})
export type MailboxMessage = typeof MailboxMessage.Type

/**
 * The development mailbox: mail the outbox would send, readable outside
 * production so sign-up and reset links can be followed without SMTP.
 */
export const DevMailboxGroup = HttpApiGroup.make("devMailbox").add(
  HttpApiEndpoint.get("list", "/dev/mailbox", {
    query: { to: Schema.optionalKey(Line(maxLengths.email)) },
    success: Schema.Array(MailboxMessage),
    // 404 in production, which has no mailbox.
    error: [BadRequestError, NotFoundError]
  })
)

/** Liveness: answers without touching the database (readiness checks, benchmarks' baseline). */
export const HealthGroup = HttpApiGroup.make("health").add(
  HttpApiEndpoint.get("check", "/health", { success: Schema.Struct({ status: Schema.Literal("ok") }) })
)
