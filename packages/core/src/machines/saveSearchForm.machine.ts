import { SavedSearchPayload, type SavedSearch, type SavedSearchAlert } from "../api/savedSearches"
import type { SearchPayload } from "../api/search"
import { AGE_GROUPS } from "../domain/ageGroups"
import type { AgeGroup } from "../domain/vacancies"
import { savedSearchKeys } from "../queries/queryKeys"
import { formMachine, type FormValues, type FormVerdict } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm, messagesFor } from "./formFailure"

const saveSearchFields = ["name", "alert", "age_group"] as const
/** The fields of saving a search: its name, the alert, and the age group whose free places alert ("" any). */
export type SaveSearchField = (typeof saveSearchFields)[number]

/** Input of {@link saveSearchFormMachine}: the map search to keep, and the name it is offered under (the page's title). */
export interface SaveSearchInput {
  readonly query: SearchPayload
  readonly suggestedName: string
}

const isAgeGroup = (value: string): value is AgeGroup => (AGE_GROUPS as ReadonlyArray<string>).includes(value)

/** The body of `POST v1/saved-search`: the name trimmed; no age group for "" (any). */
export function saveSearchPayload(values: FormValues<SaveSearchField>, input: SaveSearchInput): SavedSearchPayload {
  return {
    name: values.name.trim(),
    query: input.query,
    alert: values.alert as SavedSearchAlert,
    age_group: isAgeGroup(values.age_group) ? values.age_group : null
  }
}

/** The check (issue 20): a name is required (FIELD_REQUIRED), at most 200 characters (TEXT_TOO_LONG), one line. */
export function checkSaveSearch(values: FormValues<SaveSearchField>, input: SaveSearchInput): FormVerdict<SaveSearchField> {
  const errors = values.name.trim() === ""
    ? { name: "FIELD_REQUIRED" }
    : messagesFor(saveSearchFields, contractMessages(SavedSearchPayload, saveSearchPayload(values, input)))
  return { errors, formError: null }
}

/**
 * Saving the map's search (issue 20): a name (offered: the page's title), an e-mail alert —
 * instant by default, daily, or none — and the age group whose new free places alert (any by
 * default). The account's twentieth search is its last (409 ERROR_SAVED_SEARCHES_LIMIT, the
 * form's message). Saved, My account's list is stale.
 *
 * `send`: `SavedSearchPayload → SavedSearch` (savedSearchActors' `save`).
 */
export const saveSearchFormMachine = formMachine({
  id: "saveSearchForm",
  fields: saveSearchFields,
  initialValues: (input: SaveSearchInput) => ({ name: input.suggestedName.slice(0, 200), alert: "instant", age_group: "" }),
  check: (values, input: SaveSearchInput) => checkSaveSearch(values, input),
  payload: (values, input: SaveSearchInput) => saveSearchPayload(values, input),
  failure: failureOnForm(saveSearchFields),
  result: (saved: SavedSearch) => saved,
  staleKeys: () => [savedSearchKeys.all]
})
