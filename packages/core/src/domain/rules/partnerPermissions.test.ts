import { describe, expect, it } from "vitest"
import { canManagePartners } from "./partnerPermissions"

describe("canManagePartners", () => {
  it("lets support staff manage partner keys", () => {
    expect(canManagePartners({ accountId: "a", type: "support" })).toBe(true)
  })

  it("refuses users and guests", () => {
    expect(canManagePartners({ accountId: "a", type: "user" })).toBe(false)
    expect(canManagePartners(null)).toBe(false)
  })
})
