import { describe, expect, it } from "vitest"
import type { Caller } from "./callers"
import { contractEndpoints } from "./contractEndpoints"
import { assertAcceptableAnswers } from "./endpointProperty"
import { fuzzSuite } from "./fuzzSuite"
import { storedTextProblems } from "./storedText"
import { validParts } from "./validRequests"

// Requests the contract accepts — derived by Effect from each endpoint's own schemas, mixed
// with real ids, slugs, tags and the demo parent's credentials — as a guest and as a logged-in
// parent: answered in time, never a server failure, every refusal in the catalogue body, and
// nothing stored that the bounds forbid.
const RUNS = 8

const fuzz = fuzzSuite()

const callers: ReadonlyArray<Caller> = ["guest", "parent"]

describe.each(contractEndpoints)("valid input to $method $path", (endpoint) => {
  it.each(callers)("as %s: answered in time, no 5xx, 4xx in the catalogue body", (caller) =>
    assertAcceptableAnswers(fuzz.server, fuzz.session, endpoint, validParts(endpoint, fuzz.known), caller, { numRuns: RUNS }))
})

describe("after the valid run", () => {
  it("the database holds no text with a control character or over its bound", async () => {
    expect(await storedTextProblems(fuzz.server)).toEqual([])
  })
})
