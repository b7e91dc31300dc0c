import type { ApiCaller } from "../client/pociechaClient"
import { callActor } from "./callActor"

/** Input of a toolbox action: the account acted on. */
export interface SupportUserInput {
  readonly id: string
}

/** Support's toolbox calls (issue 18), as actors: the `run` of a commandMachine for each action. */
export function supportToolboxActors(client: ApiCaller) {
  return {
    resendConfirmation: callActor(client, (api, { id }: SupportUserInput) => api.supportToolbox.resendConfirmation({ params: { id } })),
    unlock: callActor(client, (api, { id }: SupportUserInput) => api.supportToolbox.unlock({ params: { id } })),
    endSessions: callActor(client, (api, { id }: SupportUserInput) => api.supportToolbox.endSessions({ params: { id } }))
  }
}
