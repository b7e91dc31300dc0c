import { describe, expect, it } from "vitest"
import { ApplicationPayload } from "./applications"
import { payloadFieldMessages } from "./fieldMessages"
import { RejectPayload } from "./moderation"
import { OpinionPayload } from "./opinions"
import { MessagePayload } from "./questions"
import { ReportPayload } from "./reports"

const opinion = {
  facility_id: 7,
  cleanliness: 5,
  staff: 4,
  food: 3,
  comment: "Córka chodzi tu od dwóch lat i bardzo lubi swoje panie.\nPolecamy!",
  name: "Anna",
  surname: "Kowalska"
}

describe("the payloads of a parent's records", () => {
  it("an opinion rates three aspects 1–5 and says at least 50 characters, over several lines", () => {
    expect(payloadFieldMessages(OpinionPayload, opinion)).toBeNull()
    expect(payloadFieldMessages(OpinionPayload, { ...opinion, pros: "Ogród", cons: null })).toBeNull()
    expect(payloadFieldMessages(OpinionPayload, { ...opinion, food: 6, staff: 0 })).toEqual({ staff: ["RATE_ALL_ASPECTS"], food: ["RATE_ALL_ASPECTS"] })
    expect(payloadFieldMessages(OpinionPayload, { ...opinion, comment: `${" ".repeat(30)}Za krótko.${" ".repeat(30)}` })).toEqual({ comment: ["OPINION_TOO_SHORT"] })
    expect(payloadFieldMessages(OpinionPayload, { ...opinion, comment: "x".repeat(3001) })).toEqual({ comment: ["TEXT_TOO_LONG"] })
    expect(payloadFieldMessages(OpinionPayload, { ...opinion, comment: `${opinion.comment}\u0000` })).toEqual({ comment: ["FIELD_INVALID"] })
    expect(payloadFieldMessages(OpinionPayload, { ...opinion, name: "An", surname: "www.example.pl" })).toEqual({ name: ["NAME_TOO_SHORT"], surname: ["NAME_INVALID"] })
    expect(payloadFieldMessages(OpinionPayload, { ...opinion, name: "Anna", surname: "No" })).toEqual({ surname: ["SURNAME_TOO_SHORT"] })
  })

  it("a report of reason 'other' must say what is wrong; other reasons may stay silent", () => {
    expect(payloadFieldMessages(ReportPayload, { target: "opinion:12", reason: "spam", content: "" })).toBeNull()
    expect(payloadFieldMessages(ReportPayload, { target: "answer:12", reason: "other", content: "Nieprawda" })).toBeNull()
    expect(payloadFieldMessages(ReportPayload, { target: "opinion:12", reason: "other", content: "  " })).toEqual({ content: ["FIELD_REQUIRED"] })
    expect(payloadFieldMessages(ReportPayload, { target: "message:12", reason: "spam", content: "" })).toEqual({ target: ["REPORT_TARGET_INVALID"] })
    expect(payloadFieldMessages(ReportPayload, { target: "opinion:0", reason: "rude", content: "" })).toMatchObject({ target: ["REPORT_TARGET_INVALID"] })
  })

  it("an application needs a phone of at least 7 digits and a date", () => {
    const application = {
      facility_id: 7,
      parent_name: "Anna",
      parent_surname: "Kowalska",
      parent_phone: "+48 600 100 200",
      address: "ul. Długa 5, 30-001 Kraków",
      child_name: "Zosia",
      child_surname: "Kowalska",
      child_birth_date: "2022-05-01"
    }
    expect(payloadFieldMessages(ApplicationPayload, application)).toBeNull()
    expect(payloadFieldMessages(ApplicationPayload, { ...application, parent_phone: "600 10" })).toEqual({ parent_phone: ["PHONE_FIELD_MINIMAL_INPUT"] })
    expect(payloadFieldMessages(ApplicationPayload, { ...application, parent_phone: "call me" })).toMatchObject({ parent_phone: ["PHONE_INVALID", "PHONE_FIELD_MINIMAL_INPUT"] })
    expect(payloadFieldMessages(ApplicationPayload, { ...application, child_birth_date: "1.05.2022" })).toEqual({ child_birth_date: ["BIRTH_DATE_INVALID"] })
  })

  it("messages and reasons are text that is not blank", () => {
    expect(payloadFieldMessages(MessagePayload, { content: "Dzień dobry,\nczy są wolne miejsca?" })).toBeNull()
    expect(payloadFieldMessages(MessagePayload, { content: " \n " })).toEqual({ content: ["FIELD_REQUIRED"] })
    expect(payloadFieldMessages(RejectPayload, { reason: "ok" })).toEqual({ reason: ["REASON_TOO_SHORT"] })
  })
})
