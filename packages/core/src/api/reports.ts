import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { ReportReason } from "../domain/report"
import { BadRequestError, ConflictError, NotFoundError, TooManyRequestsError, UnauthorizedError } from "./errors"
import { maxLengths, Text } from "./bounds"

/** What a report names: 'opinion:<id>' or 'answer:<id>' (the facility's answer to opinion <id>). */
export const ReportTarget = Schema.String.check(
  Schema.isPattern(/^(opinion|answer):[1-9]\d{0,9}$/, { message: "REPORT_TARGET_INVALID" })
)

/**
 * A report (spec 2.9, 3.9): a reason from the list and what is wrong; for 'other' the content is
 * required, since the reason alone says nothing.
 */
export const ReportPayload = Schema.Struct({
  target: ReportTarget,
  reason: ReportReason,
  content: Text(maxLengths.note)
}).check(
  Schema.makeFilter((report) =>
    report.reason !== "other" || report.content.trim() !== "" || { path: ["content"], issue: "FIELD_REQUIRED" }
  )
)
export type ReportPayload = typeof ReportPayload.Type

/** Reporting an opinion or an answer (spec 2.9): a daily limit per account. */
export const ReportsGroup = HttpApiGroup.make("reports").add(
  HttpApiEndpoint.post("create", "/v1/report", {
    payload: ReportPayload,
    success: Schema.Struct({ id: Schema.Number }).pipe(HttpApiSchema.status(201)),
    // 404 nothing published to report; 409 reported it already; 429 ERROR_REPORTS_LIMIT_EXCEEDED.
    error: [BadRequestError, UnauthorizedError, NotFoundError, ConflictError, TooManyRequestsError]
  })
)
