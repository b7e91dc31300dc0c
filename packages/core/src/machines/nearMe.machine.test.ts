import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { NearPlace } from "../domain/rules/searchRefinements"
import { LocationRefused, nearMeMachine, type NearMeEmitted } from "./nearMe.machine"

const here: NearPlace = { lat: 50.0614, lng: 19.9366, label: null }
const rynek: NearPlace = { lat: 50.0617, lng: 19.9373, label: "Kraków, małopolskie" }

function start(locate: () => Promise<NearPlace>, lookUp: (address: string) => Promise<NearPlace | null>) {
  const asked = { locate: 0, lookUp: [] as Array<string> }
  const actor = createActor(nearMeMachine.provide({
    actors: {
      locate: fromPromise(() => {
        asked.locate++
        return locate()
      }),
      lookUp: fromPromise<NearPlace | null, string>(({ input }) => {
        asked.lookUp.push(input)
        return lookUp(input)
      })
    }
  })).start()
  const chosen: Array<NearPlace> = []
  actor.on("chosen", (event: NearMeEmitted) => chosen.push(event.near))
  return { actor, asked, chosen }
}

describe("'Blisko mnie' (issue 20)", () => {
  it("asks the browser only when the button is pressed, and hands its location over", async () => {
    const { actor, asked, chosen } = start(async () => here, async () => null)
    expect(asked.locate).toBe(0)
    actor.send({ type: "LOCATE" })
    await waitFor(actor, (s) => s.matches("idle") && chosen.length === 1)
    expect(asked.locate).toBe(1)
    expect(chosen).toEqual([here])
  })

  it("tells a refused location from one the device cannot give", async () => {
    const refused = start(() => Promise.reject(new LocationRefused("denied")), async () => null)
    refused.actor.send({ type: "LOCATE" })
    await waitFor(refused.actor, (s) => s.context.problem !== null)
    expect(refused.actor.getSnapshot().context.problem).toBe("denied")
    const none = start(() => Promise.reject(new Error("timeout")), async () => null)
    none.actor.send({ type: "LOCATE" })
    await waitFor(none.actor, (s) => s.context.problem !== null)
    expect(none.actor.getSnapshot().context.problem).toBe("unavailable")
    expect(none.chosen).toEqual([])
  })

  it("looks a typed address up and hands the place found over; an unknown one is told, a too short one not sent", async () => {
    const { actor, asked, chosen } = start(async () => here, async (address) => (address === "Rynek Główny, Kraków" ? rynek : null))
    actor.send({ type: "ADDRESS_CHANGED", address: "  " })
    actor.send({ type: "ADDRESS_SUBMITTED" })
    expect(actor.getSnapshot().context.problem).toBe("too_short")
    expect(asked.lookUp).toEqual([])
    actor.send({ type: "ADDRESS_CHANGED", address: " Rynek Główny, Kraków " })
    actor.send({ type: "ADDRESS_SUBMITTED" })
    await waitFor(actor, (s) => s.matches("idle") && chosen.length === 1)
    expect(asked.lookUp).toEqual(["Rynek Główny, Kraków"])
    expect(chosen).toEqual([rynek])
    actor.send({ type: "ADDRESS_CHANGED", address: "Nibylandia 7" })
    actor.send({ type: "ADDRESS_SUBMITTED" })
    await waitFor(actor, (s) => s.context.problem !== null)
    expect(actor.getSnapshot().context.problem).toBe("not_found")
    expect(chosen).toHaveLength(1)
    expect(asked.locate).toBe(0)
  })
})
