import { describe, expect, it } from "vitest"
import { checkReportForm, reportPayload } from "./reportForm.machine"

const input = { target: "opinion:5" }

describe("report form checks (spec 2.9, 5)", () => {
  it("asks for a reason from the list", () => {
    expect(checkReportForm({ reason: "", content: "" }, input)).toEqual({ reason: "FIELD_REQUIRED" })
    expect(checkReportForm({ reason: "boring", content: "" }, input)).toEqual({ reason: "FIELD_INVALID" })
    expect(checkReportForm({ reason: "spam", content: "" }, input)).toEqual({})
  })

  it("asks for an explanation with 'other' only", () => {
    expect(checkReportForm({ reason: "other", content: "  " }, input)).toEqual({ content: "FIELD_REQUIRED" })
    expect(checkReportForm({ reason: "other", content: "Autor nie był w tej placówce" }, input)).toEqual({})
  })

  it("keeps to the contract's length", () => {
    expect(checkReportForm({ reason: "spam", content: "x".repeat(1001) }, input)).toEqual({ content: "TEXT_TOO_LONG" })
  })

  it("sends the target, the reason and the explanation trimmed", () => {
    expect(reportPayload({ reason: "offensive", content: " Obraźliwe " }, input)).toEqual({ target: "opinion:5", reason: "offensive", content: "Obraźliwe" })
  })
})
