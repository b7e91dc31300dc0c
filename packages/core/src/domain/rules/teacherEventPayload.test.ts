import { describe, expect, it } from "vitest"
import { eventDatesProblems } from "./teacherEventPayload"

const calendar = (day: number | null, month: number | null) => ({ kind: "calendar" as const, day, month, starts_on: null, ends_on: null })
const contest = (starts_on: string | null, ends_on: string | null) => ({ kind: "contest" as const, day: null, month: null, starts_on, ends_on })

describe("an event's dates as the CMS sends them", () => {
  it("asks a calendar event for a day that exists in its month", () => {
    expect(eventDatesProblems(calendar(26, 5))).toEqual({})
    expect(eventDatesProblems(calendar(29, 2))).toEqual({})
    expect(eventDatesProblems(calendar(31, 4))).toEqual({ day: ["FIELD_INVALID"] })
    expect(eventDatesProblems(calendar(null, null))).toEqual({ day: ["FIELD_REQUIRED"], month: ["FIELD_REQUIRED"] })
  })

  it("asks a contest for its first and last day, the last not before the first", () => {
    expect(eventDatesProblems(contest("2026-12-01", "2026-12-01"))).toEqual({})
    expect(eventDatesProblems(contest("2026-12-02", "2026-12-01"))).toEqual({ ends_on: ["END_BEFORE_START"] })
    expect(eventDatesProblems(contest(null, "2026-12-01"))).toEqual({ starts_on: ["FIELD_REQUIRED"] })
  })
})
