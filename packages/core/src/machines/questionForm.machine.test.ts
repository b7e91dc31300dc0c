import { describe, expect, it } from "vitest"
import { checkQuestionForm, questionPayload } from "./questionForm.machine"

const input = { facilityId: 7 }

describe("question form checks (spec 2.9, 5)", () => {
  it("asks for a topic from the list and a question", () => {
    expect(checkQuestionForm({ topic: "", content: " " }, input)).toEqual({ topic: "FIELD_REQUIRED", content: "FIELD_REQUIRED" })
    expect(checkQuestionForm({ topic: "weather", content: "Pytanie" }, input)).toEqual({ topic: "FIELD_INVALID" })
    expect(checkQuestionForm({ topic: "visit", content: "Kiedy można przyjść?" }, input)).toEqual({})
  })

  it("keeps to the contract's length", () => {
    expect(checkQuestionForm({ topic: "fees", content: "x".repeat(2001) }, input)).toEqual({ content: "TEXT_TOO_LONG" })
  })

  it("sends the facility, the topic and the question trimmed", () => {
    expect(questionPayload({ topic: "meals", content: " Czy jest dieta? " }, input)).toEqual({ facility_id: 7, topic: "meals", content: "Czy jest dieta?" })
  })
})
