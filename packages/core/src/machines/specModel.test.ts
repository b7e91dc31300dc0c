import { describe, expect, it } from "vitest"
import { assign, createActor, emit, setup } from "xstate"
import type { EventObject } from "xstate"
import { declaredTransitions, replaySpecPath, specPaths, takenTransitions } from "./specModel"
import type { RealRun } from "./specModel"

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

/** The model itself as the machine under test, with a defect to choose. */
function startLamp(defect: "none" | "wrong state" | "wrong count" | "silent"): RealRun<typeof lampModel> {
  const actor = createActor(lampModel).start()
  const emitted: EventObject[] = []
  actor.on("*", (event) => emitted.push(event))
  return {
    perform: (event) => actor.send(defect === "wrong state" && event.type === "BREAK" ? { type: "SWITCH" } : event),
    snapshot: () => actor.getSnapshot(),
    observe: () => ({ count: actor.getSnapshot().context.count + (defect === "wrong count" ? 1 : 0) }),
    takeEmitted: () => (defect === "silent" ? [] : emitted.splice(0))
  }
}

const paths = specPaths(lampModel, { userEvents: [{ type: "SWITCH" }, { type: "BREAK" }], worldEvents: [] })
const toBroken = paths.find((path) => path.steps.at(-1)?.expected.value === "broken")

describe("specPaths", () => {
  it("tries every event in every state and takes every transition", () => {
    expect(paths.map((path) => path.name)).toEqual([
      '#1 (start) ⇒ "off"',
      '#2 SWITCH ⇒ "on"',
      '#3 BREAK ⇒ "off"',
      '#4 SWITCH → SWITCH ⇒ "off"',
      '#5 SWITCH → BREAK ⇒ "broken"',
      '#6 SWITCH → BREAK → SWITCH ⇒ "broken"',
      '#7 SWITCH → BREAK → BREAK ⇒ "broken"'
    ])
    expect(takenTransitions(lampModel, paths)).toEqual(declaredTransitions(lampModel))
  })

  it("computes each step's expectation along the path's own events", () => {
    const path = paths.find((p) => p.name.startsWith("#4"))
    expect(path?.steps.map((step) => [step.expected.value, step.expected.context.count, step.emitted])).toEqual([
      ["off", 0, []],
      ["on", 1, [{ type: "lit" }]],
      ["off", 1, []]
    ])
  })
})

describe("replaySpecPath", () => {
  it("passes on a machine that does what the model says", async () => {
    for (const path of paths) await replaySpecPath(path, startLamp("none"))
  })

  it.each([
    ["wrong state", /the machine is in "off", the spec says "broken"/],
    ["wrong count", /what can be observed/],
    ["silent", /what was emitted/]
  ] as const)("fails on a machine with the %s", async (defect, message) => {
    if (toBroken === undefined) throw new Error("no path to 'broken'")
    await expect(replaySpecPath(toBroken, startLamp(defect))).rejects.toThrow(message)
  })
})
