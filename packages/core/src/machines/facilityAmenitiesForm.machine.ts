import type { ExtraClass } from "../domain/facility"
import { amenitiesCountProblem, canEditAmenities, limitOf, profileLimitKeys } from "../domain/rules/packageLimits"
import { facilityEditForm, type FacilityEditSpec } from "./facilityEditForm"
import { formText } from "./facilityFormValues"

const amenitiesFields = ["features"] as const
export type AmenitiesField = (typeof amenitiesFields)[number]

export const facilityAmenitiesSpec: FacilityEditSpec<AmenitiesField> = {
  id: "facilityAmenitiesForm",
  fields: amenitiesFields,
  type: "features",
  values: (facility) => ({ features: formText.ofIds(facility.features) }),
  patch: (values) => ({ features: formText.ids(values.features) }),
  // A tick past the package's count does not happen (unticking always does: a package may have shrunk).
  refuseChange: (field, value, values, facility) => {
    const count = formText.ids(value).length
    const problem = amenitiesCountProblem(count, limitOf(facility.limits, profileLimitKeys.AMENITIES))
    return problem !== null && count > formText.ids(values[field]).length ? problem : null
  },
  // Within the package's count, and its monthly allowance of edits (the basic package: one a month).
  problems: (patch, facility) => {
    const count = amenitiesCountProblem(patch.features?.length ?? 0, limitOf(facility.limits, profileLimitKeys.AMENITIES))
    if (count !== null) return { features: count }
    const allowed = canEditAmenities(facility.amenities_edits_this_month, limitOf(facility.limits, profileLimitKeys.AMENITIES_EDITS_PER_MONTH))
    return allowed ? {} : { features: "ERROR_ACTION_LIMIT_MET" }
  },
  successToast: "AMENITIES_UPDATED"
}

/**
 * The amenities' form (management 2.4, 7, 9): the amenity tags, sent alone with `?type=features`,
 * within the package's count — a tick past it is refused with TOO_MANY_AMENITIES — and its edits
 * a month (ERROR_ACTION_LIMIT_MET once used up).
 */
export const facilityAmenitiesFormMachine = facilityEditForm(facilityAmenitiesSpec)

const extraClassesFields = ["extra_classes"] as const
export type ExtraClassesField = (typeof extraClassesFields)[number]

/** The extra classes as the form holds them: JSON of `{ name, description }`; what does not parse is none. */
export function extraClassesOf(text: string): Array<ExtraClass> {
  try {
    const parsed: unknown = JSON.parse(text)
    return Array.isArray(parsed) ? (parsed as Array<ExtraClass>) : []
  } catch {
    return []
  }
}

export const facilityExtraClassesSpec: FacilityEditSpec<ExtraClassesField> = {
  id: "facilityExtraClassesForm",
  fields: extraClassesFields,
  values: (facility) => ({ extra_classes: JSON.stringify(facility.extra_classes) }),
  patch: (values) => ({
    extra_classes: extraClassesOf(values.extra_classes).map((item) => ({ name: item.name.trim(), description: item.description.trim() }))
  }),
  successToast: "EXTRA_CLASSES_UPDATED"
}

/** The extra classes' form (management 2.4): each with a name and a description. */
export const facilityExtraClassesFormMachine = facilityEditForm(facilityExtraClassesSpec)
