import { describe, expect, it } from "vitest"
import { UNLIMITED, type UserLimit } from "./limits"
import { amenitiesCountProblem, canEditAmenities, limitInForce, limitOf, limitsInForce, recruitmentTextProblem } from "./packageLimits"

const rows: ReadonlyArray<UserLimit> = [
  { key: "amenities", value_free: 5, value_registered: 5, value_premium: 100 },
  { key: "amenities_edits_per_month", value_free: 1, value_registered: 1, value_premium: 100 },
  { key: "recruitment_description", type: "boolean", value_free: 0, value_registered: 0, value_premium: 1 },
  { key: "gallery_photos", value_free: 3, value_registered: 3, value_premium: 100 }
]

describe("limitInForce", () => {
  it("reads the value of the facility's status", () => {
    expect(limitInForce(rows, "amenities", { facilityStatus: "registered", isAdmin: false })).toBe(5)
    expect(limitInForce(rows, "amenities", { facilityStatus: "premium", isAdmin: false })).toBe(100)
  })

  it("gives a missing description limit the spec's 1500 and any other missing limit nothing", () => {
    expect(limitInForce(rows, "description_chars", { facilityStatus: "registered", isAdmin: false })).toBe(1500)
    expect(limitInForce(rows, "unheard_of", { facilityStatus: "premium", isAdmin: false })).toBe(0)
  })

  it("binds no admin", () => {
    expect(limitInForce(rows, "amenities", { facilityStatus: "registered", isAdmin: true })).toBe(UNLIMITED)
    expect(limitInForce(rows, "description_chars", { facilityStatus: "unknown", isAdmin: true })).toBe(UNLIMITED)
  })
})

describe("limitsInForce and limitOf", () => {
  it("lists every row and the profile's limits for one facility", () => {
    const inForce = limitsInForce(rows, "registered", false)
    expect(inForce).toEqual({
      amenities: 5, amenities_edits_per_month: 1, recruitment_description: 0, gallery_photos: 3, description_chars: 1500
    })
    expect(limitOf(inForce, "amenities")).toBe(5)
    expect(limitOf({}, "description_chars")).toBe(1500)
    expect(limitOf({}, "amenities")).toBe(0)
  })
})

describe("the profile's package rules (management 9)", () => {
  it("counts amenities against the package", () => {
    expect(amenitiesCountProblem(5, 5)).toBeNull()
    expect(amenitiesCountProblem(6, 5)).toBe("TOO_MANY_AMENITIES")
  })

  it("lets the amenities change as often a month as the package says", () => {
    expect(canEditAmenities(0, 1)).toBe(true)
    expect(canEditAmenities(1, 1)).toBe(false)
  })

  it("keeps recruitment text for packages that have it; clearing it is always allowed", () => {
    expect(recruitmentTextProblem("Zapraszamy", 0)).toBe("FEATURE_NOT_IN_PACKAGE")
    expect(recruitmentTextProblem("Zapraszamy", 1)).toBeNull()
    expect(recruitmentTextProblem("  ", 0)).toBeNull()
    expect(recruitmentTextProblem(null, 0)).toBeNull()
  })
})
