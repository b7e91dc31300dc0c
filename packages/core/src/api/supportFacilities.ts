import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { FacilityStatus } from "../domain/facility"
import { Page } from "../domain/page"
import { EmailAddress, Line, List, MAX_TAGS } from "./bounds"
import { BadRequestError, ForbiddenError, UnauthorizedError, recordErrors } from "./errors"
import { PageQuery, RecordId, Uuid } from "./ids"
import { MAX_SPECIALIZATIONS } from "./shadows"

/** Facilities one page of the support list holds. */
export const SUPPORT_FACILITY_PAGE_SIZE = 25

/** The longest search text the list takes (a name and a town, or an e-mail address). */
export const SUPPORT_FACILITY_QUERY_MAX = 120

/** A premium end date, `YYYY-MM-DD`: the package lasts through that day. */
export const PremiumUntil = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { message: "FIELD_INVALID" }))

/**
 * `?status=&q=&page=` of the list: the status as it is in force (an expired premium is
 * registered), and a search text — a facility's numeric id, its owner's e-mail address, or words
 * that begin its name or town.
 */
export const SupportFacilityListQuery = {
  ...PageQuery,
  status: Schema.optionalKey(FacilityStatus),
  q: Schema.optionalKey(Line(SUPPORT_FACILITY_QUERY_MAX))
}

/** One row of the support list. `status` is the one in force: a premium whose end date passed is 'registered'. */
export const SupportFacilityRow = Schema.Struct({
  id: Schema.Number,
  slug: Schema.NullOr(Schema.String),
  name: Schema.String,
  city: Schema.String,
  status: FacilityStatus,
  /** The premium end date (`YYYY-MM-DD`) as set, kept after it passed; null for an open-ended or no premium. */
  premium_until: Schema.NullOr(Schema.String),
  verified: Schema.Boolean,
  active: Schema.Boolean,
  owner_email: Schema.NullOr(Schema.String)
})
export type SupportFacilityRow = typeof SupportFacilityRow.Type

/** The facility's OWNER, as support sees it. */
export const SupportFacilityOwner = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  name: Schema.NullOr(Schema.String),
  surname: Schema.NullOr(Schema.String)
})

/** One facility's support view: the row, its tags, owner and how much hangs on it. */
export const SupportFacility = Schema.Struct({
  ...SupportFacilityRow.fields,
  specialization: Schema.Array(Schema.String),
  ownership: Schema.Array(Schema.String),
  features: Schema.Array(Schema.String),
  owner: Schema.NullOr(SupportFacilityOwner),
  members_count: Schema.Number,
  opinions_count: Schema.Number,
  /** ms since the epoch. */
  created_at: Schema.Number
})
export type SupportFacility = typeof SupportFacility.Type

/**
 * `PATCH v1/support/facilities/{id}`: only the features that change. `status: 'premium'` needs
 * `premium_until` (today or later); another status ends the premium (its date is cleared).
 * `owner_email` moves the facility to that account as its OWNER (the previous OWNER leaves).
 */
export const SupportFacilityPatch = Schema.Struct({
  status: Schema.optionalKey(FacilityStatus),
  premium_until: Schema.optionalKey(Schema.NullOr(PremiumUntil)),
  verified: Schema.optionalKey(Schema.Boolean),
  active: Schema.optionalKey(Schema.Boolean),
  specialization: Schema.optionalKey(List(Uuid, MAX_SPECIALIZATIONS)),
  ownership: Schema.optionalKey(List(Uuid, 20)),
  features: Schema.optionalKey(List(Uuid, MAX_TAGS)),
  owner_email: Schema.optionalKey(EmailAddress)
})
export type SupportFacilityPatch = typeof SupportFacilityPatch.Type

/** What deleting a facility removes with it, shown before support confirms. */
export const FacilityDeletion = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  opinions: Schema.Number,
  questions: Schema.Number,
  applications: Schema.Number,
  members: Schema.Number,
  photos: Schema.Number,
  employees: Schema.Number,
  publications: Schema.Number,
  web_pages: Schema.Number,
  claims: Schema.Number
})
export type FacilityDeletion = typeof FacilityDeletion.Type

const FacilityParam = { id: RecordId }

/**
 * The support panel's Facilities screen (management 2.9, issue 18), support staff only: the
 * list (status filter, search, paged like the catalogues), one facility's view, editing its
 * features, and deleting it after seeing what goes with it. Every write is in the audit trail.
 */
export const SupportFacilitiesGroup = HttpApiGroup.make("supportFacilities")
  .add(
    HttpApiEndpoint.get("list", "/v1/support/facilities", {
      query: SupportFacilityListQuery,
      success: Page(SupportFacilityRow),
      error: [BadRequestError, UnauthorizedError, ForbiddenError]
    })
  )
  .add(HttpApiEndpoint.get("get", "/v1/support/facilities/:id", { params: FacilityParam, success: SupportFacility, error: recordErrors }))
  .add(
    HttpApiEndpoint.patch("update", "/v1/support/facilities/:id", {
      params: FacilityParam,
      payload: SupportFacilityPatch,
      success: SupportFacility,
      // 400 a field: a premium without its date or with a past one, an unknown tag or owner e-mail.
      error: recordErrors
    })
  )
  .add(HttpApiEndpoint.get("deletion", "/v1/support/facilities/:id/deletion", { params: FacilityParam, success: FacilityDeletion, error: recordErrors }))
  .add(HttpApiEndpoint.delete("remove", "/v1/support/facilities/:id", { params: FacilityParam, error: recordErrors }))
