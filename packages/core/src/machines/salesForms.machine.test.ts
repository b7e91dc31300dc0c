import { describe, expect, it } from "vitest"
import { checkLeadForm, leadPayload } from "./leadForm.machine"
import { checkPresentationForm, presentationPayload } from "./presentationForm.machine"

const lead = { name_surname: " Anna Kowalska ", email: "anna@example.pl", phone: "600 100 200", facility_name: "Przedszkole", position: "Dyrektorka" }

describe("the lead form (spec 3.14)", () => {
  it("sends every field trimmed", () => {
    expect(checkLeadForm(lead)).toEqual({})
    expect(leadPayload(lead).name_surname).toBe("Anna Kowalska")
  })

  it("requires every field and a phone of at least 7 digits", () => {
    expect(checkLeadForm({ ...lead, facility_name: " ", position: "", phone: "123 45" })).toEqual({
      facility_name: "FIELD_REQUIRED", position: "FIELD_REQUIRED", phone: "PHONE_FIELD_MINIMAL_INPUT"
    })
  })

  it("shows the contract's objections before sending", () => {
    expect(checkLeadForm({ ...lead, email: "nie-adres" })).toEqual({ email: "EMAIL_INVALID" })
  })
})

describe("the presentation booking", () => {
  it("needs only an address; an empty phone or time is left out", () => {
    const values = { email: "dyrektor@example.pl", phone: "", preferred_time: " " }
    expect(checkPresentationForm(values)).toEqual({})
    expect(presentationPayload(values)).toEqual({ email: "dyrektor@example.pl" })
  })

  it("requires the address, and a phone if given of at least 7 digits", () => {
    expect(checkPresentationForm({ email: "", phone: "12", preferred_time: "" })).toEqual({
      email: "FIELD_REQUIRED", phone: "PHONE_FIELD_MINIMAL_INPUT"
    })
  })
})
