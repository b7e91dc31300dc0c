import { describe, expect, it } from "vitest"
import { checkVisitSlotForm, visitSlotPayload } from "./visitSlotForm.machine"

const clock = () => new Date("2027-01-01T09:00:00Z")
const input = { facilityRef: "przedszkole-sloneczko", clock }
const values = (overrides: Partial<Record<"kind" | "starts_at" | "duration_minutes" | "capacity" | "note", string>> = {}) => ({
  kind: "open_day",
  starts_at: "2027-01-10T10:00:00Z",
  duration_minutes: "90",
  capacity: "12",
  note: "",
  ...overrides
})

describe("the visit slot form (issue 20)", () => {
  it("sends the start as epoch ms, whole minutes and places, and no note when none is typed", () => {
    expect(visitSlotPayload(values())).toEqual({ kind: "open_day", starts_at: Date.UTC(2027, 0, 10, 10), duration_minutes: 90, capacity: 12 })
    expect(visitSlotPayload(values({ note: "  Wejście od ogrodu. " })).note).toBe("Wejście od ogrodu.")
    expect(checkVisitSlotForm(values(), input)).toEqual({ errors: {}, formError: null })
  })

  it("needs a start, a length and the places, and a kind from the list", () => {
    expect(checkVisitSlotForm(values({ kind: "", starts_at: "", duration_minutes: "", capacity: "" }), input).errors).toEqual({
      kind: "FIELD_REQUIRED",
      starts_at: "FIELD_REQUIRED",
      duration_minutes: "FIELD_REQUIRED",
      capacity: "FIELD_REQUIRED"
    })
  })

  it("takes a start only in the future and at most a year ahead, as the server does", () => {
    expect(checkVisitSlotForm(values({ starts_at: "2026-12-31T10:00:00Z" }), input).errors).toEqual({ starts_at: "VISIT_SLOT_NOT_AHEAD" })
    expect(checkVisitSlotForm(values({ starts_at: "2028-02-01T10:00:00Z" }), input).errors).toEqual({ starts_at: "VISIT_SLOT_NOT_AHEAD" })
  })

  it("refuses places and lengths outside the contract's bounds, and fractions", () => {
    for (const wrong of [{ capacity: "0" }, { capacity: "201" }, { capacity: "2.5" }, { duration_minutes: "10" }, { duration_minutes: "481" }]) {
      expect(Object.keys(checkVisitSlotForm(values(wrong), input).errors), JSON.stringify(wrong)).toEqual(Object.keys(wrong))
    }
  })
})
