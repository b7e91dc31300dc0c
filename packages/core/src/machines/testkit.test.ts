import { describe, expect, it } from "vitest"
import { createActor, setup } from "xstate"
import { controllablePromise } from "../testing/controllablePromise"

describe("controllablePromise", () => {
  it("records calls and settles them on demand", async () => {
    const load = controllablePromise<number, void>()
    const actor = createActor(load.logic).start()
    expect(load.calls).toHaveLength(1)
    await load.latest().resolve(5)
    expect(actor.getSnapshot().output).toBe(5)
    expect(load.latest().settled).toBe(true)
  })

  it("tells which calls still wait: neither settled nor aborted", async () => {
    const load = controllablePromise<number, string>()
    const machine = setup({ actors: { load: load.logic } }).createMachine({
      initial: "loading",
      states: {
        loading: { invoke: { src: "load", input: "a", onDone: "done", onError: "failed" }, on: { STOP: "done" } },
        done: {},
        failed: {}
      }
    })
    const actor = createActor(machine).start()
    expect(load.waiting()).toEqual(["a"])
    actor.send({ type: "STOP" })
    expect(load.waiting()).toEqual([])
    expect(load.latest().signal.aborted).toBe(true)
  })

  it("a settlement resolves once the machine has taken the transition", async () => {
    const load = controllablePromise<number, void>()
    const machine = setup({ actors: { load: load.logic } }).createMachine({
      initial: "loading",
      states: { loading: { invoke: { src: "load", onDone: "done", onError: "failed" } }, done: {}, failed: {} }
    })
    const actor = createActor(machine).start()
    await load.latest().reject(new Error("offline"))
    expect(actor.getSnapshot().value).toBe("failed")
  })

  it("throws when asked for the latest call before any", () => {
    expect(() => controllablePromise<number, void>().latest()).toThrow(/never called/)
  })
})
