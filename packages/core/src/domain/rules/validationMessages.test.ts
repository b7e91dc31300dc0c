import { describe, expect, it } from "vitest"
import { validationMessages } from "./validationMessages"

describe("validationMessages", () => {
  it("names the field each length rule is about, spelt 'co najmniej' (spec 5)", () => {
    expect(validationMessages.NAME_TOO_SHORT).toBe("Imię musi mieć co najmniej 3 znaki.")
    expect(validationMessages.SURNAME_TOO_SHORT).toBe("Nazwisko musi mieć co najmniej 3 znaki.")
    for (const text of Object.values(validationMessages)) expect(text).not.toContain("conajmniej")
  })
})
