import { describe, it, expect } from "vitest"
import { isValidEmail, normalizeEmail, validateEmail, validateEmailsMatch } from "./email"

describe("normalizeEmail", () => {
  it("trims and lowercases", () => {
    expect(normalizeEmail("  Jan.Kowalski@Example.PL ")).toBe("jan.kowalski@example.pl")
    expect(normalizeEmail(null)).toBe("")
  })
})

describe("validateEmail", () => {
  it("accepts valid addresses, ignoring case and spaces around", () => {
    expect(validateEmail("dyrektor@przedszkole.waw.pl")).toBeNull()
    expect(validateEmail(" A.B+c@Example.com ")).toBeNull()
  })

  it("rejects addresses without @ or a proper domain", () => {
    for (const bad of ["jan.kowalski", "jan@", "@example.pl", "jan@example", "jan@.pl", "jan@example.", "jan kowalski@example.pl", "a@b@c.pl"]) {
      expect(validateEmail(bad), bad).toBe("EMAIL_INVALID")
      expect(isValidEmail(bad)).toBe(false)
    }
  })

  it("lets empty pass", () => {
    expect(validateEmail("  ")).toBeNull()
  })
})

describe("validateEmailsMatch", () => {
  it("compares normalised addresses", () => {
    expect(validateEmailsMatch("Jan@Example.pl", " jan@example.pl")).toBeNull()
    expect(validateEmailsMatch("jan@example.pl", "jan@example.com")).toBe("EMAILS_DO_NOT_MATCH")
  })
})
