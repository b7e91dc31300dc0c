import { facilityEditForm, type FacilityEditSpec } from "./facilityEditForm"
import { formText } from "./facilityFormValues"

const settingsFields = ["notify_new_opinions", "notify_new_questions", "active"] as const
export type FacilitySettingsField = (typeof settingsFields)[number]

export const facilitySettingsSpec: FacilityEditSpec<FacilitySettingsField> = {
  id: "facilitySettingsForm",
  fields: settingsFields,
  values: (facility) => ({
    notify_new_opinions: formText.ofFlag(facility.notify_new_opinions),
    notify_new_questions: formText.ofFlag(facility.notify_new_questions),
    active: formText.ofFlag(facility.active)
  }),
  patch: (values) => ({
    notify_new_opinions: formText.flag(values.notify_new_opinions),
    notify_new_questions: formText.flag(values.notify_new_questions),
    active: formText.flag(values.active)
  }),
  successToast: "CHANGES_SAVED"
}

/** The settings tab's form (management 2.4): mail on new opinions, on new questions, and the active flag. */
export const facilitySettingsFormMachine = facilityEditForm(facilitySettingsSpec)
