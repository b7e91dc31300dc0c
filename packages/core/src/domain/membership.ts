import { Schema } from "effect"
import { AboutFacility } from "./aboutFacility"

/** How a person belongs to a facility: they subscribe as a parent or a teacher; OWNER and ADMIN run it. */
export const MemberRole = Schema.Literals(["OWNER", "ADMIN", "teacher", "parent"])
export type MemberRole = typeof MemberRole.Type

/** What one subscribes as (spec 4.5). */
export const SubscriberRole = Schema.Literals(["parent", "teacher"])
export type SubscriberRole = typeof SubscriberRole.Type

/**
 * Where a membership stands (spec 4.5): pending is WAITING_FOR_VERIFICATION, accepted CONFIRMED,
 * rejected REJECTED.
 */
export const MembershipStatus = Schema.Literals(["pending", "accepted", "rejected"])
export type MembershipStatus = typeof MembershipStatus.Type

/** A membership's own state, the same for the member and the facility: role, decision, permissions, dates. */
const MembershipState = {
  role: MemberRole,
  status: MembershipStatus,
  permissions: Schema.Array(Schema.String),
  created_at: Schema.Number,
  decided_at: Schema.NullOr(Schema.Number)
}

/** One of my memberships (spec 2.11, 3.11): the facility, what I am there, and where it stands. */
export const Membership = Schema.Struct({
  ...AboutFacility,
  facility_city: Schema.String,
  ...MembershipState
})
export type Membership = typeof Membership.Type

/** A member as the facility sees them (management 2.4 parents, teachers). */
export const FacilityMember = Schema.Struct({
  account_id: Schema.String,
  name: Schema.NullOr(Schema.String),
  surname: Schema.NullOr(Schema.String),
  email: Schema.String,
  avatar: Schema.NullOr(Schema.String),
  ...MembershipState
})
export type FacilityMember = typeof FacilityMember.Type
