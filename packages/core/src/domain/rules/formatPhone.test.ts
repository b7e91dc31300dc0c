import { describe, it, expect } from "vitest"
import { formatPhone } from "./formatPhone"

describe("formatPhone", () => {
  it("groups digits by 3", () => {
    expect(formatPhone("123456789")).toBe("123 456 789")
    expect(formatPhone("12 345 67 89")).toBe("123 456 789")
    expect(formatPhone("12345678")).toBe("123 456 78")
  })

  it("keeps +48 apart", () => {
    expect(formatPhone("+48123456789")).toBe("+48 123 456 789")
    expect(formatPhone("+48 600-100-200")).toBe("+48 600 100 200")
    expect(formatPhone("+48")).toBe("+48")
  })

  it("keeps another leading + in front", () => {
    expect(formatPhone("+380501234567")).toBe("+380 501 234 567")
  })

  it("does not treat a 48 without + as a country code", () => {
    expect(formatPhone("481234567")).toBe("481 234 567")
  })

  it("gives an empty string without digits", () => {
    expect(formatPhone(null)).toBe("")
    expect(formatPhone("  ")).toBe("")
    expect(formatPhone("brak")).toBe("")
  })
})
