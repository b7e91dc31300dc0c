import { describe, expect, it } from "vitest"
import { checkRejectReason } from "./rejectReasonForm.machine"

describe("reject reason check (spec 4.3)", () => {
  it("asks for a reason of at least 3 characters, within the contract's length", () => {
    expect(checkRejectReason({ reason: "  " })).toEqual({ reason: "FIELD_REQUIRED" })
    expect(checkRejectReason({ reason: " ab " })).toEqual({ reason: "REASON_TOO_SHORT" })
    expect(checkRejectReason({ reason: "abc" })).toEqual({})
    expect(checkRejectReason({ reason: "x".repeat(1001) })).toEqual({ reason: "TEXT_TOO_LONG" })
  })
})
