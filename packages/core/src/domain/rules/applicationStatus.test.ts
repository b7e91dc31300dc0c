import { describe, expect, it } from "vitest"
import { applicationStatuses } from "../application"
import { canMoveApplication, nextApplicationStatuses } from "./applicationStatus"

describe("application status moves", () => {
  it("go from new to contacted or a decision, and from contacted to a decision", () => {
    expect(nextApplicationStatuses("new")).toEqual(["contacted", "accepted", "declined"])
    expect(nextApplicationStatuses("contacted")).toEqual(["accepted", "declined"])
  })

  it("let a decision be corrected but never reopened", () => {
    expect(canMoveApplication("accepted", "declined")).toBe(true)
    expect(canMoveApplication("declined", "accepted")).toBe(true)
    for (const decided of ["accepted", "declined"] as const) {
      expect(canMoveApplication(decided, "new")).toBe(false)
      expect(canMoveApplication(decided, "contacted")).toBe(false)
    }
  })

  it("never lead back to new, and staying put is no move", () => {
    for (const status of applicationStatuses) {
      expect(canMoveApplication(status, "new")).toBe(false)
      expect(canMoveApplication(status, status)).toBe(false)
    }
    expect(canMoveApplication("contacted", "new")).toBe(false)
  })
})
