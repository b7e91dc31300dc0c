/** A facility as its editors read it, for the owner-area form tests (`@pociecha/core/testing`). */
import type { ManagedFacility } from "../domain/managedFacility"

/** A registered kindergarten on the basic package's limits; override what a test is about. */
export const aManagedFacility = (overrides: Partial<ManagedFacility> = {}): ManagedFacility => ({
  id: 42, slug: "przedszkole-sloneczko-krakow", name: "Przedszkole Słoneczko", created_at: Date.UTC(2024, 2, 29, 10),
  status: "registered", shadow_status: null, specialization: ["spec-kindergarten"], ownership: ["own-public"], features: [],
  country: "Polska", voivodeship: "małopolskie", voivodeship_slug: "malopolskie", county: "", city: "Kraków", city_slug: "krakow",
  district: null, district_slug: null, post_code: "30-001", street: "ul. Długa", building_number: "5", apartment_number: null,
  location: { lat: 50.06, lng: 19.94 }, has_phone: true, has_email: false, website: null, facebook: null, instagram: null, bip: null,
  headmaster: "Anna Nowak", avatar: null, children_count: 75, tuition: null, tuition_from: 500, tuition_to: 900,
  open_at: 390, close_at: 1050, saturday_open_at: null, saturday_close_at: null, sunday_open_at: null, sunday_close_at: null,
  is_open_saturday: false, is_open_sunday: false, description: "<p>Kameralne przedszkole.</p>", extra_classes: [], gallery: [],
  day_plan: [], employees: [], recruitment_active: false, recruitment_description: null, vacancies: false, vacancies_by_age: [],
  vacancies_updated_at: null, active: true, verified: false, score_total: null, score_food: null, score_staff: null, score_cleanliness: null,
  opinions_count: 0, account: null, account_id: null, facility_owner_account_id: "u-1",
  phone: "123456789", second_phone: null, email: null, notify_new_opinions: true, notify_new_questions: true,
  voivodeship_id: 6, town_id: 1, district_id: null, town_location: { lat: 50.0614, lng: 19.9366 },
  limits: { description_chars: 1500, amenities: 5, amenities_edits_per_month: 1, recruitment_description: 0 },
  amenities_edits_this_month: 0,
  ...overrides
})
