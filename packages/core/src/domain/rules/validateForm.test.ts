import { describe, it, expect } from "vitest"
import { validateEmail as email } from "./email"
import { sameAsField, validateName } from "./fieldValidators"
import { formPayload, isFormValid, validateForm } from "./validateForm"

describe("validateForm", () => {
  it("reports failures per field and omits valid fields", () => {
    const errors = validateForm(
      [
        { key: "name", value: "Al", required: true },
        { key: "surname", value: "Nowak", required: true },
        { key: "email", value: "", required: true },
      ],
      { name: [validateName], surname: [validateName], email: [email] },
    )
    expect(errors).toEqual({ name: ["NAME_TOO_SHORT"], email: ["FIELD_REQUIRED"] })
    expect(isFormValid(errors)).toBe(false)
  })

  it("skips hidden fields", () => {
    expect(validateForm([{ key: "name", value: "", required: true, hidden: true }])).toEqual({})
    expect(isFormValid({})).toBe(true)
  })

  it("checks every phone field automatically", () => {
    expect(validateForm([{ key: "parent_phone", value: "123 45" }, { key: "second_phone", value: "" }])).toEqual({
      parent_phone: ["PHONE_FIELD_MINIMAL_INPUT"],
    })
  })

  it("reports a key once and passes all visible values to rules", () => {
    const fields = [
      { key: "password", value: "a" },
      { key: "repeat", value: "b", required: true },
      { key: "secret", value: "b", hidden: true },
    ]
    const repeat = sameAsField("password", "PASSWORDS_DO_NOT_MATCH")
    expect(validateForm(fields, { repeat: [repeat, repeat] })).toEqual({ repeat: ["PASSWORDS_DO_NOT_MATCH"] })
    expect(validateForm(fields, { repeat: [sameAsField("secret", "PASSWORDS_DO_NOT_MATCH")] })).toEqual({
      repeat: ["PASSWORDS_DO_NOT_MATCH"],
    })
  })
})

describe("formPayload", () => {
  it("leaves hidden fields out of the payload", () => {
    expect(formPayload([{ key: "a", value: 1 }, { key: "b", value: 2, hidden: true }, { key: "c", value: null, hidden: false }])).toEqual({
      a: 1,
      c: null,
    })
  })
})
