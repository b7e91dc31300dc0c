import type { FacilityPatch } from "../api/facilityEdits"
import { basicInfoProblems } from "../domain/rules/facilityBasicInfo"
import { facilityEditForm, type FacilityEditSpec } from "./facilityEditForm"
import { formText } from "./facilityFormValues"

const numberFields = [
  "children_count", "tuition_from", "tuition_to", "open_at", "close_at", "saturday_open_at", "saturday_close_at", "sunday_open_at", "sunday_close_at"
] as const
const flagFields = ["is_open_saturday", "is_open_sunday"] as const
const basicInfoFields = ["tuition", ...numberFields, ...flagFields] as const

/** The fields of the basic info tab (management 2.4); hours are minutes since midnight. */
export type BasicInfoField = (typeof basicInfoFields)[number]

export const facilityBasicInfoSpec: FacilityEditSpec<BasicInfoField> = {
  id: "facilityBasicInfoForm",
  fields: basicInfoFields,
  values: (facility) => ({
    tuition: formText.of(facility.tuition),
    ...(Object.fromEntries(numberFields.map((field) => [field, formText.of(facility[field])])) as Record<(typeof numberFields)[number], string>),
    is_open_saturday: formText.ofFlag(facility.is_open_saturday),
    is_open_sunday: formText.ofFlag(facility.is_open_sunday)
  }),
  patch: (values): FacilityPatch => ({
    tuition: formText.text(values.tuition),
    ...Object.fromEntries(numberFields.map((field) => [field, formText.number(values[field])])),
    is_open_saturday: formText.flag(values.is_open_saturday),
    is_open_sunday: formText.flag(values.is_open_sunday)
  }),
  // Judged on the record as it would be saved: a closing hour typed alone against the stored opening one.
  problems: (patch, facility) => basicInfoProblems({ ...facility, ...patch }),
  successToast: "CHANGES_SAVED"
}

/**
 * The basic info tab's form (management 2.4): number of children, tuition as text and as
 * from/to numbers, weekday, Saturday and Sunday hours and the two open-on flags.
 */
export const facilityBasicInfoFormMachine = facilityEditForm(facilityBasicInfoSpec)
