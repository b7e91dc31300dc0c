import { describe, expect, it } from "vitest"
import { basicInfoProblems, numberFieldValue } from "./facilityBasicInfo"

describe("numberFieldValue", () => {
  it("reads an integer, 0 for text that is none (management 5), null for nothing typed", () => {
    expect(numberFieldValue("75")).toBe(75)
    expect(numberFieldValue(" 12 ")).toBe(12)
    expect(numberFieldValue("abc")).toBe(0)
    expect(numberFieldValue("")).toBeNull()
    expect(numberFieldValue("   ")).toBeNull()
  })
})

describe("basicInfoProblems", () => {
  it("passes a tuition range and hours that make sense, or that are not given", () => {
    expect(basicInfoProblems({ tuition_from: 500, tuition_to: 500, open_at: 390, close_at: 1050 })).toEqual({})
    expect(basicInfoProblems({ tuition_from: null, tuition_to: 100, open_at: null, close_at: 600 })).toEqual({})
  })

  it("refuses tuition to below tuition from", () => {
    expect(basicInfoProblems({ tuition_from: 900, tuition_to: 500 })).toEqual({ tuition_to: "TUITION_RANGE_INVALID" })
  })

  it("refuses a day that closes before, or when, it opens", () => {
    expect(basicInfoProblems({
      open_at: 600, close_at: 500, saturday_open_at: 480, saturday_close_at: 480, sunday_open_at: 480, sunday_close_at: 600
    })).toEqual({ close_at: "END_BEFORE_START", saturday_close_at: "END_BEFORE_START" })
  })
})
