import { Schema } from "effect"
import { VacancyByAge } from "./vacancies"

/** Package status of a facility: free (unknown), registered or premium. */
export const FacilityStatus = Schema.Literals(["unknown", "registered", "premium"])
export type FacilityStatus = typeof FacilityStatus.Type

/** State of a pending claim or creation of the facility. */
export const ShadowStatus = Schema.NullOr(Schema.Literals(["pending", "rejected", "accepted"]))
export type ShadowStatus = typeof ShadowStatus.Type

export const GeoPoint = Schema.Struct({ lat: Schema.Number, lng: Schema.Number })
export type GeoPoint = typeof GeoPoint.Type

export const ExtraClass = Schema.Struct({ name: Schema.String, description: Schema.String })
export type ExtraClass = typeof ExtraClass.Type

/**
 * A photo of the gallery (management 2.4): `url` the whole photo (at most 1600 px on its long
 * side), `thumb_url` a small one for grids and tiles (at most 400 px; the same as `url` for
 * photos that have no thumbnail of their own).
 */
export const GalleryPhoto = Schema.Struct({ id: Schema.Number, url: Schema.String, thumb_url: Schema.String, order: Schema.Number })
export type GalleryPhoto = typeof GalleryPhoto.Type

export const DayPlanEntry = Schema.Struct({
  /** Minutes since midnight. */
  start: Schema.Number,
  end: Schema.Number,
  duration: Schema.Number,
  name: Schema.String,
  description: Schema.String
})
export type DayPlanEntry = typeof DayPlanEntry.Type

export const Employee = Schema.Struct({
  id: Schema.Number,
  photo: Schema.NullOr(Schema.String),
  name: Schema.String,
  position: Schema.String
})
export type Employee = typeof Employee.Type

/** Opening hours: minutes since midnight, null when not given. */
export const OpeningHours = Schema.Struct({
  open_at: Schema.NullOr(Schema.Number),
  close_at: Schema.NullOr(Schema.Number),
  saturday_open_at: Schema.NullOr(Schema.Number),
  saturday_close_at: Schema.NullOr(Schema.Number),
  sunday_open_at: Schema.NullOr(Schema.Number),
  sunday_close_at: Schema.NullOr(Schema.Number),
  is_open_saturday: Schema.Boolean,
  is_open_sunday: Schema.Boolean
})
export type OpeningHours = typeof OpeningHours.Type

const Address = {
  country: Schema.String,
  voivodeship: Schema.String,
  voivodeship_slug: Schema.String,
  county: Schema.String,
  city: Schema.String,
  city_slug: Schema.String,
  district: Schema.NullOr(Schema.String),
  district_slug: Schema.NullOr(Schema.String),
  post_code: Schema.NullOr(Schema.String),
  street: Schema.NullOr(Schema.String),
  building_number: Schema.NullOr(Schema.String),
  apartment_number: Schema.NullOr(Schema.String)
}

const Scores = {
  score_total: Schema.NullOr(Schema.Number),
  score_food: Schema.NullOr(Schema.Number),
  score_staff: Schema.NullOr(Schema.Number),
  score_cleanliness: Schema.NullOr(Schema.Number),
  opinions_count: Schema.Number
}

/**
 * The public view of a facility (3.2). Phone numbers and e-mail are left out on
 * purpose: they are fetched on demand (2.7), which keeps them away from scrapers.
 */
export const Facility = Schema.Struct({
  id: Schema.Number,
  slug: Schema.NullOr(Schema.String),
  name: Schema.String,
  created_at: Schema.Number,
  status: FacilityStatus,
  shadow_status: ShadowStatus,
  specialization: Schema.Array(Schema.String),
  ownership: Schema.Array(Schema.String),
  features: Schema.Array(Schema.String),
  ...Address,
  location: GeoPoint,
  has_phone: Schema.Boolean,
  has_email: Schema.Boolean,
  website: Schema.NullOr(Schema.String),
  facebook: Schema.NullOr(Schema.String),
  instagram: Schema.NullOr(Schema.String),
  bip: Schema.NullOr(Schema.String),
  headmaster: Schema.NullOr(Schema.String),
  avatar: Schema.NullOr(Schema.String),
  children_count: Schema.NullOr(Schema.Number),
  tuition: Schema.NullOr(Schema.String),
  tuition_from: Schema.NullOr(Schema.Number),
  tuition_to: Schema.NullOr(Schema.Number),
  ...OpeningHours.fields,
  /**
   * The facility's description (3.2: headings, paragraphs, images, nofollow links) as HTML,
   * sanitised by the server's allow-list when it was saved: safe to render as it is.
   */
  description: Schema.String,
  extra_classes: Schema.Array(ExtraClass),
  gallery: Schema.Array(GalleryPhoto),
  day_plan: Schema.Array(DayPlanEntry),
  employees: Schema.Array(Employee),
  recruitment_active: Schema.Boolean,
  recruitment_description: Schema.NullOr(Schema.String),
  vacancies: Schema.Boolean,
  /** Free places per age group (beyond the spec), youngest first. */
  vacancies_by_age: Schema.Array(VacancyByAge),
  /** When the vacancies were last updated (ms since the epoch), null if never. */
  vacancies_updated_at: Schema.NullOr(Schema.Number),
  active: Schema.Boolean,
  /**
   * Support checked the facility's data (the support panel's verification mark, issue 18): shown
   * beside the package badge, which says only what the facility's status is.
   */
  verified: Schema.Boolean,
  ...Scores,
  account: Schema.NullOr(Schema.String),
  account_id: Schema.NullOr(Schema.String),
  facility_owner_account_id: Schema.NullOr(Schema.String)
})
export type Facility = typeof Facility.Type

/** A facility in lists and catalogues: enough for a tile of any tier (2.4). */
export const FacilitySummary = Schema.Struct({
  id: Schema.Number,
  slug: Schema.NullOr(Schema.String),
  name: Schema.String,
  created_at: Schema.Number,
  status: FacilityStatus,
  shadow_status: ShadowStatus,
  specialization: Schema.Array(Schema.String),
  ownership: Schema.Array(Schema.String),
  ...Address,
  location: GeoPoint,
  avatar: Schema.NullOr(Schema.String),
  /** First paragraph of the description, shortened; shown on large tiles. */
  excerpt: Schema.NullOr(Schema.String),
  tuition: Schema.NullOr(Schema.String),
  recruitment_active: Schema.Boolean,
  ...Scores
})
export type FacilitySummary = typeof FacilitySummary.Type

/** A facility marker on the map (7.5): small, since a view holds hundreds. */
export const FacilityMarker = Schema.Struct({
  id: Schema.Number,
  slug: Schema.NullOr(Schema.String),
  name: Schema.String,
  status: FacilityStatus,
  lat: Schema.Number,
  lng: Schema.Number,
  city: Schema.String,
  street: Schema.NullOr(Schema.String),
  building_number: Schema.NullOr(Schema.String),
  specialization: Schema.Array(Schema.String),
  score_total: Schema.NullOr(Schema.Number)
})
export type FacilityMarker = typeof FacilityMarker.Type

/** A facility in the city-search dropdown (3.3). */
export const FacilitySearchItem = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  slug: Schema.NullOr(Schema.String),
  status: FacilityStatus,
  payload: Schema.Struct({
    city: Schema.String,
    post_code: Schema.NullOr(Schema.String),
    street: Schema.NullOr(Schema.String)
  }),
  /** The facility's specialization, shown as a small tag. */
  tag: Schema.Struct({ preset: Schema.String, label: Schema.String })
})
export type FacilitySearchItem = typeof FacilitySearchItem.Type

export const FacilityPhone = Schema.Struct({
  phone: Schema.NullOr(Schema.String),
  second_phone: Schema.NullOr(Schema.String)
})
export type FacilityPhone = typeof FacilityPhone.Type

export const FacilityEmail = Schema.Struct({ email: Schema.NullOr(Schema.String) })
export type FacilityEmail = typeof FacilityEmail.Type
