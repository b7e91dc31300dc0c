import { Schema } from "effect"

/**
 * One support action, as the audit trail keeps it (issue 18): who did what, when, to which
 * facility or account, and the record before and after. Nothing support staff change is
 * invisible: every support write adds one entry in the same transaction as the change.
 */
export const SupportAuditEntry = Schema.Struct({
  id: Schema.Number,
  /** When it happened (ms since the epoch). */
  at: Schema.Number,
  /**
   * Who did it: the support account; null once that account is deleted, and for what the
   * calendar does ({@link PREMIUM_LAPSED_ACTION}).
   */
  actor: Schema.NullOr(Schema.Struct({ id: Schema.String, email: Schema.String })),
  /** What was done, a dotted key (`opinion.accept`, `facility.update`, `tag.delete`…), translated by the panel. */
  action: Schema.String,
  facility_id: Schema.NullOr(Schema.Number),
  /** The account the action was about (a claimant, a user looked up or unlocked), when there is one. */
  account_id: Schema.NullOr(Schema.String),
  /** The changed fields before and after; null where there was nothing before (a creation) or after (a deletion). */
  before: Schema.NullOr(Schema.Unknown),
  after: Schema.NullOr(Schema.Unknown)
})
export type SupportAuditEntry = typeof SupportAuditEntry.Type

/** The entry the server writes, with no actor, when a premium's end date has passed. */
export const PREMIUM_LAPSED_ACTION = "facility.premium-lapsed"
