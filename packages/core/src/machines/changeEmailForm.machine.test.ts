import { describe, expect, it } from "vitest"
import { checkChangeEmail } from "./changeEmailForm.machine"
import { aUser } from "../testing/fixtures"

const input = { user: aUser({ email: "anna@example.pl" }) }

describe("e-mail change checks (spec 2.11, 5)", () => {
  it("compares the address and its repeat as stored: trimmed and lower case", () => {
    expect(checkChangeEmail({ email: " Nowy@Example.PL", email_repeat: "nowy@example.pl ", current_password: "x" }, input)).toEqual({})
    expect(checkChangeEmail({ email: "nowy@example.pl", email_repeat: "nowy@example.com", current_password: "x" }, input)).toEqual({
      email_repeat: "EMAILS_DO_NOT_MATCH"
    })
  })

  it("refuses the address already in use, however it is typed", () => {
    expect(checkChangeEmail({ email: "Anna@Example.pl", email_repeat: "anna@example.pl", current_password: "x" }, input)).toEqual({ email: "EMAIL_UNCHANGED" })
  })

  it("requires all three fields and a valid address", () => {
    expect(checkChangeEmail({ email: "", email_repeat: "", current_password: "" }, input)).toEqual({
      email: "FIELD_REQUIRED",
      email_repeat: "FIELD_REQUIRED",
      current_password: "FIELD_REQUIRED"
    })
    expect(checkChangeEmail({ email: "nowy@example", email_repeat: "nowy@example", current_password: "x" }, input)).toEqual({ email: "EMAIL_INVALID" })
    const long = `${"a".repeat(250)}@example.pl`
    expect(checkChangeEmail({ email: long, email_repeat: long, current_password: "x" }, input)).toEqual({ email: "TEXT_TOO_LONG" })
  })
})
