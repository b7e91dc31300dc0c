import fc from "fast-check"
import type { TestServer } from "../support/testServer"
import { expectAcceptableAnswer } from "./acceptableAnswer"
import { forgedCredentials, requestOf, type Caller } from "./callers"
import type { ContractEndpoint } from "./contractEndpoints"
import { seedOf } from "./fuzzSeed"
import type { ParentSession } from "./parentSession"
import { send } from "./rawRequest"
import { tally } from "./statusTally"
import { expectNoRowsAddedByRefusal, rowCounts } from "./storedRows"
import type { RequestParts } from "./validRequests"

/**
 * Properties 1 and 2 over generated requests to one endpoint: every answer arrives in time,
 * is not a server failure, and every 4xx carries the catalogue body. With `refusalsAddNoRows`,
 * property 3 too: a request answered 4xx added no row. Stops at the first counterexample
 * (no shrinking: the report names the exact request and response).
 */
export const assertAcceptableAnswers = (
  server: TestServer,
  session: ParentSession,
  endpoint: ContractEndpoint,
  parts: fc.Arbitrary<RequestParts>,
  caller: Caller,
  options: { readonly numRuns: number; readonly refusalsAddNoRows?: boolean }
): Promise<void> =>
  fc.assert(
    fc.asyncProperty(parts, forgedCredentials, async (generated, forged) => {
      const request = requestOf(endpoint, generated, caller, session, forged)
      const before = options.refusalsAddNoRows === true ? await rowCounts(server) : null
      const response = await send(server.baseUrl, request)
      const after = before === null ? null : await rowCounts(server)
      tally(`${endpoint.method} ${endpoint.path} as ${caller}`, response.status)
      await session.afterCall(request, response)
      expectAcceptableAnswer(request, response)
      if (before !== null && after !== null) expectNoRowsAddedByRefusal(request, response, before, after)
    }),
    { seed: seedOf(`${endpoint.name} ${caller}`), numRuns: options.numRuns, endOnFailure: true, includeErrorInReport: true }
  )
