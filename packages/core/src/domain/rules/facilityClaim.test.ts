import { describe, it, expect } from "vitest"
import { isClaimed } from "./facilityClaim"

describe("isClaimed", () => {
  it("needs both the account and its id", () => {
    expect(isClaimed({ account: { id: 7 }, account_id: 7 })).toBe(true)
    expect(isClaimed({ account: { id: 7 } })).toBe(false)
    expect(isClaimed({ account_id: 7 })).toBe(false)
    expect(isClaimed({ account: null, account_id: 7 })).toBe(false)
    expect(isClaimed({ account: { id: 7 }, account_id: "" })).toBe(false)
  })

  it("accepts id 0", () => {
    expect(isClaimed({ account: { id: 0 }, account_id: 0 })).toBe(true)
  })
})
