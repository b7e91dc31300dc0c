import { Schema } from "effect"
import { FacilityStatus } from "./facility"

/** What a shadow record asks for: to run a facility that exists (claim), or a new one (creation). */
export const ShadowKind = Schema.Literals(["claim", "creation"])
export type ShadowKind = typeof ShadowKind.Type

/** Where a claim or creation stands (management 4 lifecycle): waiting for support, accepted or declined. */
export const ShadowRecordStatus = Schema.Literals(["pending", "accepted", "rejected"])
export type ShadowRecordStatus = typeof ShadowRecordStatus.Type

/**
 * One of the account's claims or creations on its lists (management 3: the shadow's fields plus
 * id, shadow_status and is_shadow = true): the waiting and the declined ones. `id` is the shadow
 * record's; `facility_id` the facility claimed, or the new one (inactive until accepted). My
 * facilities leaves the declined out and does not open a pending one; My account shows each
 * with its badge and, when declined, the reason.
 */
export const UserShadowFacility = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  slug: Schema.NullOr(Schema.String),
  /** The name as the wizard verified it. */
  name: Schema.String,
  /** The facility's package status. */
  status: FacilityStatus,
  shadow_status: Schema.Literals(["pending", "rejected"]),
  kind: ShadowKind,
  decline_reason: Schema.NullOr(Schema.String),
  /** Milliseconds since the epoch. */
  created_at: Schema.Number,
  is_shadow: Schema.Literal(true)
})
export type UserShadowFacility = typeof UserShadowFacility.Type

/**
 * The facility data a claim or creation verified (management 2.7), as stored: the wizard's fields,
 * with the town and voivodeship named by slug and by name.
 */
export const ShadowDetails = Schema.Struct({
  name: Schema.String,
  /** Specialization tag ids. */
  specialization: Schema.Array(Schema.String),
  /** The town's slug and its voivodeship's slug; with the names shown. */
  city: Schema.String,
  voivodeship: Schema.String,
  city_name: Schema.String,
  voivodeship_name: Schema.String,
  post_code: Schema.String,
  street: Schema.String,
  building_number: Schema.String,
  apartment_number: Schema.NullOr(Schema.String),
  phone: Schema.String,
  lat: Schema.Number,
  lng: Schema.Number
})
export type ShadowDetails = typeof ShadowDetails.Type

/** A confirmation document of a claim; `url` downloads it (the claimant and support only). */
export const ShadowDocument = Schema.Struct({
  id: Schema.Number,
  file_name: Schema.String,
  content_type: Schema.String,
  /** Bytes. */
  size: Schema.Number,
  url: Schema.String
})
export type ShadowDocument = typeof ShadowDocument.Type

/** The account that sent a claim or creation. */
export const ShadowClaimant = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  name: Schema.NullOr(Schema.String),
  surname: Schema.NullOr(Schema.String)
})
export type ShadowClaimant = typeof ShadowClaimant.Type

/**
 * A claim or creation as the support desk (management 2.9 Shadow facilities) and its sender see
 * it: the facility as it now is, the data verified, who sent it, the documents, the decision.
 */
export const ShadowRecord = Schema.Struct({
  id: Schema.Number,
  kind: ShadowKind,
  status: ShadowRecordStatus,
  facility_id: Schema.Number,
  facility_slug: Schema.NullOr(Schema.String),
  facility_name: Schema.String,
  facility_status: FacilityStatus,
  data: ShadowDetails,
  account: ShadowClaimant,
  documents: Schema.Array(ShadowDocument),
  created_at: Schema.Number,
  decided_at: Schema.NullOr(Schema.Number),
  decline_reason: Schema.NullOr(Schema.String)
})
export type ShadowRecord = typeof ShadowRecord.Type
