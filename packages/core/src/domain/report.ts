import { Schema } from "effect"
import { AboutFacility } from "./aboutFacility"

/** Why an opinion or an answer is reported (spec 2.9); 'other' needs an explanation. */
export const reportReasons = ["spam", "offensive", "false_information", "personal_data", "conflict_of_interest", "other"] as const
export const ReportReason = Schema.Literals(reportReasons)
export type ReportReason = typeof ReportReason.Type

/** What is reported: an opinion ('opinion:<id>') or a facility's answer to one ('answer:<id>'). */
export const ReportTargetKind = Schema.Literals(["opinion", "answer"])
export type ReportTargetKind = typeof ReportTargetKind.Type

/** A report on the moderation desk's queue (spec 3.9). */
export const SupportReport = Schema.Struct({
  id: Schema.Number,
  target: Schema.String,
  target_kind: ReportTargetKind,
  opinion_id: Schema.Number,
  ...AboutFacility,
  /** The reported text: the opinion's comment or the answer. */
  reported_text: Schema.String,
  reason: ReportReason,
  content: Schema.String,
  /** Who reported it; null once their account is deleted. */
  reporter_email: Schema.NullOr(Schema.String),
  status: Schema.Literals(["open", "resolved"]),
  created_at: Schema.Number,
  resolved_at: Schema.NullOr(Schema.Number),
  resolution: Schema.NullOr(Schema.String)
})
export type SupportReport = typeof SupportReport.Type
