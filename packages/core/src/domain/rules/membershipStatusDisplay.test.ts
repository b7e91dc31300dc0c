import { describe, expect, it } from "vitest"
import { membershipStatusDisplay } from "./membershipStatusDisplay"

describe("membershipStatusDisplay (spec 4.5)", () => {
  it.each([
    ["accepted", { label: "CONFIRMED", tone: "green" }],
    ["pending", { label: "WAITING_FOR_VERIFICATION", tone: "orange" }],
    ["rejected", { label: "REJECTED", tone: "red" }]
  ] as const)("shows %s as the spec's label and colour", (status, display) => {
    expect(membershipStatusDisplay(status)).toEqual(display)
  })
})
