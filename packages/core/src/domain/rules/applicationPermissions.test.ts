import { describe, expect, it } from "vitest"
import { canWithdrawApplicationOf } from "./applicationPermissions"

describe("who withdraws an application", () => {
  it("is the parent who sent it", () => {
    expect(canWithdrawApplicationOf({ accountId: "a", type: "user" }, { account_id: "a" })).toBe(true)
  })

  it("is nobody else: another parent, support, or anyone once the sender's account is gone", () => {
    expect(canWithdrawApplicationOf({ accountId: "b", type: "user" }, { account_id: "a" })).toBe(false)
    expect(canWithdrawApplicationOf({ accountId: "s", type: "support" }, { account_id: "a" })).toBe(false)
    expect(canWithdrawApplicationOf({ accountId: "a", type: "user" }, { account_id: null })).toBe(false)
  })
})
