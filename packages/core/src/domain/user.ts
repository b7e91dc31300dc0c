import { Schema } from "effect"
import { FacilityStatus } from "./facility"
import { LegalVersionRef } from "./legal"
import { UserShadowFacility } from "./shadowFacility"
import { ACCOUNT_STATUSES, LANGUAGES, USER_TYPES } from "./userLiterals"

/** Interface languages; 'ua' is the product's code for Ukrainian. */
export const Language = Schema.Literals(LANGUAGES)
export type Language = typeof Language.Type

/** A plain user, support staff, or content staff (management 6: they edit the city pages in the CMS). */
export const UserType = Schema.Literals(USER_TYPES)
export type UserType = typeof UserType.Type

export const AccountStatus = Schema.Literals(ACCOUNT_STATUSES)
export type AccountStatus = typeof AccountStatus.Type

/** A facility on the user's 'My facilities' list. */
export const UserFacility = Schema.Struct({
  id: Schema.Number,
  slug: Schema.NullOr(Schema.String),
  name: Schema.String,
  status: FacilityStatus
})
export type UserFacility = typeof UserFacility.Type

/** Permission names by facility id (a JSON object, so keys are strings). */
export const Perms = Schema.Record(Schema.String, Schema.Array(Schema.String))
export type Perms = typeof Perms.Type

/** The signed-in user as kept on the device (3.1). `jwt` is present after login. */
export const User = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  /** A new address waiting for its confirmation link; the account keeps `email` until then. */
  pending_email: Schema.optionalKey(Schema.NullOr(Schema.String)),
  name: Schema.NullOr(Schema.String),
  surname: Schema.NullOr(Schema.String),
  avatar: Schema.NullOr(Schema.String),
  source: Schema.String,
  status: AccountStatus,
  third_party_data: Schema.NullOr(Schema.Unknown),
  type: UserType,
  language: Language,
  perms: Perms,
  facilities: Schema.Array(UserFacility),
  /** The account's claims and creations waiting for support or declined (management 3). */
  shadow_facilities: Schema.Array(UserShadowFacility),
  notify_new_opinions: Schema.Boolean,
  notify_new_questions: Schema.Boolean,
  /**
   * The current versions of the regulations and the privacy notice the account has not accepted
   * yet: the app asks for them once, before anything else (a new version, or an OAuth sign-up).
   */
  pending_consents: Schema.optionalKey(Schema.Array(LegalVersionRef)),
  jwt: Schema.optionalKey(Schema.String)
})
export type User = typeof User.Type

/** GET v1/facility/owned (management 7): My facilities — those the account runs, and its claims and creations. */
export const OwnedFacilities = Schema.Struct({
  facilities: Schema.Array(UserFacility),
  shadow_facilities: Schema.Array(UserShadowFacility)
})
export type OwnedFacilities = typeof OwnedFacilities.Type
