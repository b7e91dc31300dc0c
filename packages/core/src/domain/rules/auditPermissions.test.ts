import { describe, expect, it } from "vitest"
import { canReadSupportAudit, canUseSupportToolbox } from "./auditPermissions"

describe("canReadSupportAudit", () => {
  it("lets support staff read the trail", () => {
    expect(canReadSupportAudit({ accountId: "a", type: "support" })).toBe(true)
  })

  it("refuses everyone else, and guests", () => {
    expect(canReadSupportAudit({ accountId: "a", type: "user" })).toBe(false)
    expect(canReadSupportAudit(null)).toBe(false)
  })
})

describe("canUseSupportToolbox", () => {
  it("lets support staff act on accounts", () => {
    expect(canUseSupportToolbox({ accountId: "a", type: "support" })).toBe(true)
  })

  it("refuses users and guests", () => {
    expect(canUseSupportToolbox({ accountId: "a", type: "user" })).toBe(false)
    expect(canUseSupportToolbox(null)).toBe(false)
  })
})
