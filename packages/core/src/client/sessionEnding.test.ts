import { afterEach, describe, expect, it } from "vitest"
import { errorBody, type ErrorKey } from "../api/errors"
import { startRefreshServer } from "../testing/refreshServer"
import { ConnectionError } from "./connectionError"
import { createPociechaRuntime } from "./pociechaClient"
import { memoryTokenStore, type TokenStore } from "./tokenStore"

const MARK = "/api/v1/seen-by/mark"
const REFRESH = "/api/v1/account/refresh"

let cleanup: Array<() => Promise<void>> = []
afterEach(async () => {
  await Promise.all(cleanup.map((close) => close()))
  cleanup = []
})

interface Refusal {
  readonly token: string | null
  readonly as: ErrorKey
  /** runs just before the refusal leaves the server, with the runtime's token store */
  readonly beforeAnswer?: (tokens: TokenStore) => void
  /** false: a runtime made without an onSessionExpired callback */
  readonly listening?: boolean
}

/** The contract's error of a catalogue key, as the call rejects with it. */
const refusedAs = (key: ErrorKey) => {
  const { statusCode, data } = errorBody(key)
  return { statusCode, data }
}

async function callRefused({ token, as, beforeAnswer, listening = true }: Refusal) {
  const tokens = memoryTokenStore(token)
  const server = await startRefreshServer({
    freshToken: "fresh",
    concurrentRefusals: 1,
    refresh: "succeeds",
    refuses: { bearer: token, as, beforeAnswer: () => beforeAnswer?.(tokens) }
  })
  let expiries = 0
  const runtime = createPociechaRuntime(
    listening ? { baseUrl: server.baseUrl, tokens, onSessionExpired: () => expiries++ } : { baseUrl: server.baseUrl, tokens }
  )
  cleanup.push(server.close, runtime.dispose)
  const result = await runtime.call((client) => client.overview.markSeen({ payload: [{ id: "answer:1" }] })).then(
    () => ({ refused: undefined }),
    (reason: unknown) => ({ refused: reason })
  )
  return { ...result, server, tokens, expiries }
}

// Spec 8.1 and the client's contract (pociechaClient.ts): error/invalid-jwt is not refreshed —
// the token was forged or its session ended on the server — it ends the session.
describe("a token refused as invalid", () => {
  it("ends the session once: the token is dropped, onSessionExpired is called, no refresh is tried", async () => {
    const { refused, server, tokens, expiries } = await callRefused({ token: "forged", as: "ERROR_INVALID_JWT" })

    expect(refused).toMatchObject(refusedAs("ERROR_INVALID_JWT"))
    expect(server.to(REFRESH)).toHaveLength(0)
    expect(server.to(MARK)).toHaveLength(1)
    expect(tokens.get()).toBeNull()
    expect(expiries).toBe(1)
  })

  it("ends the session of a runtime made without onSessionExpired too, rejecting with the same error", async () => {
    const { refused, tokens } = await callRefused({ token: "forged", as: "ERROR_INVALID_JWT", listening: false })

    expect(refused).toMatchObject(refusedAs("ERROR_INVALID_JWT"))
    expect(tokens.get()).toBeNull()
  })

  it("leaves a session alone that another call started meanwhile (the store holds a new token)", async () => {
    const { refused, tokens, expiries } = await callRefused({
      token: "forged",
      as: "ERROR_INVALID_JWT",
      beforeAnswer: (store) => store.set("signed-in-again")
    })

    expect(refused).toMatchObject(refusedAs("ERROR_INVALID_JWT"))
    expect(tokens.get()).toBe("signed-in-again")
    expect(expiries).toBe(0)
  })

  it("ends nothing for a guest: there was no session", async () => {
    const { refused, expiries } = await callRefused({ token: null, as: "ERROR_INVALID_JWT" })

    expect(refused).toMatchObject(refusedAs("ERROR_INVALID_JWT"))
    expect(expiries).toBe(0)
  })
})

describe("an error that says nothing of the session", () => {
  it("rejects the call and keeps the token", async () => {
    const { refused, server, tokens, expiries } = await callRefused({ token: "fresh-but-refused", as: "ERROR_TOO_MANY_REQUESTS" })

    expect(refused).toMatchObject(refusedAs("ERROR_TOO_MANY_REQUESTS"))
    expect(server.to(REFRESH)).toHaveLength(0)
    expect(tokens.get()).toBe("fresh-but-refused")
    expect(expiries).toBe(0)
  })
})

describe("ConnectionError (spec 8.1: the call rejects with 'Connection error')", () => {
  it("says so in its message, name and tag, and keeps its cause", () => {
    const cause = new Error("socket hang up")
    const error = new ConnectionError({ cause })

    expect(error).toBeInstanceOf(Error)
    expect(error.message).toBe("Connection error")
    expect(error.name).toBe("ConnectionError")
    expect(error._tag).toBe("ConnectionError")
    expect(error.cause).toBe(cause)
  })
})
