import type { SavedSearchPatch, SavedSearchPayload } from "../api/savedSearches"
import type { ApiCaller } from "../client/pociechaClient"
import { callActor } from "./callActor"

/** Input of the `change` actor: the search, and what changes. */
export interface SavedSearchChange {
  readonly id: number
  readonly patch: SavedSearchPatch
}

/**
 * Saved searches (issue 20) as actors over the API client, for the machines' slots. Each rejects
 * with the endpoint's typed error or a ConnectionError.
 */
export function savedSearchActors(client: ApiCaller) {
  return {
    /** saveSearchFormMachine's `send`. */
    save: callActor(client, (api, payload: SavedSearchPayload) => api.savedSearches.create({ payload })),
    /** A commandMachine's `run`: changes a search's name, alert or age group. */
    change: callActor(client, (api, { id, patch }: SavedSearchChange) => api.savedSearches.update({ params: { id }, payload: patch })),
    /** A commandMachine's `run`: deletes a search. */
    remove: callActor(client, (api, id: number) => api.savedSearches.remove({ params: { id } })),
    /** A commandMachine's `run`: an alert e-mail's unsubscribe link, no sign-in. */
    unsubscribe: callActor(client, (api, token: string) => api.savedSearches.unsubscribe({ query: { token } }))
  }
}
