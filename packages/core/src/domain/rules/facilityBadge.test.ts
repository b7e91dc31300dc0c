import { describe, it, expect } from "vitest"
import { facilityBadge } from "./facilityBadge"

describe("facilityBadge", () => {
  it("maps each status without a shadow status", () => {
    expect(facilityBadge({ status: "premium" })).toEqual({ key: "TRUSTED", tone: "warning", icon: "star" })
    expect(facilityBadge({ status: "unknown" })).toEqual({ key: "UNVERIFIED", tone: "grey" })
    expect(facilityBadge({ status: "registered", shadow_status: null })).toEqual({ key: "VERIFIED", tone: "primary" })
  })

  it("lets the shadow status win over the status, rejected before pending", () => {
    expect(facilityBadge({ status: "premium", shadow_status: "rejected" })).toEqual({ key: "REJECTED", tone: "danger" })
    expect(facilityBadge({ status: "premium", shadow_status: "pending" })).toEqual({ key: "AWAITS_APPROVEMENT", tone: "warning" })
  })

  it("ignores other shadow statuses", () => {
    expect(facilityBadge({ status: "registered", shadow_status: "accepted" }).key).toBe("VERIFIED")
  })

  it("treats a missing or unknown status as unverified", () => {
    expect(facilityBadge({}).key).toBe("UNVERIFIED")
    expect(facilityBadge({ status: "gold" }).key).toBe("UNVERIFIED")
  })

  it("only the trusted badge carries an icon", () => {
    expect("icon" in facilityBadge({ status: "registered" })).toBe(false)
  })
})
