import { describe, expect, it } from "vitest"
import { canHandleSalesRequests } from "./salesRequestPermissions"

describe("canHandleSalesRequests", () => {
  it("lets support staff read and handle the product team's requests", () => {
    expect(canHandleSalesRequests({ accountId: "a", type: "support" })).toBe(true)
  })

  it("refuses everyone else, guests included", () => {
    expect(canHandleSalesRequests({ accountId: "a", type: "user" })).toBe(false)
    expect(canHandleSalesRequests(null)).toBe(false)
  })
})
