import { describe, expect, it } from "vitest"
import { validateChildBirthDate } from "./childBirthDate"

describe("validateChildBirthDate (a child of 0–7 years)", () => {
  it("accepts a newborn and a child the day before the eighth birthday", () => {
    expect(validateChildBirthDate("2026-11-23", "2026-11-23")).toBeNull()
    expect(validateChildBirthDate("2018-11-24", "2026-11-23")).toBeNull()
  })

  it("refuses a child on the eighth birthday and older", () => {
    expect(validateChildBirthDate("2018-11-23", "2026-11-23")).toBe("CHILD_AGE_OUT_OF_RANGE")
    expect(validateChildBirthDate("2010-01-01", "2026-11-23")).toBe("CHILD_AGE_OUT_OF_RANGE")
  })

  it("refuses a birth in the future", () => {
    expect(validateChildBirthDate("2026-11-24", "2026-11-23")).toBe("CHILD_AGE_OUT_OF_RANGE")
  })

  it("counts a 29 February birthday's eighth birthday from 1 March in a common year", () => {
    expect(validateChildBirthDate("2020-02-29", "2028-02-28")).toBeNull()
    expect(validateChildBirthDate("2020-02-29", "2028-02-29")).toBe("CHILD_AGE_OUT_OF_RANGE")
    expect(validateChildBirthDate("2019-03-01", "2027-02-28")).toBeNull()
  })

  it("refuses text that is not a real date", () => {
    for (const text of ["2026-02-30", "2026-13-01", "23.11.2020", "", "2020-1-1"]) {
      expect(validateChildBirthDate(text, "2026-11-23"), text).toBe("BIRTH_DATE_INVALID")
    }
  })
})
