import { describe, expect, it } from "vitest"
import { canDecideShadow, canReadShadow } from "./shadowPermissions"

const sender = { accountId: "a1", type: "user" }
const other = { accountId: "b2", type: "user" }
const support = { accountId: "s3", type: "support" }

describe("shadow facility permissions (management 2.9, 6)", () => {
  it("only support decides", () => {
    expect(canDecideShadow(support)).toBe(true)
    expect(canDecideShadow(sender)).toBe(false)
    expect(canDecideShadow(null)).toBe(false)
  })

  it("the sender and support read a record and its documents; nobody else does", () => {
    expect(canReadShadow(sender, "a1")).toBe(true)
    expect(canReadShadow(support, "a1")).toBe(true)
    expect(canReadShadow(other, "a1")).toBe(false)
    expect(canReadShadow(null, "a1")).toBe(false)
  })
})
