import type { NewPartnerPayload } from "../api/partners"
import type { ApiCaller } from "../client/pociechaClient"
import { callActor } from "./callActor"

/** Input of a revocation: the partner whose key stops working. */
export interface PartnerInput {
  readonly id: number
}

/** Support's calls on partner apps (management 8), as actors: partnerForm's `send`, a commandMachine's `run`. */
export function partnerActors(client: ApiCaller) {
  return {
    create: callActor(client, (api, payload: NewPartnerPayload) => api.partners.create({ payload })),
    revoke: callActor(client, (api, { id }: PartnerInput) => api.partners.revoke({ params: { id } }))
  }
}
