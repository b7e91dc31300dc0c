import type { Effect } from "effect"
import { fromPromise } from "xstate"
import type { ApiCaller, CallError, PociechaApiClient } from "../client/pociechaClient"

/**
 * One call of the contract as an actor: `input → output`, rejecting with the call's typed error
 * (an error the endpoint declares, or a ConnectionError).
 */
export const callActor = <Input, Output>(client: ApiCaller, call: (api: PociechaApiClient, input: Input) => Effect.Effect<Output, CallError>) =>
  fromPromise<Output, Input>(({ input }) => client.call((api) => call(api, input)))
