import type { FacilityPatch } from "../api/facilityEdits"
import { limitOf, profileLimitKeys, recruitmentTextProblem } from "../domain/rules/packageLimits"
import { AGE_GROUPS } from "../domain/ageGroups"
import type { AgeGroup } from "../domain/vacancies"
import { facilityEditForm, type FacilityEditSpec } from "./facilityEditForm"
import { formText } from "./facilityFormValues"

/** The field of an age group's free places. */
export const placesField = (group: AgeGroup) => `places_${group}` as const
type PlacesField = ReturnType<typeof placesField>

const recruitmentFields = ["recruitment_active", "recruitment_description", "vacancies", ...AGE_GROUPS.map(placesField)] as const
export type RecruitmentField = (typeof recruitmentFields)[number]

export const facilityRecruitmentSpec: FacilityEditSpec<RecruitmentField> = {
  id: "facilityRecruitmentForm",
  fields: recruitmentFields,
  values: (facility) => ({
    recruitment_active: formText.ofFlag(facility.recruitment_active),
    recruitment_description: formText.of(facility.recruitment_description),
    vacancies: formText.ofFlag(facility.vacancies),
    ...(Object.fromEntries(AGE_GROUPS.map((group) => [
      placesField(group),
      formText.of(facility.vacancies_by_age.find((vacancy) => vacancy.age_group === group)?.places)
    ])) as Record<PlacesField, string>)
  }),
  patch: (values): FacilityPatch => ({
    recruitment_active: formText.flag(values.recruitment_active),
    recruitment_description: formText.text(values.recruitment_description),
    vacancies: formText.flag(values.vacancies),
    // An age group left empty has no vacancies to tell of; youngest first, as stored.
    vacancies_by_age: AGE_GROUPS.flatMap((group) => {
      const places = formText.number(values[placesField(group)])
      return places === null ? [] : [{ age_group: group, places }]
    })
  }),
  problems: (patch, facility) => {
    const text = recruitmentTextProblem(patch.recruitment_description, limitOf(facility.limits, profileLimitKeys.RECRUITMENT_DESCRIPTION))
    return text === null ? {} : { recruitment_description: text }
  },
  successToast: "RECRUITMENT_UPDATED"
}

/**
 * The recruitment tab's form (management 2.4, 9): recruitment active, its description (no text
 * on the basic package: FEATURE_NOT_IN_PACKAGE), the vacancies flag and, beyond the spec, free
 * places per age group (the server stamps the date they were updated on).
 */
export const facilityRecruitmentFormMachine = facilityEditForm(facilityRecruitmentSpec)
