import { Schema } from "effect"

/** A facility the looked-up account runs or belongs to, with its role there. */
export const SupportUserFacility = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  role: Schema.Literals(["OWNER", "ADMIN", "teacher", "parent"]),
  status: Schema.Literals(["pending", "accepted", "rejected"])
})
export type SupportUserFacility = typeof SupportUserFacility.Type

/**
 * One account as support's toolbox shows it (issue 18): who it is, whether it can sign in
 * (activated, not slowed by wrong passwords), how many sessions it has open and where it belongs.
 */
export const SupportUser = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  name: Schema.NullOr(Schema.String),
  surname: Schema.NullOr(Schema.String),
  type: Schema.Literals(["user", "support"]),
  status: Schema.Literals(["not_activated", "active"]),
  /** When the account was made (ms since the epoch). */
  created: Schema.Number,
  /** When a session of it last started (ms since the epoch); null if none is on record. */
  last_sign_in: Schema.NullOr(Schema.Number),
  /** Wrong passwords for this address made some client wait before it may try again. */
  locked: Schema.Boolean,
  /** Sessions (refresh-token families) still open. */
  active_sessions: Schema.Number,
  facilities: Schema.Array(SupportUserFacility)
})
export type SupportUser = typeof SupportUser.Type

/** Someone who runs a facility: its owner, an admin, or a teacher with moderation permissions. */
export const FacilityRunner = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  role: Schema.Literals(["OWNER", "ADMIN", "teacher"]),
  /** The teacher's permission types (empty for an owner or an admin, who may do everything). */
  permissions: Schema.Array(Schema.String)
})
export type FacilityRunner = typeof FacilityRunner.Type

/** A waiting claim of the facility: its ownership would move to the sender if support accepts. */
export const PendingClaim = Schema.Struct({
  id: Schema.Number,
  email: Schema.String,
  /** When it was sent (ms since the epoch). */
  sent: Schema.Number
})

/**
 * One facility in support's ownership view (issue 18): who owns it, who moderates it with which
 * permissions, and the claims of it that wait — ownership changes in flight (a transfer by the
 * owner happens at once, so only a claim ever waits).
 */
export const FacilityOwnership = Schema.Struct({
  facility_id: Schema.Number,
  facility_name: Schema.String,
  owner: Schema.NullOr(Schema.Struct({ id: Schema.String, email: Schema.String })),
  moderators: Schema.Array(FacilityRunner),
  pending_claims: Schema.Array(PendingClaim)
})
export type FacilityOwnership = typeof FacilityOwnership.Type
