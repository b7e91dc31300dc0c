import { describe, expect, it } from "vitest"
import { createActor, fromPromise } from "xstate"
import type { BulkVerdictPayload, ModerationTarget } from "../api/moderation"
import { defaultDeskFilter } from "../domain/rules/moderationDeskFilter"
import { moderationKeys } from "../queries/queryKeys"
import { moderationDeskMachine } from "./moderationDesk.machine"

const opinions = (from: number, count: number): Array<ModerationTarget> =>
  Array.from({ length: count }, (_, index) => ({ kind: "opinion", id: from + index }))

/** A desk over a fake server holding `waiting` items, paged by 10; each verdict takes its items off. */
const desk = (waiting: Array<ModerationTarget>, failing = false) => {
  const sent: Array<BulkVerdictPayload> = []
  const emitted: Array<{ type: string }> = []
  let remaining = [...waiting]
  const actor = createActor(
    moderationDeskMachine.provide({
      actors: {
        decide: fromPromise<void, BulkVerdictPayload>(async ({ input }) => {
          if (failing) throw new Error("offline")
          sent.push(input)
          remaining = remaining.filter((item) => !input.items.some((decided) => decided.kind === item.kind && decided.id === item.id))
        })
      }
    }),
    { input: { filter: defaultDeskFilter } }
  )
  actor.on("*", (event) => emitted.push(event))
  actor.start()
  const load = () => actor.send({ type: "LOADED", items: remaining.slice(0, 10) })
  load()
  /** Sends keys as the page does, reloading after each verdict as the query cache would. */
  const press = async (...keys: Array<string>) => {
    for (const key of keys) {
      if (key === "j") actor.send({ type: "NEXT" })
      else if (key === "k") actor.send({ type: "PREVIOUS" })
      else if (key === "x") actor.send({ type: "TOGGLE" })
      else if (key === "a") actor.send({ type: "ACCEPT" })
      else if (key === "r") actor.send({ type: "REJECT" })
      await Promise.resolve()
      await new Promise((resolve) => setImmediate(resolve))
      if (actor.getSnapshot().matches("browsing")) load()
    }
  }
  /** r, the reason typed, Enter. */
  const reject = async (reason: string) => {
    await press("r")
    actor.send({ type: "REASON", reason })
    actor.send({ type: "SUBMIT" })
    await new Promise((resolve) => setImmediate(resolve))
    load()
  }
  return { actor, sent, emitted, press, reject, remaining: () => remaining }
}

describe("the moderation desk by keyboard", () => {
  it("j/k move the cursor within the page, never past its ends", async () => {
    const { actor, press } = desk(opinions(1, 3))
    await press("k")
    expect(actor.getSnapshot().context.cursor).toBe(0)
    await press("j", "j", "j", "j")
    expect(actor.getSnapshot().context.cursor).toBe(2)
    await press("k")
    expect(actor.getSnapshot().context.cursor).toBe(1)
  })

  it("a accepts the cursor's item; the cursor stays, so the next item is current; the desk is made stale", async () => {
    const { actor, sent, emitted, press } = desk(opinions(1, 3))
    await press("j", "a")
    expect(sent).toEqual([{ items: [{ kind: "opinion", id: 2 }], verdict: "accept" }])
    expect(actor.getSnapshot().context.items.map((item) => item.id)).toEqual([1, 3])
    expect(actor.getSnapshot().context.cursor).toBe(1)
    expect(emitted).toContainEqual({ type: "queriesStale", keys: [moderationKeys.all] })
    expect(emitted).toContainEqual({ type: "toast", tone: "success", key: "DESK_ACCEPTED" })
  })

  it("x selects; a verdict then takes the whole selection, not the cursor's item", async () => {
    const { actor, sent, press } = desk(opinions(1, 5))
    await press("x", "j", "j", "x", "j", "x", "x")
    expect(actor.getSnapshot().context.selected).toEqual(["opinion:1", "opinion:3"])
    await press("a")
    expect(sent).toEqual([{ items: [{ kind: "opinion", id: 1 }, { kind: "opinion", id: 3 }], verdict: "accept" }])
    expect(actor.getSnapshot().context.selected).toEqual([])
  })

  it("r asks a reason: too short is refused with the contract's message and nothing is sent; cancel sends nothing", async () => {
    const { actor, sent, press } = desk([{ kind: "answer", id: 7 }, ...opinions(1, 2)])
    await press("r")
    expect(actor.getSnapshot().matches("rejecting")).toBe(true)
    actor.send({ type: "REASON", reason: " ab " })
    actor.send({ type: "SUBMIT" })
    expect(actor.getSnapshot().context.reasonError).toBe("REASON_TOO_SHORT")
    expect(actor.getSnapshot().matches("rejecting")).toBe(true)
    actor.send({ type: "CANCEL" })
    expect(actor.getSnapshot().matches("browsing")).toBe(true)
    await press("r")
    expect(actor.getSnapshot().context.reason).toBe("")
    actor.send({ type: "REASON", reason: "  Odpowiedź nie na temat. " })
    actor.send({ type: "SUBMIT" })
    await new Promise((resolve) => setImmediate(resolve))
    expect(sent).toEqual([{ items: [{ kind: "answer", id: 7 }], verdict: "reject", reason: "Odpowiedź nie na temat." }])
  })

  it("works through 30 waiting items by keyboard alone, page after page", async () => {
    const { sent, press, reject, remaining } = desk(opinions(100, 30))
    for (let index = 0; index < 30; index++) {
      if (index % 3 === 0) await reject("Treść narusza regulamin.")
      else await press("a")
    }
    expect(remaining()).toEqual([])
    // Each verdict was on the item at the head of the list, in order.
    expect(sent.map((payload) => [payload.items.map((item) => item.id), payload.verdict])).toEqual(
      opinions(100, 30).map((item, index) => [[item.id], index % 3 === 0 ? "reject" : "accept"]))
  })

  it("changing the filter or the page starts from the first item with nothing selected", async () => {
    const { actor, press } = desk(opinions(1, 4))
    await press("j", "x")
    actor.send({ type: "FILTER", filter: { state: "rejected", q: "Ola" } })
    expect(actor.getSnapshot().context).toMatchObject({ filter: { ...defaultDeskFilter, state: "rejected", q: "Ola", page: 1 }, cursor: 0, selected: [] })
    actor.send({ type: "PAGE", page: 2 })
    expect(actor.getSnapshot().context.filter.page).toBe(2)
  })

  it("a failed verdict keeps the items and says so", async () => {
    const { actor, emitted, press } = desk(opinions(1, 2), true)
    await press("a")
    expect(actor.getSnapshot().context.items).toHaveLength(2)
    expect(emitted).toContainEqual({ type: "toast", tone: "error", key: "DESK_FAILED" })
  })
})
