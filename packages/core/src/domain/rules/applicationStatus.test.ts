import { describe, expect, it } from "vitest"
import { applicationStatuses } from "../application"
import { canMoveApplication, canWithdrawApplication, nextApplicationStatuses } from "./applicationStatus"

describe("application status moves", () => {
  it("go from new to contacted, the waiting list or a decision, and from contacted to the waiting list or a decision", () => {
    expect(nextApplicationStatuses("new")).toEqual(["contacted", "waiting_list", "accepted", "declined"])
    expect(nextApplicationStatuses("contacted")).toEqual(["waiting_list", "accepted", "declined"])
  })

  it("end the waiting list in a decision, never back to it from a decision", () => {
    expect(nextApplicationStatuses("waiting_list")).toEqual(["accepted", "declined"])
    expect(canMoveApplication("accepted", "waiting_list")).toBe(false)
    expect(canMoveApplication("declined", "waiting_list")).toBe(false)
  })

  it("never move a withdrawn application, and let the parent withdraw only what is not declined or withdrawn", () => {
    for (const status of applicationStatuses) expect(canMoveApplication("withdrawn", status)).toBe(false)
    for (const status of applicationStatuses) expect(canMoveApplication(status, "withdrawn")).toBe(false)
    expect(["new", "contacted", "waiting_list", "accepted"].every((status) => canWithdrawApplication(status as never))).toBe(true)
    expect(canWithdrawApplication("declined")).toBe(false)
    expect(canWithdrawApplication("withdrawn")).toBe(false)
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
