import { afterEach, describe, expect, it } from "vitest"
import { startRefreshServer } from "../testing/refreshServer"
import { createPociechaRuntime } from "./pociechaClient"
import { memoryTokenStore } from "./tokenStore"

const MARK = "/api/v1/seen-by/mark"
const REFRESH = "/api/v1/account/refresh"
const PARALLEL_CALLS = 5

let cleanup: Array<() => Promise<void>> = []
afterEach(async () => {
  await Promise.all(cleanup.map((close) => close()))
  cleanup = []
})

async function setUp(refresh: "succeeds" | "ERROR_MISSING_REFRESH_TOKEN") {
  const server = await startRefreshServer({ freshToken: "fresh", concurrentRefusals: PARALLEL_CALLS, refresh })
  let expiries = 0
  const tokens = memoryTokenStore("expired")
  const runtime = createPociechaRuntime({ baseUrl: server.baseUrl, tokens, cookieJar: true, onSessionExpired: () => expiries++ })
  cleanup.push(server.close, runtime.dispose)
  // Each call marks its own item, so the server's log tells the calls apart.
  const calls = Array.from({ length: PARALLEL_CALLS }, (_, index) => `answer:${index + 1}`)
  const fire = () => calls.map((id) => runtime.call((client) => client.overview.markSeen({ payload: [{ id }] })))
  return { server, tokens, calls, fire, expiries: () => expiries }
}

describe("parallel calls with an expired token (spec 8.1: refresh, then the call once more)", () => {
  it("refresh once, send every call again once with the new token, and keep the session", async () => {
    const { server, tokens, calls, fire, expiries } = await setUp("succeeds")

    await Promise.all(fire())

    expect(server.to(REFRESH)).toHaveLength(1)
    for (const id of calls) {
      const attempts = server.to(MARK).filter((request) => request.body.includes(id))
      expect(attempts.map((request) => request.bearer)).toEqual(["expired", "fresh"])
    }
    // The refresh came after every first attempt and before every second one.
    const order = server.received.map((request) => (request.path === REFRESH ? "refresh" : request.bearer))
    expect(order).toEqual([...calls.map(() => "expired"), "refresh", ...calls.map(() => "fresh")])
    expect(tokens.get()).toBe("fresh")
    expect(expiries()).toBe(0)
  })

  it("a refused refresh is tried once and ends the session once; every call is refused", async () => {
    const { server, tokens, fire, expiries } = await setUp("ERROR_MISSING_REFRESH_TOKEN")

    const results = await Promise.allSettled(fire())

    expect(server.to(REFRESH)).toHaveLength(1)
    for (const result of results) expect(result).toMatchObject({ status: "rejected", reason: { statusCode: 401 } })
    expect(tokens.get()).toBeNull()
    expect(expiries()).toBe(1)
  })
})
