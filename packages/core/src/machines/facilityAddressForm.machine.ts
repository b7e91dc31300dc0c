import type { FacilityPatch } from "../api/facilityEdits"
import type { ManagedFacility } from "../domain/managedFacility"
import { validatePostCode } from "../domain/rules/facilityAddress"
import { placeFields, placePatch, placeValues } from "./addressPlace"
import { facilityEditForm, type FacilityEditSpec } from "./facilityEditForm"
import { formText } from "./facilityFormValues"

const textFields = [
  "name", "country", "county", "post_code", "street", "building_number", "apartment_number", "phone", "second_phone",
  "email", "website", "facebook", "instagram", "bip", "headmaster"
] as const
const addressFields = [...textFields, ...placeFields, "specialization", "ownership", "lat", "lng"] as const

/** The fields of the address tab (management 2.4): name, type, legal form, address with its town and district, contact, map location. */
export type AddressField = (typeof addressFields)[number]

/** The map location as typed or dragged; the stored one when either half is not a number. */
function location(values: Readonly<Record<AddressField, string>>, facility: ManagedFacility): { lat: number; lng: number } {
  const lat = Number.parseFloat(values.lat)
  const lng = Number.parseFloat(values.lng)
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : facility.location
}

export const facilityAddressSpec: FacilityEditSpec<AddressField> = {
  id: "facilityAddressForm",
  fields: addressFields,
  values: (facility) => ({
    ...(Object.fromEntries(textFields.map((field) => [field, formText.of(facility[field])])) as Record<(typeof textFields)[number], string>),
    ...placeValues(facility),
    specialization: formText.ofIds(facility.specialization),
    ownership: formText.ofIds(facility.ownership),
    lat: String(facility.location.lat),
    lng: String(facility.location.lng)
  }),
  patch: (values, facility): FacilityPatch => ({
    // The name, the country and the county are never cleared: an emptied one is refused as required.
    name: values.name.trim(),
    country: values.country.trim(),
    county: values.county.trim(),
    ...placePatch(values),
    post_code: formText.text(values.post_code),
    street: formText.text(values.street),
    building_number: formText.text(values.building_number),
    apartment_number: formText.text(values.apartment_number),
    phone: formText.text(values.phone),
    second_phone: formText.text(values.second_phone),
    email: formText.text(values.email)?.toLowerCase() ?? null,
    website: formText.text(values.website),
    facebook: formText.text(values.facebook),
    instagram: formText.text(values.instagram),
    bip: formText.text(values.bip),
    headmaster: formText.text(values.headmaster),
    specialization: formText.ids(values.specialization),
    ownership: formText.ids(values.ownership),
    location: location(values, facility)
  }),
  problems: (patch) => {
    const postCode = patch.post_code === undefined || patch.post_code === null ? null : validatePostCode(patch.post_code)
    return postCode === null ? {} : { post_code: postCode }
  },
  successToast: "CHANGES_SAVED"
}

/**
 * The address tab's form (management 2.4): the name, facility type (specialization tags), legal
 * form (ownership tags), address — its town and district chosen from the catalogue's (addressPlace:
 * townChoice, districtChoice) —, contact, director and map location (`lat`, `lng`: geocoded
 * from the address or dragged). Saved with 'Changes saved successfully!'.
 */
export const facilityAddressFormMachine = facilityEditForm(facilityAddressSpec)
