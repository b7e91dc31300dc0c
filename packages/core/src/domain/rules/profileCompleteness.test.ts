import { describe, expect, it } from "vitest"
import { profileCompleteness, type CompletenessInput } from "./profileCompleteness"

const empty: CompletenessInput = {
  avatar: null, phone: null, email: null, website: null, tuition_from: null, tuition_to: null, open_at: null, close_at: null,
  description: "", gallery: [], features: [], extra_classes: [], day_plan: [], employees: []
}

const complete: CompletenessInput = {
  avatar: "/files/logo.webp", phone: "123456789", email: "a@b.pl", website: "https://example.pl", tuition_from: 800, tuition_to: null,
  open_at: 390, close_at: 1020, description: "<p>Small groups.</p>", gallery: [{}], features: ["garden"], extra_classes: [{}],
  day_plan: [{}], employees: [{}]
}

describe("profileCompleteness", () => {
  it("an empty profile is 0 % and asks first for the phone, on the address tab", () => {
    expect(profileCompleteness(empty)).toEqual({ percent: 0, filled: 0, total: 12, next: { item: "phone", tab: "facility_address" } })
  })

  it("a complete profile is 100 % with nothing next", () => {
    expect(profileCompleteness(complete)).toEqual({ percent: 100, filled: 12, total: 12, next: null })
  })

  it("asks for what parents miss most first: contact, then price and hours, then the description", () => {
    expect(profileCompleteness({ ...empty, phone: "1", email: "a@b.pl" }).next).toEqual({ item: "tuition", tab: "facility_basic_info" })
    expect(profileCompleteness({ ...empty, phone: "1", email: "a@b.pl", tuition_to: 900 }).next)
      .toEqual({ item: "opening_hours", tab: "facility_basic_info" })
    expect(profileCompleteness({ ...empty, phone: "1", email: "a@b.pl", tuition_to: 900, open_at: 400, close_at: 900 }).next)
      .toEqual({ item: "description", tab: "facility_description" })
  })

  it("does not count blanks, tag-only descriptions or hours with no closing time as filled", () => {
    const blanks = { ...complete, phone: "  ", description: "<p> </p>", close_at: null }
    expect(profileCompleteness(blanks)).toMatchObject({ filled: 9, next: { item: "phone" } })
    expect(profileCompleteness({ ...complete, phone: "1", email: "  " }).next).toEqual({ item: "email", tab: "facility_address" })
  })

  it("rounds down, so 100 % means every item", () => {
    expect(profileCompleteness({ ...complete, website: null })).toMatchObject({ percent: 91, next: { item: "website" } })
  })
})
