import { describe, expect, it } from "vitest"
import { packageProblems, statusInForce } from "./facilityPremium"

describe("statusInForce", () => {
  it("keeps a premium through its end date, and falls back to registered the day after", () => {
    expect(statusInForce("premium", "2026-12-31", "2026-12-31")).toBe("premium")
    expect(statusInForce("premium", "2026-12-31", "2027-01-01")).toBe("registered")
  })

  it("keeps an open-ended premium and every other status as they are", () => {
    expect(statusInForce("premium", null, "2030-01-01")).toBe("premium")
    expect(statusInForce("unknown", "2020-01-01", "2030-01-01")).toBe("unknown")
  })
})

describe("packageProblems", () => {
  it("asks a premium for an end date, today or later", () => {
    expect(packageProblems({ status: "premium", premium_until: null }, "2026-11-28")).toEqual({ premium_until: "PREMIUM_UNTIL_REQUIRED" })
    expect(packageProblems({ status: "premium", premium_until: "2026-11-27" }, "2026-11-28")).toEqual({ premium_until: "PREMIUM_UNTIL_PAST" })
    expect(packageProblems({ status: "premium", premium_until: "2026-11-28" }, "2026-11-28")).toEqual({})
  })

  it("takes no end date with another status", () => {
    expect(packageProblems({ status: "registered", premium_until: "2027-01-01" }, "2026-11-28")).toEqual({ premium_until: "FIELD_INVALID" })
    expect(packageProblems({ status: "unknown", premium_until: null }, "2026-11-28")).toEqual({})
  })
})
