import type { LeadPayload, PresentationPayload } from "../api/salesRequests"
import type { ApiCaller } from "../client/pociechaClient"
import { callActor } from "./callActor"

/** Input of marking a request: which one, and whether it is now handled. */
export interface SalesRequestHandledInput {
  readonly id: number
  readonly handled: boolean
}

/** The forms to the product team and support's mark on them (issue 19), as actors. */
export function salesRequestActors(client: ApiCaller) {
  return {
    lead: callActor(client, (api, payload: LeadPayload) => api.salesRequests.lead({ payload })),
    presentation: callActor(client, (api, payload: PresentationPayload) => api.salesRequests.presentation({ payload })),
    markHandled: callActor(client, (api, { id, handled }: SalesRequestHandledInput) =>
      api.salesRequests.markHandled({ params: { id }, payload: { handled } }))
  }
}
