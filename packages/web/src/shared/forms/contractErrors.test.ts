import { AccountPatch, SignupPayload } from "@pociecha/core"
import { describe, expect, it } from "vitest"
import { contractFieldErrors } from "./contractErrors"

describe("contract field errors", () => {
  it("gives the contract's message key of each failing field", () => {
    expect(contractFieldErrors(SignupPayload, { email: "anna@example.pl", password: "krotkie", name: "An", surname: "Nowak" })).toEqual({
      password: "PASSWORD_TOO_SHORT",
      name: "NAME_TOO_SHORT"
    })
    expect(contractFieldErrors(SignupPayload, { email: "zly", password: "Dlugie-haslo-1", name: "Anna", surname: "Nowak" })).toEqual({ email: "EMAIL_INVALID" })
  })

  it("reads missing fields as FIELD_REQUIRED and passes valid payloads", () => {
    expect(contractFieldErrors(SignupPayload, { email: "anna@example.pl", name: "Anna", surname: "Nowak" })).toEqual({ password: "FIELD_REQUIRED" })
    expect(contractFieldErrors(SignupPayload, { email: "anna@example.pl", password: "Dlugie-haslo-1", name: "Anna", surname: "Nowak" })).toEqual({})
    expect(contractFieldErrors(AccountPatch, { language: "ua" })).toEqual({})
  })
})
