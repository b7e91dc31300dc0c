import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { IsoDay, legalPublicationProblems } from "./legalPublication"

describe("a legal version's day (issue 19)", () => {
  it("is today or later", () => {
    expect(legalPublicationProblems("2026-11-27", "2026-11-28")).toEqual({ published_on: "LEGAL_DATE_PAST" })
    expect(legalPublicationProblems("2026-11-28", "2026-11-28")).toEqual({})
    expect(legalPublicationProblems("2027-01-01", "2026-11-28")).toEqual({})
  })

  it("is a day that exists, written YYYY-MM-DD", () => {
    const valid = Schema.is(IsoDay)
    expect(valid("2026-12-01")).toBe(true)
    for (const day of ["2026-02-30", "1.12.2026", "2026-1-1", ""]) expect(valid(day)).toBe(false)
  })
})
