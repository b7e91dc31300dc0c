import { afterEach, describe, expect, it } from "vitest"
import { createMachine } from "xstate"
import type { LoggedOutReason } from "../machines/session.machine"
import { memoryUserStorage } from "../machines/userStorage"
import { aUser } from "../testing/fixtures"
import { startRefreshServer } from "../testing/refreshServer"
import { createPociechaSession } from "./createPociechaSession"
import { readyMachine } from "./readyMachine"

const PARALLEL_CALLS = 3

let cleanup: Array<() => Promise<void>> = []
afterEach(async () => {
  await Promise.all(cleanup.map((close) => close()))
  cleanup = []
})

/** A session over a real server, restored from storage with a user whose token has expired. */
async function restoredSession(refresh: "succeeds" | "ERROR_MISSING_REFRESH_TOKEN") {
  const server = await startRefreshServer({ freshToken: "fresh", concurrentRefusals: PARALLEL_CALLS, refresh })
  const storage = memoryUserStorage(aUser({ jwt: "expired" }))
  const session = createPociechaSession({ baseUrl: server.baseUrl, storage })
  cleanup.push(server.close, session.dispose)
  const actor = session.start()
  const endings: Array<LoggedOutReason> = []
  actor.on("loggedOut", ({ reason }) => endings.push(reason))
  const fire = () =>
    Array.from({ length: PARALLEL_CALLS }, (_, index) =>
      session.api.call((client) => client.overview.markSeen({ payload: [{ id: `message:${index + 1}` }] })))
  return { server, storage, session, actor, endings, fire }
}

describe("createPociechaSession: the session machine, token store and client wired together", () => {
  it("sends the restored user's token, and keeps the token a refresh brought with the user, signed in", async () => {
    const { server, storage, session, actor, endings, fire } = await restoredSession("succeeds")

    await Promise.all(fire())

    expect(server.to("/api/v1/account/refresh")).toHaveLength(1)
    expect(server.to("/api/v1/seen-by/mark").map((request) => request.bearer)).toEqual([
      ...Array<string>(PARALLEL_CALLS).fill("expired"),
      ...Array<string>(PARALLEL_CALLS).fill("fresh")
    ])
    expect(actor.getSnapshot().matches("loggedIn")).toBe(true)
    expect(actor.getSnapshot().context.user?.jwt).toBe("fresh")
    expect(storage.load()?.jwt).toBe("fresh")
    expect(session.tokens.get()).toBe("fresh")
    expect(endings).toEqual([])
  })

  it("ends the session as expired when the refresh is refused, and forgets the stored user", async () => {
    const { actor, storage, endings, fire } = await restoredSession("ERROR_MISSING_REFRESH_TOKEN")

    await Promise.allSettled(fire())

    expect(endings).toEqual(["expired"])
    expect(actor.getSnapshot().context.user).toBeNull()
    expect(storage.load()).toBeNull()
  })

  it("provides each ready machine once, so every component runs the same logic", () => {
    const session = createPociechaSession({ baseUrl: "http://127.0.0.1:1" })
    let builds = 0
    const ready = readyMachine(() => {
      builds++
      return createMachine({})
    })
    expect(session.machine(ready)).toBe(session.machine(ready))
    expect(builds).toBe(1)
  })
})
