import { describe, expect, it } from "vitest"
import type { Overview } from "../overview"
import type { OwnedFacilities } from "../user"
import { facilityCounter, isAwaitingSupport, myFacilities, ownerTabAccess } from "./myFacilities"

const shadow = (id: number, facility_id: number, shadow_status: "pending" | "rejected", slug: string | null = null) => ({
  id, facility_id, slug, name: `Claim ${id}`, status: "unknown" as const, shadow_status, kind: "claim" as const,
  decline_reason: null, created_at: 0, is_shadow: true as const
})

describe("myFacilities (management 2.3)", () => {
  const owned: OwnedFacilities = {
    facilities: [{ id: 7, slug: "przedszkole-7", name: "Przedszkole 7", status: "registered" }, { id: 9, slug: null, name: "Żłobek", status: "premium" }],
    shadow_facilities: [shadow(1, 20, "pending", "nowe"), shadow(2, 21, "rejected"), shadow(3, 7, "pending")]
  }

  it("lists the facilities run, by slug or id, then the pending claims; declined ones and claims of a facility run are left out", () => {
    expect(myFacilities(owned)).toEqual([
      { id: 7, ref: "przedszkole-7", name: "Przedszkole 7", status: "registered", shadow_status: null },
      { id: 9, ref: "9", name: "Żłobek", status: "premium", shadow_status: null },
      { id: 20, ref: "nowe", name: "Claim 1", status: "unknown", shadow_status: "pending" }
    ])
  })

  it("only a pending claim waits for support; a facility run, or none chosen, does not", () => {
    expect(myFacilities(owned).map(isAwaitingSupport)).toEqual([false, false, true])
    expect(isAwaitingSupport(undefined)).toBe(false)
  })
})

describe("facilityCounter (management 2.3)", () => {
  const overview: Overview = {
    opinions: { new_answers: 4, new_opinions: 3, new_opinions_by_facility: { "7": 2, "9": 1 } },
    user_questions: { new_messages: 5, new_messages_by_facility: { "7": 3 } }
  }
  it("adds the facility's new opinions and new messages, and nothing of other facilities or answers to the user's own opinions", () => {
    expect(facilityCounter(overview, 7)).toBe(5)
    expect(facilityCounter(overview, 9)).toBe(1)
    expect(facilityCounter(overview, 11)).toBe(0)
    expect(facilityCounter(undefined, 7)).toBe(0)
  })
})

describe("ownerTabAccess (management 2.3, 6)", () => {
  const owner = { id: "u1", jwt: "t", type: "user", perms: { "7": ["facility-data/write"] } }
  const support = { id: "s", jwt: "t", type: "support", perms: {} }
  const registered = { id: 7, status: "registered" as const }
  it("hides a tab whose permissions the user lacks on this facility", () => {
    expect(ownerTabAccess({ permissions: ["facility-ownership/read"] }, owner, registered)).toBe("hidden")
    expect(ownerTabAccess({ permissions: ["facility-data/write"] }, owner, { id: 8, status: "registered" })).toBe("hidden")
    expect(ownerTabAccess({ permissions: ["facility-data/write"] }, owner, registered)).toBe("open")
  })
  it("opens the upsell for a premium-only tab of a facility that is not premium, except for support", () => {
    expect(ownerTabAccess({ onlyPremium: true }, owner, registered)).toBe("upsell")
    expect(ownerTabAccess({ onlyPremium: true }, owner, { id: 7, status: "premium" })).toBe("open")
    expect(ownerTabAccess({ onlyPremium: true }, support, registered)).toBe("open")
  })
})
