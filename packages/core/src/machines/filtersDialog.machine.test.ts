import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import type { SearchFilters } from "../domain/rules/searchFilters"
import { filtersDialogMachine, type FiltersDialogEmitted } from "./filtersDialog.machine"

const inForce: SearchFilters = { specialization: ["nursery"], ownership: [], accepted_status: ["premium"], vacancies_for: [] }

function start() {
  const actor = createActor(filtersDialogMachine)
  const applied: FiltersDialogEmitted[] = []
  actor.on("applied", (event) => applied.push(event))
  actor.start()
  return { actor, applied }
}

describe("filtersDialogMachine (spec 2.4)", () => {
  it("opens on the filters in force and stages changes until 'apply' hands them over", () => {
    const { actor, applied } = start()
    actor.send({ type: "OPEN", filters: inForce })
    expect(actor.getSnapshot().context.staged).toEqual(inForce)
    actor.send({ type: "TOGGLE", key: "ownership", value: "public" })
    actor.send({ type: "TOGGLE", key: "specialization", value: "nursery" })
    actor.send({ type: "TOGGLE", key: "accepted_status", value: "registered" })
    actor.send({ type: "TOGGLE", key: "vacancies_for", value: "3" })
    expect(applied).toEqual([])
    actor.send({ type: "APPLY" })
    expect(applied).toEqual([
      { type: "applied", filters: { specialization: [], ownership: ["public"], accepted_status: ["premium", "registered"], vacancies_for: ["3"] } }
    ])
    expect(actor.getSnapshot().value).toBe("closed")
  })

  it("'clear' empties the staged choice only; applying it clears the filters", () => {
    const { actor, applied } = start()
    actor.send({ type: "OPEN", filters: inForce })
    actor.send({ type: "CLEAR" })
    expect(applied).toEqual([])
    actor.send({ type: "APPLY" })
    expect(applied).toEqual([{ type: "applied", filters: { specialization: [], ownership: [], accepted_status: [], vacancies_for: [] } }])
  })

  it("closing drops the staged choice: the next opening starts again from the filters in force", () => {
    const { actor, applied } = start()
    actor.send({ type: "OPEN", filters: inForce })
    actor.send({ type: "TOGGLE", key: "ownership", value: "public" })
    actor.send({ type: "CLOSE" })
    actor.send({ type: "APPLY" })
    expect(applied).toEqual([])
    actor.send({ type: "OPEN", filters: inForce })
    expect(actor.getSnapshot().context.staged).toEqual(inForce)
  })

  it("ignores choices while closed, and keeps only known statuses", () => {
    const { actor } = start()
    actor.send({ type: "TOGGLE", key: "ownership", value: "public" })
    actor.send({ type: "CLEAR" })
    expect(actor.getSnapshot()).toMatchObject({ value: "closed", context: { staged: { ownership: [] } } })
    actor.send({ type: "OPEN", filters: inForce })
    actor.send({ type: "TOGGLE", key: "accepted_status", value: "gold" })
    expect(actor.getSnapshot().context.staged.accepted_status).toEqual(["premium"])
  })
})
