/** Sample data for machine tests (`@pociecha/core/testing`). */
import type { FacilityMarker, FacilitySearchItem } from "../domain/facility"
import type { Membership, MemberRole, MembershipStatus } from "../domain/membership"
import type { City } from "../domain/region"
import type { User } from "../domain/user"
import type { OpinionDraft } from "../machines/opinionDraft"

/** A signed-in user; `jwt` present unless overridden. */
export const aUser = (overrides: Partial<User> = {}): User => ({
  id: "u-1",
  email: "anna@example.pl",
  name: "Anna",
  surname: "Nowak",
  avatar: null,
  source: "email",
  status: "active",
  third_party_data: null,
  type: "user",
  language: "pl",
  perms: { "7": ["owner"] },
  facilities: [{ id: 7, slug: "przedszkole-7", name: "Przedszkole nr 7", status: "registered" }],
  shadow_facilities: [{
    id: 9, facility_id: 19, slug: null, name: "Żłobek Słoneczko", status: "unknown", shadow_status: "pending", kind: "creation",
    decline_reason: null, created_at: 1767225600000, is_shadow: true
  }],
  notify_new_opinions: true,
  notify_new_questions: false,
  jwt: "jwt-1",
  ...overrides
})

const city = (name: string, param: string, box: City["boundingbox"], mobile: City["mobileBoundingbox"]): City => ({
  kind: "city",
  id: name.length,
  name,
  key: param,
  param,
  voivodeship: "mazowieckie",
  voivodeship_param: "mazowieckie",
  county: name,
  district_param: null,
  display_name: `${name}, Polska`,
  city_cache: `${param}_cache`,
  boundingbox: box,
  mobileBoundingbox: mobile,
  importance: 0.9
})

export const warszawa = city("Warszawa", "warszawa", [52.0978, 52.3681, 20.8517, 21.2711], [52.15, 52.3, 20.9, 21.2])
export const krakow = city("Kraków", "krakow", [49.9677, 50.1261, 19.7922, 20.2173], [50.0, 50.1, 19.85, 20.1])

export const aMarker = (id = 1): FacilityMarker => ({
  id,
  slug: `placowka-${id}`,
  name: `Placówka ${id}`,
  status: "premium",
  lat: 52.2,
  lng: 21.0,
  city: "Warszawa",
  street: "Marszałkowska",
  building_number: "1",
  specialization: ["kindergarten"],
  score_total: 4.5
})

export const aFacilityItem = (id = 1): FacilitySearchItem => ({
  id,
  name: `Przedszkole ${id}`,
  slug: `przedszkole-${id}`,
  status: "registered",
  payload: { city: "Kraków", post_code: "30-001", street: "Floriańska" },
  tag: { preset: "kindergarten", label: "KINDERGARTEN" }
})

/** My membership of facility 7, decided unless it is waiting. */
export const aMembership = (status: MembershipStatus, role: MemberRole = "parent"): Membership => ({
  facility_id: 7,
  facility_name: "Przedszkole nr 7",
  facility_slug: "przedszkole-7",
  facility_city: "Kraków",
  role,
  status,
  permissions: [],
  created_at: 1,
  decided_at: status === "pending" ? null : 2
})

/** An opinion draft whose every step is done, signed by someone other than {@link aUser}. */
export const completeOpinionDraft: OpinionDraft = {
  cleanliness: 5,
  staff: 4,
  food: 3,
  pros: "",
  cons: "",
  comment: "Przedszkole ma wspaniałą kadrę, dzieci chętnie tu wracają każdego dnia.",
  name: "Alicja",
  surname: "Borowska"
}

/** What a parent types into an application (spec 2.9): the guardian, the home and the child. */
export const applicantDetails = {
  parent_name: "Anna",
  parent_surname: "Nowak",
  parent_phone: "600 100 200",
  address: "ul. Długa 5, Kraków",
  child_name: "Zosia",
  child_surname: "Nowak",
  child_birth_date: "2022-03-01"
} as const
