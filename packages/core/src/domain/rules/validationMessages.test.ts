import { describe, it, expect } from "vitest"
import { validationMessage, validationMessages } from "./validationMessages"

describe("validationMessages", () => {
  it("carries the spec's Polish texts", () => {
    expect(validationMessage("FIELD_REQUIRED")).toBe("Pole jest wymagane")
    expect(validationMessage("NAME_TOO_SHORT")).toBe("Nazwisko musi mieć conajmniej 3 znaki.")
    expect(validationMessage("RATE_ALL_ASPECTS")).toBe("Oceń wszystkie aspekty placówki")
    expect(validationMessage("INVALID_FILE_FORMAT")).toBe("Nieprawidłowy format pliku")
    expect(validationMessage("FILE_TOO_LARGE")).toBe("Za duży rozmiar pliku")
  })

  it("has a non-empty text for every key", () => {
    for (const [key, text] of Object.entries(validationMessages)) expect(text.trim(), key).not.toBe("")
  })
})
