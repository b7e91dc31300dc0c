import { describe, it, expect } from "vitest"
import { formatDate, formatDateTime, isoDateInWarsaw } from "./formatDateTime"

describe("formatDateTime", () => {
  it("shows winter time as UTC+1", () => {
    expect(formatDateTime(Date.UTC(2024, 0, 15, 10, 5))).toBe("15.01.2024 - 11:05")
  })

  it("shows summer time as UTC+2, crossing midnight", () => {
    expect(formatDateTime(new Date(Date.UTC(2024, 6, 1, 22, 30)))).toBe("02.07.2024 - 00:30")
  })

  it("pads single digits and accepts timestamp 0", () => {
    expect(formatDateTime(0)).toBe("01.01.1970 - 01:00")
  })

  it("gives an empty string for missing or invalid dates", () => {
    expect(formatDateTime(null)).toBe("")
    expect(formatDateTime(undefined)).toBe("")
    expect(formatDateTime(Number.NaN)).toBe("")
    expect(formatDateTime(new Date("nonsense"))).toBe("")
  })
})

describe("formatDate", () => {
  it("shows the Polish calendar day only", () => {
    expect(formatDate(Date.UTC(2024, 6, 1, 22, 30))).toBe("02.07.2024")
    expect(formatDate(null)).toBe("")
  })
})

describe("isoDateInWarsaw", () => {
  it("gives the date in Poland as YYYY-MM-DD, after midnight there before it in UTC", () => {
    expect(isoDateInWarsaw(new Date(Date.UTC(2024, 6, 1, 22, 30)))).toBe("2024-07-02")
    expect(isoDateInWarsaw(new Date(Date.UTC(2024, 0, 5, 12, 0)))).toBe("2024-01-05")
  })
})
