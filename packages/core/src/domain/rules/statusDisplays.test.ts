import { describe, expect, it } from "vitest"
import { applicationStatuses } from "../application"
import { applicationStatusDisplay } from "./applicationStatusDisplay"
import { membershipStatusDisplay, moderationStatusDisplay } from "./decisionStatusDisplay"

describe("status displays", () => {
  it("shows an opinion's moderation like a membership's status: waiting orange, accepted green, rejected red (spec 4.3, 4.5)", () => {
    expect(moderationStatusDisplay("pending")).toEqual({ label: "AWAITING_VERIFICATION", tone: "orange" })
    expect(moderationStatusDisplay("accepted")).toEqual({ label: "PUBLISHED", tone: "green" })
    expect(moderationStatusDisplay("rejected")).toEqual({ label: "REJECTED", tone: "red" })
  })

  it.each([
    ["accepted", { label: "CONFIRMED", tone: "green" }],
    ["pending", { label: "WAITING_FOR_VERIFICATION", tone: "orange" }],
    ["rejected", { label: "REJECTED", tone: "red" }]
  ] as const)("shows a membership %s as spec 4.5's label and colour", (status, display) => {
    expect(membershipStatusDisplay(status)).toEqual(display)
  })

  it("gives each application status its own label, decisions in green and red", () => {
    const labels = applicationStatuses.map((status) => applicationStatusDisplay(status).label)
    expect(new Set(labels).size).toBe(applicationStatuses.length)
    expect(applicationStatusDisplay("accepted").tone).toBe("green")
    expect(applicationStatusDisplay("declined").tone).toBe("red")
    expect(applicationStatusDisplay("new").tone).toBe("grey")
  })
})
