import { facilityStatusInForce } from "./facilityStatusInForce"

/**
 * Column lists shared by the facility reads, so every list returns the same
 * shape the contract's Schemas decode. They expect the aliases
 * `f` (facilities), `v` (voivodeships), `t` (towns) and `d` (districts).
 */
const identity = `
  f.id, f.slug, f.name,
  (extract(epoch from f.created_at) * 1000)::float8 as created_at,
  ${facilityStatusInForce()} as status, f.shadow_status,
  f.specialization::text[] as specialization,
  f.ownership::text[] as ownership`

const address = `
  f.country, v.name as voivodeship, v.slug as voivodeship_slug, f.county,
  t.name as city, t.slug as city_slug, d.name as district, d.slug as district_slug,
  f.post_code, f.street, f.building_number, f.apartment_number,
  json_build_object('lat', f.lat, 'lng', f.lng) as location`

const scores = `
  f.score_total::float8 as score_total, f.score_food::float8 as score_food,
  f.score_staff::float8 as score_staff, f.score_cleanliness::float8 as score_cleanliness,
  f.opinions_count`

/** The joins every column list needs. */
export const facilityJoins = `
  join voivodeships v on v.id = f.voivodeship_id
  join towns t on t.id = f.town_id
  left join districts d on d.id = f.district_id`

/** FacilitySummary: tiles in lists and catalogues. */
export const summaryColumns = `${identity}, ${address}, f.avatar,
  f.description_excerpt as excerpt,
  f.tuition, f.recruitment_active, ${scores}`

/** Facility: the public profile, without phone and e-mail (fetched on demand). */
export const profileColumns = `${identity}, f.features::text[] as features, ${address},
  (f.phone is not null or f.second_phone is not null) as has_phone, (f.email is not null) as has_email,
  f.website, f.facebook, f.instagram, f.bip, f.headmaster, f.avatar, f.children_count,
  f.tuition, f.tuition_from, f.tuition_to,
  f.open_at, f.close_at, f.saturday_open_at, f.saturday_close_at, f.sunday_open_at, f.sunday_close_at,
  f.is_open_saturday, f.is_open_sunday,
  f.description, f.extra_classes, f.day_plan,
  f.recruitment_active, f.recruitment_description, f.vacancies, f.vacancies_by_age,
  (extract(epoch from f.vacancies_updated_at) * 1000)::float8 as vacancies_updated_at, f.active, f.verified, ${scores},
  (select concat_ws(' ', a.name, a.surname) from accounts a where a.id = f.account_id) as account,
  f.account_id::text as account_id, f.facility_owner_account_id::text as facility_owner_account_id`

/**
 * ManagedFacility without employees, gallery and limits: the profile, and what those who run the
 * facility see and edit besides.
 */
export const managedColumns = `${profileColumns},
  f.phone, f.second_phone, f.email, f.notify_new_opinions, f.notify_new_questions,
  f.voivodeship_id, f.town_id, f.district_id, json_build_object('lat', t.lat, 'lng', t.lng) as town_location`

/** FacilityMarker: what a map marker needs. */
export const markerColumns = `
  f.id, f.slug, f.name, ${facilityStatusInForce()} as status, f.lat, f.lng, t.name as city, f.street, f.building_number,
  f.specialization::text[] as specialization, f.score_total::float8 as score_total`
