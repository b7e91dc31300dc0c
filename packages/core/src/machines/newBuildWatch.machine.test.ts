import { describe, expect, it } from "vitest"
import { createActor, SimulatedClock } from "xstate"
import { controllablePromise } from "../testing/controllablePromise"
import { NEW_BUILD_POLL_MS, newBuildWatchMachine } from "./newBuildWatch.machine"

function start(running = "b1") {
  const readLatest = controllablePromise<unknown, unknown>()
  const clock = new SimulatedClock()
  const actor = createActor(newBuildWatchMachine.provide({ actors: { readLatest: readLatest.logic } }), { input: { running }, clock })
  actor.start()
  return { actor, readLatest, clock, state: () => actor.getSnapshot().value }
}

describe("newBuildWatchMachine (spec 7.6)", () => {
  it("asks which build is served every few minutes, and offers a reload once another appears", async () => {
    const watch = start()
    expect(watch.readLatest.calls).toHaveLength(0)
    watch.clock.increment(NEW_BUILD_POLL_MS)
    expect(watch.state()).toBe("checking")
    await watch.readLatest.latest().resolve({ version: "b1" })
    expect(watch.state()).toBe("waiting")
    watch.clock.increment(NEW_BUILD_POLL_MS)
    await watch.readLatest.latest().resolve({ version: "b2" })
    expect(watch.state()).toBe("offering")
    expect(watch.actor.getSnapshot().context.offered).toBe("b2")
  })

  it("asks at once when the tab is shown again", async () => {
    const watch = start()
    watch.actor.send({ type: "CHECK" })
    expect(watch.readLatest.calls).toHaveLength(1)
    await watch.readLatest.latest().resolve({ version: "b2" })
    expect(watch.state()).toBe("offering")
  })

  it("keeps offering (never reloads by itself) until dismissed; a dismissed build is not offered again, a newer one is", async () => {
    const watch = start()
    watch.actor.send({ type: "CHECK" })
    await watch.readLatest.latest().resolve({ version: "b2" })
    watch.clock.increment(10 * NEW_BUILD_POLL_MS)
    watch.actor.send({ type: "CHECK" })
    expect(watch.state()).toBe("offering")
    expect(watch.readLatest.calls).toHaveLength(1)
    watch.actor.send({ type: "DISMISS" })
    watch.actor.send({ type: "CHECK" })
    await watch.readLatest.latest().resolve({ version: "b2" })
    expect(watch.state()).toBe("waiting")
    watch.actor.send({ type: "CHECK" })
    await watch.readLatest.latest().resolve({ version: "b3" })
    expect(watch.state()).toBe("offering")
  })

  it("waits quietly for the next poll when the read fails or names no build", async () => {
    const watch = start()
    watch.actor.send({ type: "CHECK" })
    await watch.readLatest.latest().reject(new Error("offline"))
    expect(watch.state()).toBe("waiting")
    watch.actor.send({ type: "CHECK" })
    await watch.readLatest.latest().resolve("<html>")
    expect(watch.state()).toBe("waiting")
    watch.clock.increment(NEW_BUILD_POLL_MS)
    expect(watch.readLatest.calls).toHaveLength(3)
  })
})
