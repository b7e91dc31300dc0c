import fc from "fast-check"
import { Agent } from "node:http"
import { afterAll, beforeAll, describe, it } from "vitest"
import { MAX_BODY_BYTES } from "../../src/http/middleware/requestBoundary"
import type { TestServer } from "../support/testServer"
import { expectAcceptableAnswer } from "./acceptableAnswer"
import { contractEndpoints, fillPath } from "./contractEndpoints"
import { FUZZ_SEED } from "./fuzzSeed"
import { startFuzzServer } from "./fuzzServer"
import { describeRequest, describeResponse, send, type FuzzRequest } from "./rawRequest"

// What a client does to its connection — here, a chunked body over the limit — must cost no
// client an answer it is owed.
let server: TestServer
beforeAll(async () => {
  server = await startFuzzServer()
})
afterAll(() => server.close())

/** The next request, the same client's or another's: one that needs the database. */
const databaseRead: FuzzRequest = { method: "GET", path: "/api/v1/tag" }

describe("a chunked body over the limit", () => {
  it("is refused, and the next request on the same kept-alive connection is answered", () =>
    fc.assert(
      fc.asyncProperty(fc.constantFrom(...contractEndpoints.filter((e) => e.payload !== undefined)), async (endpoint) => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 })
        try {
          const path = fillPath(endpoint.path, Object.fromEntries(endpoint.paramNames.map((name) => [name, "1"])))
          const oversize: FuzzRequest = {
            method: endpoint.method,
            path,
            body: JSON.stringify({ padding: "a".repeat(2 * MAX_BODY_BYTES) }),
            chunked: true
          }
          const refused = await send(server.baseUrl, oversize, agent)
          expectAcceptableAnswer(oversize, refused)
          const next = await send(server.baseUrl, databaseRead, agent).catch((error: Error) => {
            throw new Error(
              `the connection broke after a refused body\n  request:  ${describeRequest(oversize)}` +
                `\n  response: ${describeResponse(refused)} (connection: ${String(refused.headers.connection)})` +
                `\n  then on the same connection: ${error.message}`
            )
          })
          expectAcceptableAnswer(databaseRead, next)
        } finally {
          agent.destroy()
        }
      }),
      { seed: FUZZ_SEED, numRuns: 10, endOnFailure: true, includeErrorInReport: true }
    ))
})
