import { describe, expect, it } from "vitest"
import { minutesToTime, spanProblem, timeToMinutes, validateTime } from "./timeOfDay"

describe("minutes ↔ HH:MM", () => {
  it("shows minutes since midnight as a time input's value", () => {
    expect(minutesToTime(0)).toBe("00:00")
    expect(minutesToTime(450)).toBe("07:30")
    expect(minutesToTime(1439)).toBe("23:59")
  })

  it("shows nothing for no time or a minute outside the day", () => {
    expect(minutesToTime(null)).toBe("")
    expect(minutesToTime(undefined)).toBe("")
    expect(minutesToTime(1440)).toBe("")
    expect(minutesToTime(-1)).toBe("")
    expect(minutesToTime(7.5)).toBe("")
  })

  it("reads a typed time back, with or without the leading zero", () => {
    expect(timeToMinutes("07:30")).toBe(450)
    expect(timeToMinutes(" 7:05 ")).toBe(425)
    expect(timeToMinutes("23:59")).toBe(1439)
    for (const value of [450, 0, 1439, 61]) expect(timeToMinutes(minutesToTime(value))).toBe(value)
  })

  it("reads nothing from an empty or impossible time", () => {
    for (const text of ["", "24:00", "7:60", "730", "07:3", "ab:cd", "-1:00"]) expect(timeToMinutes(text)).toBeNull()
  })
})

describe("validateTime and spanProblem", () => {
  it("refuses only a typed time that is not one", () => {
    expect(validateTime("")).toBeNull()
    expect(validateTime("08:00")).toBeNull()
    expect(validateTime("25:00")).toBe("TIME_INVALID")
  })

  it("wants a span to end after it starts", () => {
    expect(spanProblem(480, 540)).toBeNull()
    expect(spanProblem(480, 480)).toBe("END_BEFORE_START")
    expect(spanProblem(540, 480)).toBe("END_BEFORE_START")
    expect(spanProblem(null, 480)).toBeNull()
    expect(spanProblem(480, undefined)).toBeNull()
  })
})
