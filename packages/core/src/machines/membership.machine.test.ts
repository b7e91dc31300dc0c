import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import type { Membership } from "../domain/membership"
import { membershipMachine, type ResignInput, type SubscribeInput } from "./membership.machine"
import { aMembership } from "./testFixtures"
import { controllablePromise } from "./testkit"

function start(signedIn: boolean, membership: Membership | null) {
  const subscribe = controllablePromise<Membership, SubscribeInput>()
  const resign = controllablePromise<void, ResignInput>()
  const actor = createActor(membershipMachine.provide({ actors: { subscribe: subscribe.logic, resign: resign.logic } }), {
    input: { facilityRef: "7", signedIn, membership }
  }).start()
  return { actor, subscribe, resign }
}

describe("membershipMachine (spec 4.5)", () => {
  it.each([
    ["a guest", false, null, "guest"],
    ["no membership", true, null, "none"],
    ["waiting", true, aMembership("pending"), "pending"],
    ["confirmed", true, aMembership("accepted"), "accepted"],
    ["rejected", true, aMembership("rejected"), "rejected"]
  ] as const)("starts where the membership stands: %s", (_label, signedIn, membership, state) => {
    expect(start(signedIn, membership).actor.getSnapshot().value).toBe(state)
  })

  it("lets a teacher leave the facility, but not its owner or admin", () => {
    const teacher = start(true, aMembership("accepted", "teacher"))
    teacher.actor.send({ type: "RESIGN" })
    expect(teacher.actor.getSnapshot().value).toBe("confirmingResign")
    for (const role of ["OWNER", "ADMIN"] as const) {
      const runner = start(true, aMembership("accepted", role))
      runner.actor.send({ type: "RESIGN" })
      expect(runner.actor.getSnapshot().value).toBe("accepted")
    }
  })

  it("sends the resignation for this facility", () => {
    const member = start(true, aMembership("pending"))
    member.actor.send({ type: "RESIGN" })
    member.actor.send({ type: "CONFIRM" })
    expect(member.resign.latest().input).toEqual({ facilityRef: "7" })
  })

  it("after login, shows a membership the person already had instead of subscribing again", () => {
    const guest = start(false, null)
    guest.actor.send({ type: "SUBSCRIBE", role: "teacher" })
    guest.actor.send({ type: "LOGGED_IN", membership: aMembership("pending", "teacher") })
    expect(guest.actor.getSnapshot().value).toBe("pending")
    expect(guest.subscribe.calls).toHaveLength(0)
  })
})
