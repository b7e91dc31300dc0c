/** A caller whose client records each call, for tests of the actors (`@pociecha/core/testing`). */
import { Effect } from "effect"
import type { ApiCaller, PociechaApiClient } from "../client/pociechaClient"

/** One call the client was asked to make: `group.endpoint` and its request. */
export interface RecordedCall {
  readonly endpoint: string
  readonly request: unknown
}

/** A caller over a client that records every call and answers each with `answer`. */
export function recordingCaller(answer: unknown = "answer") {
  const calls: RecordedCall[] = []
  const group = (name: string) =>
    new Proxy({}, {
      get: (_target, endpoint) => (request?: unknown) => {
        calls.push({ endpoint: `${name}.${String(endpoint)}`, request })
        return Effect.succeed(answer)
      }
    })
  const client = new Proxy({}, { get: (_target, name) => group(String(name)) }) as PociechaApiClient
  const caller: ApiCaller = { call: (f) => Effect.runPromise(f(client) as Effect.Effect<never>) }
  return { calls, caller }
}
