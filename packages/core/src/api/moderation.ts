import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { ModerationItem } from "../domain/opinion"
import { Page } from "../domain/page"
import { SupportReport } from "../domain/report"
import { BadRequestError, ForbiddenError, UnauthorizedError, recordErrors } from "./errors"
import { maxLengths, Paragraphs } from "./bounds"
import { Line } from "./bounds"
import { PageQuery, RecordId } from "./ids"

/** Accepting an opinion: a moderator who checked the author may recommend it (the 'trusted' badge). */
export const AcceptPayload = Schema.Struct({ recommended: Schema.optionalKey(Schema.Boolean) })
export type AcceptPayload = typeof AcceptPayload.Type

/** Why an opinion or an answer is rejected: the author is told. */
export const RejectPayload = Schema.Struct({
  reason: Paragraphs(maxLengths.note).check(Schema.isMinLength(3, { message: "REASON_TOO_SHORT" }))
})
export type RejectPayload = typeof RejectPayload.Type

/** How a report was dealt with. */
export const ResolvePayload = Schema.Struct({ resolution: Schema.optionalKey(Paragraphs(maxLengths.note)) })
export type ResolvePayload = typeof ResolvePayload.Type

const OpinionParam = { id: RecordId }

/** Items one page of the moderation desk holds. */
export const MODERATION_PAGE_SIZE = 30

/** Bulk verdicts take at most this many items at once (a few pages of the desk). */
export const MODERATION_BULK_LIMIT = 100

/** Which items the desk lists: waiting for a decision ('new'), or decided either way. */
export const moderationStates = ["new", "accepted", "rejected"] as const
export type ModerationState = (typeof moderationStates)[number]

/**
 * The desk's filters (issue 18), all optional: the state ('new' by default), one facility, one
 * city (a town's slug), a search `q` in the text, the author or the facility's name or city,
 * only reported items, and the order of sending (oldest first by default).
 */
export const ModerationQuery = {
  ...PageQuery,
  state: Schema.optionalKey(Schema.Literals(moderationStates)),
  facility: Schema.optionalKey(RecordId),
  city: Schema.optionalKey(Line(maxLengths.key)),
  q: Schema.optionalKey(Line(maxLengths.searchText)),
  order: Schema.optionalKey(Schema.Literals(["newest", "oldest"])),
  reported: Schema.optionalKey(Schema.Literals(["true", "false"]))
}

/** One item of a bulk verdict: an opinion, or the facility's answer to it. */
export const ModerationTarget = Schema.Struct({ kind: Schema.Literals(["opinion", "answer"]), id: Schema.Number.check(Schema.isInt(), Schema.isGreaterThan(0)) })
export type ModerationTarget = typeof ModerationTarget.Type

/**
 * A verdict on many items at once: each is decided, audited and mailed as a single verdict is,
 * all in one transaction. A rejection needs its reason (told to every author).
 */
export const BulkVerdictPayload = Schema.Struct({
  items: Schema.Array(ModerationTarget).check(
    Schema.isMinLength(1, { message: "FIELD_REQUIRED" }),
    Schema.isMaxLength(MODERATION_BULK_LIMIT, { message: "FIELD_INVALID" })
  ),
  verdict: Schema.Literals(["accept", "reject"]),
  reason: Schema.optionalKey(RejectPayload.fields.reason)
})
export type BulkVerdictPayload = typeof BulkVerdictPayload.Type

/**
 * The moderation desk (spec 4.3; management 2.9), support staff only: opinions and facility
 * answers, paged and filtered (waiting ones by default, oldest first); accept or reject (with a
 * reason), one or many; the reports of one opinion; all reports.
 */
export const ModerationGroup = HttpApiGroup.make("moderation")
  .add(
    HttpApiEndpoint.get("queue", "/v1/support/opinions", {
      query: ModerationQuery,
      success: Page(ModerationItem),
      error: [BadRequestError, UnauthorizedError, ForbiddenError]
    })
  )
  .add(HttpApiEndpoint.post("bulk", "/v1/support/opinions/bulk", { payload: BulkVerdictPayload, error: recordErrors }))
  .add(
    HttpApiEndpoint.get("opinionReports", "/v1/support/opinions/:id/reports", {
      params: OpinionParam,
      success: Schema.Array(SupportReport),
      error: recordErrors
    })
  )
  .add(HttpApiEndpoint.post("accept", "/v1/support/opinions/:id/accept", { params: OpinionParam, payload: AcceptPayload, error: recordErrors }))
  .add(HttpApiEndpoint.post("reject", "/v1/support/opinions/:id/reject", { params: OpinionParam, payload: RejectPayload, error: recordErrors }))
  .add(HttpApiEndpoint.post("acceptAnswer", "/v1/support/opinions/:id/answer/accept", { params: OpinionParam, error: recordErrors }))
  .add(
    HttpApiEndpoint.post("rejectAnswer", "/v1/support/opinions/:id/answer/reject", { params: OpinionParam, payload: RejectPayload, error: recordErrors })
  )
  .add(
    HttpApiEndpoint.get("reports", "/v1/support/reports", {
      query: { status: Schema.optionalKey(Schema.Literals(["open", "resolved"])) },
      success: Schema.Array(SupportReport),
      error: [BadRequestError, UnauthorizedError, ForbiddenError]
    })
  )
  .add(
    HttpApiEndpoint.post("resolveReport", "/v1/support/reports/:id/resolve", { params: OpinionParam, payload: ResolvePayload, error: recordErrors })
  )
