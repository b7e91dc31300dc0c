import { savedSearchActors } from "../actors/savedSearchActors"
import { commandOf } from "../machines/command.machine"
import { saveSearchFormMachine } from "../machines/saveSearchForm.machine"
import { savedSearchKeys } from "../queries/queryKeys"
import { readyMachine } from "./readyMachine"

/** Saving the map's search with its alert (issue 20). */
export const saveSearchForm = readyMachine(({ api }) => saveSearchFormMachine.provide({ actors: { send: savedSearchActors(api).save } }))

/** Changing a saved search's alert or age group in My account. */
export const savedSearchChange = readyMachine(({ api }) => commandOf(savedSearchActors(api).change, () => [savedSearchKeys.all]))

/** Deleting a saved search. */
export const savedSearchRemoval = readyMachine(({ api }) => commandOf(savedSearchActors(api).remove, () => [savedSearchKeys.all]))

/** Turning alerts off by an e-mail's link, signed in or not. */
export const alertUnsubscribe = readyMachine(({ api }) => commandOf(savedSearchActors(api).unsubscribe, () => [savedSearchKeys.all]))
