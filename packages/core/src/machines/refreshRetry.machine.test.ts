import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { apiError } from "../api/errors"
import { refreshRetryMachine } from "./refreshRetry.machine"

const expired = apiError("ERROR_EXPIRED_JWT")

/** Runs the machine with fake actors: `responses` answers the request per attempt. */
async function run(responses: ReadonlyArray<unknown>, refresh: () => Promise<{ jwt: string }>) {
  const tokens: Array<string | null> = []
  const refreshes: number[] = []
  const request = fromPromise<unknown, { token: string | null }>(async ({ input }) => {
    tokens.push(input.token)
    const response = responses[tokens.length - 1]
    if (response instanceof Error) throw response
    return response
  })
  const machine = refreshRetryMachine.provide({
    actors: {
      request,
      refresh: fromPromise(() => {
        refreshes.push(1)
        return refresh()
      })
    }
  })
  const actor = createActor(machine, { input: { token: "old" } }).start()
  const done = await waitFor(actor, (s) => s.status === "done")
  return { done, tokens, refreshes: refreshes.length }
}

const newToken = () => Promise.resolve({ jwt: "new" })

describe("refreshRetryMachine (spec 8.1, 4.1)", () => {
  it("a successful call is sent once with the current token", async () => {
    const { done, tokens, refreshes } = await run([{ id: 1 }], newToken)
    expect(done.value).toBe("succeeded")
    expect(done.output).toEqual({ ok: true, response: { id: 1 }, token: "old", refreshed: false })
    expect(tokens).toEqual(["old"])
    expect(refreshes).toBe(0)
  })

  it("an expired token is refreshed and the call retried with the new bearer", async () => {
    const { done, tokens, refreshes } = await run([expired, "ok"], newToken)
    expect(done.value).toBe("succeeded")
    expect(tokens).toEqual(["old", "new"])
    expect(refreshes).toBe(1)
    expect(done.output).toEqual({ ok: true, response: "ok", token: "new", refreshed: true })
  })

  it("a retried call is never retried again: it is rejected", async () => {
    const second = apiError("ERROR_INSUFFICIENT_PERMISSIONS")
    const { done, tokens, refreshes } = await run([apiError("ERROR_MISSING_JWT"), second], newToken)
    expect(done.value).toBe("failed")
    expect(tokens).toEqual(["old", "new"])
    expect(refreshes).toBe(1)
    expect(done.context.failure).toMatchObject({ kind: "reject", error: second, messageKey: "ERROR_INSUFFICIENT_PERMISSIONS" })
  })

  it("a failed refresh fails the call with the ORIGINAL error", async () => {
    const { done, tokens } = await run([expired], () => Promise.reject(apiError("ERROR_MISSING_REFRESH_TOKEN")))
    expect(done.value).toBe("failed")
    expect(tokens).toEqual(["old"])
    expect(done.context.failure).toMatchObject({ kind: "reject", error: expired, messageKey: "ERROR_EXPIRED_JWT" })
    expect(done.output).toEqual({ ok: false, failure: done.context.failure })
  })

  it.each([
    ["pass-on-not-found", apiError("ERROR_FACILITY_NOT_FOUND")],
    ["silent", apiError("ERROR_UNCAUGHT")],
    ["reject", apiError("ERROR_CONFLICT")],
    ["connection-error", new TypeError("Failed to fetch")]
  ])("other failures are not retried (%s)", async (kind, error) => {
    const { done, tokens, refreshes } = await run([error], newToken)
    expect(done.value).toBe("failed")
    expect(done.context.failure).toMatchObject({ kind, error })
    expect(tokens).toHaveLength(1)
    expect(refreshes).toBe(0)
  })

  it("unprovided actor slots fail loudly instead of calling anything", async () => {
    const actor = createActor(refreshRetryMachine, { input: { token: null } }).start()
    const done = await waitFor(actor, (s) => s.status === "done")
    expect(done.context.failure).toMatchObject({ kind: "connection-error" })
  })
})
