import { describe, expect, it } from "vitest"
import { canRecordCmsAudit, canReadSupportAudit } from "./auditPermissions"
import { canUseCms, isCmsUser } from "./cmsPermissions"

describe("canUseCms", () => {
  it("lets content staff and support staff use the CMS", () => {
    expect(canUseCms({ accountId: "a", type: "content" })).toBe(true)
    expect(canUseCms({ accountId: "a", type: "support" })).toBe(true)
  })

  it("refuses plain users and guests", () => {
    expect(canUseCms({ accountId: "a", type: "user" })).toBe(false)
    expect(canUseCms(null)).toBe(false)
  })
})

describe("isCmsUser", () => {
  it("lets a content or support user kept on the device into the CMS, nobody else", () => {
    expect(isCmsUser({ id: "a", type: "content" })).toBe(true)
    expect(isCmsUser({ id: "a", type: "support" })).toBe(true)
    expect(isCmsUser({ id: "a", type: "user" })).toBe(false)
    expect(isCmsUser(null)).toBe(false)
  })
})

describe("content staff and the audit trail", () => {
  it("records their CMS writes but does not let them read support's trail", () => {
    expect(canRecordCmsAudit({ accountId: "a", type: "content" })).toBe(true)
    expect(canRecordCmsAudit({ accountId: "a", type: "user" })).toBe(false)
    expect(canReadSupportAudit({ accountId: "a", type: "content" })).toBe(false)
  })
})
