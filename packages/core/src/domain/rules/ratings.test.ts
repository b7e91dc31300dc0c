import { describe, it, expect } from "vitest"
import { isValidRating, validateRatings } from "./ratings"

describe("validateRatings", () => {
  it("passes when every aspect is rated", () => {
    expect(validateRatings({ cleanliness: 1, staff: 5, food: 3 })).toBeNull()
  })

  it("fails when an aspect is missing or out of range", () => {
    expect(validateRatings({ cleanliness: 4, staff: 4 })).toBe("RATE_ALL_ASPECTS")
    expect(validateRatings({ cleanliness: 4, staff: 4, food: null })).toBe("RATE_ALL_ASPECTS")
    expect(validateRatings({ cleanliness: 0, staff: 4, food: 4 })).toBe("RATE_ALL_ASPECTS")
    expect(validateRatings({ cleanliness: 6, staff: 4, food: 4 })).toBe("RATE_ALL_ASPECTS")
    expect(validateRatings(undefined)).toBe("RATE_ALL_ASPECTS")
  })

  it("accepts only whole numbers", () => {
    expect(isValidRating(4.5)).toBe(false)
    expect(isValidRating("4")).toBe(false)
    expect(isValidRating(4)).toBe(true)
  })
})
