import { describe, expect, it } from "vitest"
import { dayPlanOf, dayPlanSpanProblems } from "./dayPlan"

describe("dayPlanOf", () => {
  it("gives each entry its span as duration and puts the day in order", () => {
    expect(dayPlanOf([
      { start: 540, end: 600, name: "Zajęcia", description: "Plastyka" },
      { start: 480, end: 510, name: "Śniadanie", description: "" }
    ])).toEqual([
      { start: 480, end: 510, duration: 30, name: "Śniadanie", description: "" },
      { start: 540, end: 600, duration: 60, name: "Zajęcia", description: "Plastyka" }
    ])
  })
})

describe("dayPlanSpanProblems", () => {
  it("puts END_BEFORE_START under the end of each entry that ends before it starts", () => {
    expect(dayPlanSpanProblems([{ start: 480, end: 510 }, { start: 600, end: 540 }, { start: 700, end: 700 }])).toEqual({
      "day_plan.1.end": "END_BEFORE_START",
      "day_plan.2.end": "END_BEFORE_START"
    })
    expect(dayPlanSpanProblems([{ start: null, end: 500 }])).toEqual({})
  })
})
