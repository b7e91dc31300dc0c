import { describe, expect, it } from "vitest"
import { facilityProfilePath, facilityTier, tierRank } from "./facilityTier"

describe("facility tiers (2.4)", () => {
  it("premium is large, registered has a photo, free is small", () => {
    expect(facilityTier("premium")).toBe("large")
    expect(facilityTier("registered")).toBe("photo")
    expect(facilityTier("unknown")).toBe("small")
  })

  it("links by slug, else by id", () => {
    expect(facilityProfilePath({ id: 12, slug: "sloneczko-krakow" })).toBe("/placowka/sloneczko-krakow")
    expect(facilityProfilePath({ id: 12, slug: null })).toBe("/placowka/12")
  })

  it("lists premium first, then registered, then free", () => {
    const statuses = ["unknown", "premium", "registered"] as const
    expect([...statuses].sort((a, b) => tierRank(a) - tierRank(b))).toEqual(["premium", "registered", "unknown"])
  })
})
