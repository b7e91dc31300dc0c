import { profileLimitKeys, limitOf } from "../domain/rules/packageLimits"
import { validateRichTextLength } from "../domain/rules/fieldValidators"
import { facilityEditForm, type FacilityEditSpec } from "./facilityEditForm"

const descriptionFields = ["description"] as const
export type DescriptionField = (typeof descriptionFields)[number]

export const facilityDescriptionSpec: FacilityEditSpec<DescriptionField> = {
  id: "facilityDescriptionForm",
  fields: descriptionFields,
  values: (facility) => ({ description: facility.description }),
  patch: (values) => ({ description: values.description }),
  // The package's character limit, counted on the HTML (management 5, 9); the server counts the sanitised HTML again.
  problems: (patch, facility) => {
    const tooLong = validateRichTextLength(patch.description ?? "", limitOf(facility.limits, profileLimitKeys.DESCRIPTION_CHARS))
    return tooLong === null ? {} : { description: tooLong }
  },
  successToast: "DESCRIPTION_UPDATED"
}

/** The description tab's form (management 2.4): the rich text's HTML, within the package's `description_chars`. */
export const facilityDescriptionFormMachine = facilityEditForm(facilityDescriptionSpec)
