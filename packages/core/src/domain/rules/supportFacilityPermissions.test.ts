import { describe, expect, it } from "vitest"
import { canManageFacilities } from "./supportFacilityPermissions"

describe("canManageFacilities", () => {
  it("lets support staff manage any facility", () => {
    expect(canManageFacilities({ accountId: "a", type: "support" })).toBe(true)
  })

  it("refuses everyone else, owners included, and guests", () => {
    expect(canManageFacilities({ accountId: "a", type: "user" })).toBe(false)
    expect(canManageFacilities(null)).toBe(false)
  })
})
