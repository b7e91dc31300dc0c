import type { LegalVersionPayload } from "../api/cmsLegal"
import type { ApiCaller } from "../client/pociechaClient"
import type { LegalKind } from "../domain/legal"
import { callActor } from "./callActor"

/** Input of `publish`: which text, and its new version. */
export interface PublishLegalVersionInput extends LegalVersionPayload {
  readonly kind: LegalKind
}

/** Legal texts in the CMS (issue 19), as actors over the API client. */
export function cmsLegalActors(client: ApiCaller) {
  return {
    publish: callActor(client, (api, { kind, ...payload }: PublishLegalVersionInput) => api.cmsLegal.publish({ params: { kind }, payload }))
  }
}
