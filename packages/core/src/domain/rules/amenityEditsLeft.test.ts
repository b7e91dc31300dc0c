import { describe, expect, it } from "vitest"
import { amenityEditsLeft } from "./amenityEditsLeft"

describe("amenityEditsLeft", () => {
  it("counts the month's edits against the package's allowance", () => {
    expect(amenityEditsLeft({ limits: { amenities_edits_per_month: 3 }, amenities_edits_this_month: 1 })).toBe(2)
    expect(amenityEditsLeft({ limits: { amenities_edits_per_month: 1 }, amenities_edits_this_month: 0 })).toBe(1)
  })

  it("never goes below zero, even past the allowance (the package changed mid-month)", () => {
    expect(amenityEditsLeft({ limits: { amenities_edits_per_month: 1 }, amenities_edits_this_month: 4 })).toBe(0)
  })

  it("allows no edit when the package sets no allowance", () => {
    expect(amenityEditsLeft({ limits: {}, amenities_edits_this_month: 0 })).toBe(0)
  })
})
