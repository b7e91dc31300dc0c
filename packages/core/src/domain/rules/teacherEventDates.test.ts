import { describe, expect, it } from "vitest"
import { byNextDay, nextEventDay } from "./teacherEventDates"

const calendar = (day: number, month: number) => ({ day, month, starts_on: null, ends_on: null })
const contest = (starts_on: string, ends_on: string) => ({ day: null, month: null, starts_on, ends_on })
const on = (day: string) => new Date(`${day}T10:00:00Z`)

describe("when a teacher-zone event next happens", () => {
  it("puts a calendar event on its day this year, or next year once it has passed", () => {
    expect(nextEventDay(calendar(26, 5), on("2026-03-01"))).toBe("2026-05-26")
    expect(nextEventDay(calendar(26, 5), on("2026-05-26"))).toBe("2026-05-26")
    expect(nextEventDay(calendar(26, 5), on("2026-05-27"))).toBe("2027-05-26")
    expect(nextEventDay(calendar(29, 2), on("2026-01-10"))).toBe("2026-02-28")
  })

  it("puts a contest on its first day, today while it runs, and nowhere once it is over", () => {
    expect(nextEventDay(contest("2026-12-01", "2027-01-15"), on("2026-11-28"))).toBe("2026-12-01")
    expect(nextEventDay(contest("2026-11-01", "2026-12-15"), on("2026-11-28"))).toBe("2026-11-28")
    expect(nextEventDay(contest("2026-09-01", "2026-10-15"), on("2026-11-28"))).toBeNull()
  })

  it("orders the next first and the contests that are over last", () => {
    const events = [
      { slug: "matki", ...calendar(26, 5) },
      { slug: "over", ...contest("2026-09-01", "2026-10-15") },
      { slug: "mikolajki", ...calendar(6, 12) },
      { slug: "running", ...contest("2026-11-01", "2026-12-15") },
      { slug: "older", ...contest("2026-03-01", "2026-04-15") }
    ]
    expect(byNextDay(events, on("2026-11-28")).map((event) => event.slug)).toEqual(["running", "mikolajki", "matki", "over", "older"])
  })
})
