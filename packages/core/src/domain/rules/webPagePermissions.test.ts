import { describe, expect, it } from "vitest"
import { canManageWebsite } from "./webPagePermissions"

const user = { accountId: "a", type: "user" }
const accepted = (role: "OWNER" | "ADMIN" | "teacher" | "parent") => ({ role, status: "accepted" as const })

describe("canManageWebsite (management 2.6, 6)", () => {
  it("lets the facility's accepted OWNER and ADMIN, and support, build its websites", () => {
    expect(canManageWebsite(user, accepted("OWNER"))).toBe(true)
    expect(canManageWebsite(user, accepted("ADMIN"))).toBe(true)
    expect(canManageWebsite({ accountId: "s", type: "support" }, null)).toBe(true)
  })

  it("refuses its teachers, parents, a pending owner, a stranger and a guest", () => {
    expect(canManageWebsite(user, accepted("teacher"))).toBe(false)
    expect(canManageWebsite(user, accepted("parent"))).toBe(false)
    expect(canManageWebsite(user, { role: "OWNER", status: "pending" })).toBe(false)
    expect(canManageWebsite(user, null)).toBe(false)
    expect(canManageWebsite(null, accepted("OWNER"))).toBe(false)
  })
})
