import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { cityChoiceMachine, selectMapOnScreen } from "./cityChoice.machine"
import { krakow } from "../testing/fixtures"

describe("cityChoiceMachine (spec 2.4)", () => {
  it("knows whether a map is on screen and tells the maps a chosen city", () => {
    const actor = createActor(cityChoiceMachine).start()
    const chosen: string[] = []
    actor.on("cityChosen", ({ city }) => chosen.push(city.param))
    expect(selectMapOnScreen(actor.getSnapshot())).toBe(false)
    actor.send({ type: "MAP_SHOWN" })
    actor.send({ type: "MAP_SHOWN" })
    actor.send({ type: "MAP_HIDDEN" })
    expect(selectMapOnScreen(actor.getSnapshot())).toBe(true)
    actor.send({ type: "CITY_CHOSEN", city: krakow })
    expect(chosen).toEqual(["krakow"])
    actor.send({ type: "MAP_HIDDEN" })
    actor.send({ type: "MAP_HIDDEN" })
    expect(actor.getSnapshot().context.maps).toBe(0)
  })
})
