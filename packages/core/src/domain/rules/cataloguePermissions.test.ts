import { describe, expect, it } from "vitest"
import { canEditCatalogue } from "./cataloguePermissions"

describe("canEditCatalogue", () => {
  it("lets support staff change tags, limits and templates", () => {
    expect(canEditCatalogue({ accountId: "a", type: "support" })).toBe(true)
  })

  it("refuses every other account, and guests", () => {
    expect(canEditCatalogue({ accountId: "a", type: "user" })).toBe(false)
    expect(canEditCatalogue(null)).toBe(false)
  })
})
