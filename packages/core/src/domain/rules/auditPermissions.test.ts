import { describe, expect, it } from "vitest"
import { canReadSupportAudit } from "./auditPermissions"

describe("canReadSupportAudit", () => {
  it("lets support staff read the trail", () => {
    expect(canReadSupportAudit({ accountId: "a", type: "support" })).toBe(true)
  })

  it("refuses everyone else, and guests", () => {
    expect(canReadSupportAudit({ accountId: "a", type: "user" })).toBe(false)
    expect(canReadSupportAudit(null)).toBe(false)
  })
})
