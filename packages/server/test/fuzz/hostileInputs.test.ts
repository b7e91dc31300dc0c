import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { expectAcceptableAnswer } from "./acceptableAnswer"
import { requestOf, type Caller } from "./callers"
import { contractEndpoints } from "./contractEndpoints"
import { assertAcceptableAnswers } from "./endpointProperty"
import { FUZZ_SEED } from "./fuzzSeed"
import { fuzzSuite } from "./fuzzSuite"
import { hostileCases } from "./hostileCases"
import { hostileParts } from "./hostileRequests"
import { send } from "./rawRequest"
import { expectNoRowsAddedByRefusal, rowCounts } from "./storedRows"
import { storedTextProblems } from "./storedText"
import { validParts } from "./validRequests"

// Requests the contract refuses — wrong types, missing fields, strings at and over the bounds,
// control characters incl. NUL, lone surrogates, emoji, deep nesting, 10k-item lists, 1e308,
// -0, 'NaN', `%` and `..` in paths, very long and unknown ids, bodies over 1 MB, wrong content
// types, made-up tokens — answered in time, never a server failure, every refusal in the
// catalogue body, no row added by a refused write, nothing stored that the bounds forbid.
const RUNS = 8

const fuzz = fuzzSuite()

const callers: ReadonlyArray<Caller> = ["guest", "parent", "forged"]

describe.each(contractEndpoints)("hostile input to $method $path", (endpoint) => {
  it.each(callers)("as %s: answered in time, no 5xx, 4xx in the catalogue body, no row added by a 4xx", (caller) =>
    assertAcceptableAnswers(fuzz.server, fuzz.session, endpoint, hostileParts(endpoint, fuzz.known), caller, {
      numRuns: RUNS,
      refusalsAddNoRows: endpoint.method !== "GET"
    }))

  // Not left to chance: each kind of hostile input at least once in every part of the request.
  it("every hostile class once, as guest: the same, no row added by a 4xx", async () => {
    const [base] = fc.sample(validParts(endpoint, fuzz.known), { numRuns: 1, seed: FUZZ_SEED })
    const writes = endpoint.method !== "GET"
    for (const { parts } of hostileCases(endpoint, base!)) {
      const request = requestOf(endpoint, parts, "guest", fuzz.session)
      const before = writes ? await rowCounts(fuzz.server) : null
      const response = await send(fuzz.server.baseUrl, request)
      expectAcceptableAnswer(request, response)
      if (before !== null) expectNoRowsAddedByRefusal(request, response, before, await rowCounts(fuzz.server))
    }
  })
})

describe("a batch of hostile sign-ups", () => {
  it("adds accounts and tokens only for the sign-ups answered 201, and one mail each", async () => {
    const signup = contractEndpoints.find((endpoint) => endpoint.name === "account.signup")!
    const batch = fc.sample(hostileParts(signup, fuzz.known), { numRuns: 40, seed: FUZZ_SEED })
    const before = await rowCounts(fuzz.server)
    const answeredIds: Array<string> = []
    for (const parts of batch) {
      const request = requestOf(signup, parts, "guest", fuzz.session)
      const response = await send(fuzz.server.baseUrl, request)
      expectAcceptableAnswer(request, response)
      if (response.status === 201) answeredIds.push(String((JSON.parse(response.text) as { id: unknown }).id))
    }
    // A taken address is answered 201 as well (its owner gets the mail), with an id no account has.
    const created = answeredIds.length === 0 ? 0 : (await fuzz.server.query<{ n: number }>(
      "select count(*)::int as n from accounts where id::text = any($1)", [answeredIds]))[0]!.n
    const after = await rowCounts(fuzz.server)
    expect({
      accounts: after.accounts! - before.accounts!,
      account_tokens: after.account_tokens! - before.account_tokens!,
      mail_outbox: after.mail_outbox! - before.mail_outbox!,
      refresh_tokens: after.refresh_tokens! - before.refresh_tokens!
    }).toEqual({ accounts: created, account_tokens: created, mail_outbox: answeredIds.length, refresh_tokens: 0 })
  })
})

describe("after the hostile run", () => {
  it("the database holds no text with a control character or over its bound", async () => {
    expect(await storedTextProblems(fuzz.server)).toEqual([])
  })
})
