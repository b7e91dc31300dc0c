import { describe, it, expect } from "vitest"
import { exceedsLimit, hasRoomForOneMore, isFeatureAllowed, resolveLimit, UNLIMITED, type UserLimit } from "./limits"

const photos: UserLimit = { key: "gallery_photos", type: "limit", value_free: 3, value_registered: 10, value_premium: 50 }
const recruitment: UserLimit = { key: "recruitment_description", type: "boolean", value_free: false, value_registered: 0, value_premium: true }

describe("resolveLimit", () => {
  it("picks the value for the facility status", () => {
    expect(resolveLimit(photos, { facilityStatus: "unknown", isAdmin: false })).toBe(3)
    expect(resolveLimit(photos, { facilityStatus: "registered", isAdmin: false })).toBe(10)
    expect(resolveLimit(photos, { facilityStatus: "premium", isAdmin: false })).toBe(50)
  })

  it("is 100000 for an admin or without a facility", () => {
    expect(resolveLimit(photos, { facilityStatus: "unknown", isAdmin: true })).toBe(UNLIMITED)
    expect(resolveLimit(photos, { isAdmin: false })).toBe(100000)
    expect(resolveLimit(photos, { facilityStatus: null, isAdmin: false })).toBe(100000)
  })

  it("reads boolean and missing values", () => {
    expect(resolveLimit(recruitment, { facilityStatus: "premium", isAdmin: false })).toBe(UNLIMITED)
    expect(resolveLimit(recruitment, { facilityStatus: "unknown", isAdmin: false })).toBe(0)
    expect(resolveLimit({ ...photos, value_free: null }, { facilityStatus: "unknown", isAdmin: false })).toBe(0)
  })
})

describe("isFeatureAllowed", () => {
  it("allows true or a non-zero number", () => {
    expect(isFeatureAllowed(recruitment, { facilityStatus: "premium", isAdmin: false })).toBe(true)
    expect(isFeatureAllowed(recruitment, { facilityStatus: "unknown", isAdmin: false })).toBe(false)
    expect(isFeatureAllowed(recruitment, { facilityStatus: "registered", isAdmin: false })).toBe(false)
    expect(isFeatureAllowed(photos, { facilityStatus: "unknown", isAdmin: false })).toBe(true)
  })

  it("always allows an admin or no facility", () => {
    expect(isFeatureAllowed(recruitment, { facilityStatus: "unknown", isAdmin: true })).toBe(true)
    expect(isFeatureAllowed(recruitment, { isAdmin: false })).toBe(true)
  })
})

describe("exceedsLimit", () => {
  it("allows reaching the limit but not going over", () => {
    expect(exceedsLimit(photos, { facilityStatus: "unknown", isAdmin: false }, 3)).toBe(false)
    expect(exceedsLimit(photos, { facilityStatus: "unknown", isAdmin: false }, 4)).toBe(true)
  })
})

describe("hasRoomForOneMore", () => {
  const free = { facilityStatus: "unknown", isAdmin: false } as const
  it("takes one more until the count reaches the limit", () => {
    expect(hasRoomForOneMore(photos, free, 2)).toBe(true)
    expect(hasRoomForOneMore(photos, free, 3)).toBe(false)
  })

  it("binds no admin", () => {
    expect(hasRoomForOneMore(photos, { facilityStatus: "unknown", isAdmin: true }, 3)).toBe(true)
  })

  it("takes nothing when no such limit is configured", () => {
    expect(hasRoomForOneMore(null, { facilityStatus: "premium", isAdmin: true }, 0)).toBe(false)
  })
})
