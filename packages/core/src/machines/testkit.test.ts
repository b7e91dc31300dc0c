import { describe, expect, it } from "vitest"
import { createActor, fromPromise, setup } from "xstate"
import { createTestModel } from "xstate/graph"
import { allTransitions, controllablePromise, restingStateIds, toModelMachine, visitedStateIds } from "./testkit"

const machine = setup({
  actors: { load: fromPromise<number, void>(async () => 1) },
  delays: { wait: 10 }
}).createMachine({
  id: "m",
  initial: "waiting",
  states: {
    waiting: { after: { wait: "loading" } },
    loading: { invoke: { id: "load", src: "load", onDone: "done", onError: "waiting" } },
    done: { type: "final" }
  }
})

describe("toModelMachine", () => {
  it("is needed: createTestModel refuses invocations and delays", () => {
    expect(() => createTestModel(machine)).toThrow(/not supported/)
  })

  it("turns invocation outcomes and delays into events on the same transitions", () => {
    const model = toModelMachine<typeof machine, { type: "xstate.done.actor.load" }>(machine)
    expect(allTransitions(model)).toEqual([
      "m.loading --xstate.done.actor.load#0--> m.done",
      "m.loading --xstate.error.actor.load#0--> m.waiting",
      "m.waiting --xstate.after.wait.m.waiting#0--> m.loading"
    ])
    expect(restingStateIds(model)).toEqual(["m.done", "m.loading", "m.waiting"])
    const paths = createTestModel(model).getShortestPaths()
    expect(visitedStateIds(paths)).toEqual(restingStateIds(model))
  })

  it("requires invocations to have an id", () => {
    const anonymous = setup({ actors: { load: fromPromise(async () => 1) } }).createMachine({
      initial: "a",
      states: { a: { invoke: { src: "load" } } }
    })
    expect(() => toModelMachine(anonymous)).toThrow(/needs an id/)
  })
})

describe("controllablePromise", () => {
  it("records calls and settles them on demand", async () => {
    const load = controllablePromise<number, void>()
    const actor = createActor(load.logic).start()
    expect(load.calls).toHaveLength(1)
    load.latest().resolve(5)
    await expect(new Promise((resolve) => actor.subscribe({ complete: () => resolve(actor.getSnapshot().output) }))).resolves.toBe(5)
    expect(load.latest().settled).toBe(true)
  })
})
