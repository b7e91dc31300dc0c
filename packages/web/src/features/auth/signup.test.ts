import { describe, expect, it } from "vitest"
import { validateSignup } from "./SignupPage"

const valid = { name: "Anna", surname: "Kowalska", email: "Anna@Example.pl ", password: "Pociecha2026!", password_repeat: "Pociecha2026!" }

describe("registration form checks (spec 5, rules from core)", () => {
  it("passes a complete form", () => {
    expect(validateSignup(valid)).toEqual({})
  })

  it("requires every field and shows the first message of each", () => {
    expect(validateSignup({ name: "", surname: "", email: "", password: "", password_repeat: "" })).toEqual({
      name: "FIELD_REQUIRED",
      surname: "FIELD_REQUIRED",
      email: "FIELD_REQUIRED",
      password: "FIELD_REQUIRED",
      password_repeat: "FIELD_REQUIRED"
    })
  })

  it("applies the contract's password rule before sending", () => {
    expect(validateSignup({ ...valid, password: "krotkie", password_repeat: "krotkie" })).toEqual({ password: "PASSWORD_TOO_SHORT" })
  })

  it("checks name length, e-mail and the repeated password", () => {
    expect(validateSignup({ ...valid, name: "An", email: "anna@", password_repeat: "x" })).toEqual({
      name: "NAME_TOO_SHORT",
      email: "EMAIL_INVALID",
      password_repeat: "PASSWORDS_DO_NOT_MATCH"
    })
  })
})
