import type { TagRemoveInput } from "../actors/catalogueActors"
import { tagChangeKeys } from "../queries/catalogueQueries"
import { formMachine } from "./form.machine"
import { readFailedCall } from "./formFailure"

/**
 * What the removal shows: `force` ("true" once support chose to detach the tag) and, after a
 * 409, where the tag is used — the counts the server answered, as "messages" of the two
 * read-only fields.
 */
const removalFields = ["force", "facilities", "publications"] as const
export type TagRemovalField = (typeof removalFields)[number]

/** Input of {@link tagRemovalMachine}: the tag removed. */
export interface TagRemovalInput {
  readonly id: string
}

/**
 * Removing a tag in the support panel (management 2.9 Tags; issue 18): a tag in use is not
 * removed silently — the server answers 409 ERROR_TAG_IN_USE with the facilities and news items
 * that use it, which this shows (`errors.facilities`, `errors.publications`: the counts); support
 * may then send again with `force` "true", which detaches it from them. The confirmation before
 * the first send is the screen's.
 *
 * `send`: `{ id, force } → void` (catalogueActors' `removeTag`).
 */
export const tagRemovalMachine = formMachine({
  id: "tagRemoval",
  fields: removalFields,
  check: () => ({ errors: {}, formError: null }),
  payload: (values, { id }: TagRemovalInput): TagRemoveInput => ({ id, force: values.force === "true" }),
  failure: (error) => {
    const call = readFailedCall(error)
    const count = (field: "facilities" | "publications") => call.fieldMessages[field]
    return call.key === "ERROR_TAG_IN_USE"
      ? { errors: { facilities: count("facilities") ?? "0", publications: count("publications") ?? "0" }, formError: call.key, toast: null }
      : { errors: {}, formError: call.key, toast: null }
  },
  result: (_output: void) => true,
  successToast: () => "TAG_DELETED",
  staleKeys: () => tagChangeKeys
})
