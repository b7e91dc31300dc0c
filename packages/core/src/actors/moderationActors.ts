import type { AcceptPayload, BulkVerdictPayload, ResolvePayload } from "../api/moderation"
import type { ApiCaller } from "../client/pociechaClient"
import type { RejectInput } from "../machines/rejectReasonForm.machine"
import { callActor } from "./callActor"

/** Input of `accept`: the opinion, and whether the moderator recommends it (the 'trusted' badge). */
export interface AcceptInput extends AcceptPayload {
  readonly id: number
}

/** Input of `resolveReport`: the report, and how it was dealt with. */
export interface ResolveReportInput extends ResolvePayload {
  readonly id: number
}

/**
 * The moderation desk's calls (spec 4.3; management 2.9), as actors over the API client: the
 * `run` of a commandMachine for each accept or resolve button, and rejectReasonFormMachine's
 * `send` for a rejection of an opinion or a facility's answer.
 */
export function moderationActors(client: ApiCaller) {
  return {
    accept: callActor(client, (api, { id, ...payload }: AcceptInput) => api.moderation.accept({ params: { id }, payload })),
    acceptAnswer: callActor(client, (api, { id }: { readonly id: number }) => api.moderation.acceptAnswer({ params: { id } })),
    reject: callActor(client, (api, { id, kind, reason }: RejectInput) =>
      kind === "opinion"
        ? api.moderation.reject({ params: { id }, payload: { reason } })
        : api.moderation.rejectAnswer({ params: { id }, payload: { reason } })
    ),
    bulk: callActor(client, (api, payload: BulkVerdictPayload) => api.moderation.bulk({ payload })),
    resolveReport: callActor(client, (api, { id, ...payload }: ResolveReportInput) => api.moderation.resolveReport({ params: { id }, payload }))
  }
}
