import { describe, expect, it } from "vitest"
import { applicationStatuses } from "../application"
import { canMoveApplication, canWithdrawApplication, sentApplication } from "./applicationStatus"

// Issue 20: the parent withdraws the other copies once one is accepted; the facility's decisions stay theirs.
describe("withdrawing an application copy", () => {
  it("is the parent's while the facility has not decided it", () => {
    expect(applicationStatuses.filter(canWithdrawApplication)).toEqual(["new", "contacted"])
  })

  it("is only for the account that sent it", () => {
    expect(sentApplication({ accountId: "a" }, { account_id: "a" })).toBe(true)
    expect(sentApplication({ accountId: "b" }, { account_id: "a" })).toBe(false)
    expect(sentApplication({ accountId: "a" }, { account_id: null })).toBe(false)
  })

  it("ends it for the facility: a withdrawn copy moves nowhere, and no facility withdraws one", () => {
    for (const status of applicationStatuses) {
      expect(canMoveApplication("withdrawn", status)).toBe(false)
      expect(canMoveApplication(status, "withdrawn")).toBe(false)
    }
  })
})
