import { CityDescriptionPayload } from "../api/cms"
import type { SaveCityDescriptionInput } from "../actors/cmsActors"
import type { CityDescription } from "../domain/cityDescription"
import { cmsKeys, regionKeys } from "../queries/queryKeys"
import { formMachine, type FormValues } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm, messagesFor } from "./formFailure"

const descriptionFields = ["description"] as const
export type CityDescriptionField = (typeof descriptionFields)[number]

/** Input of {@link cityDescriptionFormMachine}: the city's description as the CMS read it. */
export interface CityDescriptionInput {
  readonly city: CityDescription
}

/** The check before saving: the contract's (within its length, no control characters); nothing changed is NO_CHANGES_TO_SAVE. */
export function checkCityDescription(values: FormValues<CityDescriptionField>, input: CityDescriptionInput) {
  if (values.description === input.city.description) return { errors: {}, formError: "NO_CHANGES_TO_SAVE" }
  return { errors: messagesFor(descriptionFields, contractMessages(CityDescriptionPayload, values)), formError: null }
}

/**
 * A city's description in the CMS (management 2.10): the rich text's HTML, sent whole (the server
 * sanitises it and keeps the change in the audit trail). A save makes the CMS's lists and the
 * catalogue's pages stale: the city now has a description, and its page shows it.
 *
 * `send`: `{ cityId, description } → CityDescription` (cmsActors' `saveDescription`).
 */
export const cityDescriptionFormMachine = formMachine({
  id: "cityDescriptionForm",
  fields: descriptionFields,
  initialValues: (input: CityDescriptionInput) => ({ description: input.city.description }),
  check: checkCityDescription,
  payload: (values, input): SaveCityDescriptionInput => ({ cityId: input.city.city_id, description: values.description }),
  failure: failureOnForm(descriptionFields),
  result: (output: CityDescription) => output,
  staleKeys: () => [cmsKeys.all, regionKeys.all],
  successToast: () => "DESCRIPTION_SAVED"
})
