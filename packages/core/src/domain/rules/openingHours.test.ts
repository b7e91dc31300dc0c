import { describe, it, expect } from "vitest"
import { formatMinutes, hoursText } from "./openingHours"

describe("formatMinutes", () => {
  it("shows HH:MM", () => {
    expect(formatMinutes(0)).toBe("00:00")
    expect(formatMinutes(450)).toBe("07:30")
    expect(formatMinutes(1020)).toBe("17:00")
    expect(formatMinutes(1439)).toBe("23:59")
    expect(formatMinutes(1440)).toBe("24:00")
  })

  it("shows - when the time is missing or impossible", () => {
    expect(formatMinutes(null)).toBe("-")
    expect(formatMinutes(undefined)).toBe("-")
    expect(formatMinutes(-1)).toBe("-")
    expect(formatMinutes(1441)).toBe("-")
    expect(formatMinutes(Number.NaN)).toBe("-")
  })

  it("rounds to the nearest minute", () => {
    expect(formatMinutes(59.6)).toBe("01:00")
  })
})

describe("hoursText", () => {
  it("lists weekdays open, weekend closed by default", () => {
    expect(hoursText({ open_at: 390, close_at: 1050 })).toEqual([
      { dayKey: "MO_FR", state: "open", from: "06:30", to: "17:30" },
      { dayKey: "SATURDAY", state: "closed" },
      { dayKey: "SUNDAY", state: "closed" },
    ])
  })

  it("marks weekdays missing when a time is absent, even at midnight 0", () => {
    expect(hoursText({ open_at: 0, close_at: null })[0]).toEqual({ dayKey: "MO_FR", state: "missing" })
    expect(hoursText({ open_at: 0, close_at: 600 })[0]).toEqual({ dayKey: "MO_FR", state: "open", from: "00:00", to: "10:00" })
  })

  it("opens a weekend day only when its flag is true", () => {
    const lines = hoursText({
      is_open_saturday: true, saturday_open_at: 480, saturday_close_at: 720,
      is_open_sunday: false, sunday_open_at: 480, sunday_close_at: 720,
    })
    expect(lines[1]).toEqual({ dayKey: "SATURDAY", state: "open", from: "08:00", to: "12:00" })
    expect(lines[2]).toEqual({ dayKey: "SUNDAY", state: "closed" })
  })

  it("marks an open weekend day without times as missing", () => {
    expect(hoursText({ is_open_sunday: true, sunday_open_at: 480 })[2]).toEqual({ dayKey: "SUNDAY", state: "missing" })
  })
})
