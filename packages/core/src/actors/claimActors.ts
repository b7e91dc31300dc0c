import { fromPromise } from "xstate"
import type { ApiCaller } from "../client/pociechaClient"
import type { GeoPoint } from "../domain/facility"
import type { ClaimUpload } from "../machines/claimWizard.machine"
import type { DeclineInput } from "../machines/rejectReasonForm.machine"
import { callActor } from "./callActor"

/** The `POST v1/shadow` body: the `data` part as JSON text, then each document as a `documents` part. */
function claimForm({ data, documents }: ClaimUpload): FormData {
  const form = new FormData()
  form.append("data", JSON.stringify(data))
  for (const document of documents) form.append("documents", document, document.name)
  return form
}

/**
 * The claim wizard's slots over the API client (management 2.7):
 * `claimWizardMachine.provide({ actors: claimWizardActors(api) })`. `geocode` looks the address
 * up (any failure — 404 nothing found or no geocoder, a failing service — puts the wizard's pin
 * at the town's centre); `upload` sends the claim or creation with its documents; `knownPhone`
 * reads the claimed facility's phone (the wizard leaves the field empty when it fails).
 */
export function claimWizardActors(client: ApiCaller) {
  return {
    geocode: fromPromise<GeoPoint | null, string>(({ input }) => client.call((api) => api.facilityEdits.geocode({ query: { q: input } }))),
    upload: callActor(client, (api, upload: ClaimUpload) => api.shadows.create({ payload: claimForm(upload) })),
    knownPhone: fromPromise<string | null, number>(async ({ input }) =>
      (await client.call((api) => api.facilities.phone({ params: { id: String(input) } }))).phone)
  }
}

/**
 * The shadow desk's decisions (management 2.9, 4 lifecycle), as actors: `accept` and `remove` for
 * a commandMachine's `run`, `decline` for declineReasonFormMachine's `send` — the record and the
 * reason its sender is mailed.
 */
export function shadowDeskActors(client: ApiCaller) {
  return {
    accept: callActor(client, (api, { id }: { readonly id: number }) => api.shadows.accept({ params: { id } })),
    decline: fromPromise<void, DeclineInput>(async ({ input: { id, reason } }) => {
      await client.call((api) => api.shadows.decline({ params: { id }, payload: { reason } }))
    }),
    remove: callActor(client, (api, { id }: { readonly id: number }) => api.shadows.remove({ params: { id } }))
  }
}

/** A claim document's bytes (its sender and support only: the call carries the account's token). */
export const shadowDocumentBytes = (client: ApiCaller, shadowId: number, documentId: number): Promise<Uint8Array> =>
  client.call((api) => api.shadows.document({ params: { id: shadowId, document: documentId } }))
