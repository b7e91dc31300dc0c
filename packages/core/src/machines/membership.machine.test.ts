import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import type { ApiCaller } from "../client/pociechaClient"
import type { Membership } from "../domain/membership"
import { myFacilities } from "../domain/rules/myFacilities"
import { QUERIES_STALE, type QueriesStale } from "../queries/queriesStale"
import { facilityMembersQuery, myMembershipsQuery } from "../queries/membershipQueries"
import { membershipMachine, type ResignInput, type SubscribeInput } from "./membership.machine"
import { aMembership } from "../testing/fixtures"
import { controllablePromise } from "../testing/controllablePromise"
import { coversKey } from "../testing/coversKey"

function start(signedIn: boolean, membership: Membership | null) {
  const subscribe = controllablePromise<Membership, SubscribeInput>()
  const resign = controllablePromise<void, ResignInput>()
  const actor = createActor(membershipMachine.provide({ actors: { subscribe: subscribe.logic, resign: resign.logic } }), {
    input: { facility: { id: 7, slug: null }, signedIn, membership }
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

  it("marks stale the member list the facility's runners read, under the facility's slug, and my memberships", async () => {
    const facility = { id: 7, slug: "przedszkole-7", name: "Przedszkole 7", status: "registered" as const }
    const subscribe = controllablePromise<Membership, SubscribeInput>()
    const actor = createActor(membershipMachine.provide({ actors: { subscribe: subscribe.logic } }), {
      input: { facility, signedIn: true, membership: null }
    })
    const stale: Array<QueriesStale["keys"]> = []
    actor.on(QUERIES_STALE, (event) => stale.push(event.keys))
    actor.start()
    actor.send({ type: "SUBSCRIBE", role: "parent" })
    await subscribe.latest().resolve(aMembership("pending"))
    // The owner area reads the members by the ref My facilities gives it: the slug, not the id.
    const ownerAreaRef = myFacilities({ facilities: [facility], shadow_facilities: [] })[0]?.ref ?? ""
    // Only the reads' keys are looked at: nothing is read.
    const api = {} as ApiCaller
    expect(stale).toHaveLength(1)
    expect(coversKey(stale[0] ?? [], facilityMembersQuery(api, ownerAreaRef).queryKey)).toBe(true)
    expect(coversKey(stale[0] ?? [], myMembershipsQuery(api, "account-1").queryKey)).toBe(true)
  })

  it("marks nothing stale when the call fails", async () => {
    const member = start(true, null)
    const stale: Array<QueriesStale["keys"]> = []
    member.actor.on(QUERIES_STALE, (event) => stale.push(event.keys))
    member.actor.send({ type: "SUBSCRIBE", role: "parent" })
    await member.subscribe.latest().reject(new Error("offline"))
    expect(stale).toEqual([])
  })

  it("after login, shows a membership the person already had instead of subscribing again", () => {
    const guest = start(false, null)
    guest.actor.send({ type: "SUBSCRIBE", role: "teacher" })
    guest.actor.send({ type: "LOGGED_IN", membership: aMembership("pending", "teacher") })
    expect(guest.actor.getSnapshot().value).toBe("pending")
    expect(guest.subscribe.calls).toHaveLength(0)
  })
})
