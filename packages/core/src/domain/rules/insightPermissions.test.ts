import { describe, expect, it } from "vitest"
import { canReadInsights } from "./insightPermissions"

const caller = { accountId: "a", type: "user" } as const

describe("canReadInsights", () => {
  it("lets the facility's accepted OWNER and ADMIN and support read, nobody else", () => {
    expect(canReadInsights(caller, { role: "OWNER", status: "accepted" })).toBe(true)
    expect(canReadInsights(caller, { role: "ADMIN", status: "accepted" })).toBe(true)
    expect(canReadInsights({ accountId: "s", type: "support" }, null)).toBe(true)
    expect(canReadInsights(caller, { role: "OWNER", status: "pending" })).toBe(false)
    expect(canReadInsights(caller, { role: "teacher", status: "accepted" })).toBe(false)
    expect(canReadInsights(caller, { role: "parent", status: "accepted" })).toBe(false)
    expect(canReadInsights(caller, null)).toBe(false)
    expect(canReadInsights(null, null)).toBe(false)
  })
})
