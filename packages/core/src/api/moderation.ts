import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { ModerationItem } from "../domain/opinion"
import { SupportReport } from "../domain/report"
import { BadRequestError, ForbiddenError, UnauthorizedError, recordErrors } from "./errors"
import { maxLengths, Paragraphs } from "./bounds"
import { RecordId } from "./ids"

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

/**
 * The moderation desk (spec 4.3; management 2.9), support staff only: opinions and facility
 * answers waiting for a decision, oldest first; accept or reject (with a reason); reports.
 */
export const ModerationGroup = HttpApiGroup.make("moderation")
  .add(
    HttpApiEndpoint.get("queue", "/v1/support/opinions", {
      success: Schema.Array(ModerationItem),
      error: [UnauthorizedError, ForbiddenError]
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
