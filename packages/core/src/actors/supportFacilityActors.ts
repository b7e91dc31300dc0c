import type { SupportFacilityPatch } from "../api/supportFacilities"
import type { ApiCaller } from "../client/pociechaClient"
import { callActor } from "./callActor"

/** What the support facility form sends: which facility, and the changed features only. */
export interface SupportFacilityPatchInput {
  readonly id: number
  readonly patch: SupportFacilityPatch
}

/**
 * The Facilities screen's calls (management 2.9), as actors over the API client: the edit form's
 * `send`, and the `run` of the deletion's command.
 */
export function supportFacilityActors(client: ApiCaller) {
  return {
    update: callActor(client, (api, { id, patch }: SupportFacilityPatchInput) => api.supportFacilities.update({ params: { id }, payload: patch })),
    remove: callActor(client, (api, { id }: { readonly id: number }) => api.supportFacilities.remove({ params: { id } }))
  }
}
