import { describe, expect, it } from "vitest"
import { createActor, fromPromise, toPromise } from "xstate"
import { commandMachine, commandOf } from "./command.machine"
import { controllablePromise } from "../testing/controllablePromise"

describe("commandMachine", () => {
  it("says a success in green when the button names a message", async () => {
    const action = controllablePromise<unknown, unknown>()
    const actor = createActor(commandMachine.provide({ actors: { run: action.logic } }), { input: { successToast: "REPORT_RESOLVED" } })
    const toasts: unknown[] = []
    actor.on("toast", (toast) => toasts.push(toast))
    actor.start()
    actor.send({ type: "RUN" })
    await action.latest().resolve(undefined)
    expect(toasts).toEqual([{ type: "toast", tone: "success", key: "REPORT_RESOLVED" }])
  })

  it("shows no toast for a success unless the button names one, and ends with the result", async () => {
    const action = controllablePromise<unknown, unknown>()
    const actor = createActor(commandMachine.provide({ actors: { run: action.logic } }))
    const toasts: string[] = []
    actor.on("toast", (toast) => toasts.push(toast.key))
    actor.start()
    actor.send({ type: "RUN", input: ["answer:3"] })
    expect(action.latest().input).toEqual(["answer:3"])
    await action.latest().resolve(42)
    expect(actor.getSnapshot().status).toBe("done")
    expect(actor.getSnapshot().output).toBe(42)
    expect(toasts).toEqual([])
  })

  it("runs a typed action with what RUN carries (commandOf)", async () => {
    const accept = fromPromise<string, { readonly id: number }>(async ({ input }) => `accepted ${input.id}`)
    const actor = createActor(commandOf(accept)).start()
    actor.send({ type: "RUN", input: { id: 7 } })
    expect(await toPromise(actor)).toBe("accepted 7")
  })
})
