import { Schema } from "effect"
import { Facility, GeoPoint } from "./facility"

/**
 * A facility as those who run it edit it (management 2.4): the public profile, and what only they
 * see — phone numbers, e-mail, the mail switches, the ids of its place, the centre of its town
 * (where the pin goes when the address cannot be found), the package limits in force for it and
 * how many amenity edits this calendar month used.
 */
export const ManagedFacility = Schema.Struct({
  ...Facility.fields,
  phone: Schema.NullOr(Schema.String),
  second_phone: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  notify_new_opinions: Schema.Boolean,
  notify_new_questions: Schema.Boolean,
  voivodeship_id: Schema.Number,
  town_id: Schema.Number,
  district_id: Schema.NullOr(Schema.Number),
  town_location: GeoPoint,
  /** Limit key → the value in force for this facility's status and the caller (core's resolveLimit). */
  limits: Schema.Record(Schema.String, Schema.Number),
  /** Amenity edits made this calendar month (Polish time), counted against `amenities_edits_per_month`. */
  amenities_edits_this_month: Schema.Number
})
export type ManagedFacility = typeof ManagedFacility.Type
