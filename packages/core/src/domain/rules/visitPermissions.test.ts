import { describe, expect, it } from "vitest"
import type { FacilityRelation } from "./activityPermissions"
import { canBookVisit, canManageVisits } from "./visitPermissions"

const parent = { accountId: "p", type: "user" }
const support = { accountId: "s", type: "support" }
const as = (role: FacilityRelation["role"], status: FacilityRelation["status"] = "accepted"): FacilityRelation => ({ role, status })

describe("visit permissions (issue 20)", () => {
  it("slots are published, withdrawn and their bookings seen by an accepted OWNER or ADMIN, or support — not teachers", () => {
    expect(canManageVisits(parent, as("OWNER"))).toBe(true)
    expect(canManageVisits(parent, as("ADMIN"))).toBe(true)
    expect(canManageVisits(support, null)).toBe(true)
    expect(canManageVisits(parent, as("OWNER", "pending"))).toBe(false)
    expect(canManageVisits(parent, as("teacher"))).toBe(false)
    expect(canManageVisits(parent, null)).toBe(false)
    expect(canManageVisits(null, as("OWNER"))).toBe(false)
  })

  it("a place is booked by anyone signed in", () => {
    expect(canBookVisit(parent)).toBe(true)
    expect(canBookVisit(support)).toBe(true)
    expect(canBookVisit(null)).toBe(false)
  })
})
