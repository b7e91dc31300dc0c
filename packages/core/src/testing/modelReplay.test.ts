import { describe, expect, it } from "vitest"
import { assign, createActor, emit, setup } from "xstate"
import type { EventObject } from "xstate"
import { declaredTransitions, takenTransitions } from "./modelPaths"
import { expectEveryTransition, modelPaths, replayPath, type Replay } from "./modelReplay"

type LampEvent = { type: "SWITCH" } | { type: "BREAK" }

/** A lamp that counts how often it was switched on, and says when it lights. */
const lampModel = setup({ types: { context: {} as { readonly count: number }, events: {} as LampEvent } }).createMachine({
  id: "lamp",
  context: { count: 0 },
  initial: "off",
  states: {
    off: { on: { SWITCH: { target: "on", actions: [assign({ count: ({ context }) => context.count + 1 }), emit({ type: "lit" })] } } },
    on: { on: { SWITCH: "off", BREAK: "broken" } },
    broken: {}
  }
})

type Defect = "none" | "wrong state" | "wrong count" | "silent"

/** The model itself as the system under test, with a defect to choose. */
const lamp = (defect: Defect): Replay<typeof lampModel, { actor: ReturnType<typeof createActor<typeof lampModel>>; emitted: EventObject[] }> => ({
  start: () => {
    const actor = createActor(lampModel)
    const emitted: EventObject[] = []
    actor.on("*", (event) => emitted.push(event))
    return { actor: actor.start(), emitted }
  },
  perform: ({ actor }, event) => actor.send(defect === "wrong state" && event.type === "BREAK" ? { type: "SWITCH" } : (event as LampEvent)),
  observe: ({ actor }) => ({ state: actor.getSnapshot().value, count: actor.getSnapshot().context.count + (defect === "wrong count" ? 1 : 0) }),
  expected: ({ value, context }) => ({ state: value, count: context.count }),
  emitted: ({ emitted }) => (defect === "silent" ? [] : emitted.splice(0))
})

const switches = [{ type: "SWITCH" }, { type: "BREAK" }] as const
// the count grows with every switch: the vertices tell states apart by their value alone
const byState = () => null
const paths = modelPaths(lampModel, { taken: [], anyTime: switches }, { vertex: byState })
const toBroken = paths.find((path) => path.steps.at(-1)?.expected.value === "broken")

describe("modelPaths", () => {
  it("tries the user's events in every state, takes every transition, and keeps no path another continues", () => {
    expect(paths.map((path) => path.name)).toEqual([
      '#1 reaches "broken": SWITCH → BREAK → SWITCH',
      '#2 reaches "broken": SWITCH → BREAK → BREAK',
      '#3 reaches "off": SWITCH → SWITCH',
      '#4 reaches "off": BREAK'
    ])
    expect(takenTransitions(lampModel, paths.map((path) => path.steps))).toEqual(declaredTransitions(lampModel))
    expectEveryTransition(lampModel, paths)
  })

  it("offers events only where the model takes them when they are not the user's", () => {
    const names = modelPaths(lampModel, switches, { vertex: byState }).map((path) => path.name.replace(/^#\d+ /, ""))
    expect(names.sort()).toEqual(['reaches "broken": SWITCH → BREAK', 'reaches "off": SWITCH → SWITCH'])
  })

  it("computes each step's expectation and emitted events along the path's own events", () => {
    const path = paths.find((p) => p.name.startsWith("#3"))
    expect(path?.steps.map((step) => [step.expected.value, step.expected.context.count, step.emitted])).toEqual([
      ["off", 0, []],
      ["on", 1, [{ type: "lit" }]],
      ["off", 1, []]
    ])
  })
})

describe("replayPath", () => {
  it("passes on a system that does what the model says", async () => {
    for (const path of paths) await replayPath(path, lamp("none"))
  })

  it.each([
    ["wrong state", /after BREAK: what can be observed/],
    ["wrong count", /after the start: what can be observed/],
    ["silent", /after SWITCH: what was emitted/]
  ] as const)("fails on a system with the %s", async (defect, message) => {
    if (toBroken === undefined) throw new Error("no path to 'broken'")
    await expect(replayPath(toBroken, lamp(defect))).rejects.toThrow(message)
  })
})
