import { describe, it, expect } from "vitest"
import {
  isEmptyValue, isPhoneField, sameAsField, validateAccepted, validateHasDocument, validateLoginData, validateName,
  validateSurname,
  validateOpinionText, validatePasswordsMatch, validatePhone, validateRequired, validateRichTextLength, validateWebsiteName,
} from "./fieldValidators"

describe("validateRequired", () => {
  it("rejects empty values", () => {
    for (const empty of [null, undefined, "", "   ", []]) expect(validateRequired(empty)).toBe("FIELD_REQUIRED")
  })

  it("accepts 0, false and text", () => {
    expect(validateRequired(0)).toBeNull()
    expect(validateRequired(false)).toBeNull()
    expect(validateRequired("a")).toBeNull()
    expect(isEmptyValue({})).toBe(false)
  })
})

describe("validateName", () => {
  it("needs at least 3 characters", () => {
    expect(validateName("Al")).toBe("NAME_TOO_SHORT")
    expect(validateName("Ala")).toBeNull()
    expect(validateName("  Łó  ")).toBe("NAME_TOO_SHORT")
    expect(validateName("Łój")).toBeNull()
  })

  it("leaves empty to validateRequired", () => {
    expect(validateName("")).toBeNull()
    expect(validateName(null)).toBeNull()
  })
})

describe("validateSurname", () => {
  it("needs at least 3 characters, with the surname's own message", () => {
    expect(validateSurname("No")).toBe("SURNAME_TOO_SHORT")
    expect(validateSurname("  Łó  ")).toBe("SURNAME_TOO_SHORT")
    expect(validateSurname("Nowak")).toBeNull()
    expect(validateSurname("")).toBeNull()
  })
})

describe("validateOpinionText", () => {
  it("needs at least 50 characters after trimming", () => {
    expect(validateOpinionText("ą".repeat(49))).toBe("OPINION_TOO_SHORT")
    expect(validateOpinionText(` ${"ą".repeat(49)} `)).toBe("OPINION_TOO_SHORT")
    expect(validateOpinionText("ą".repeat(50))).toBeNull()
    expect(validateOpinionText("")).toBeNull()
  })
})

describe("validatePhone", () => {
  it("needs 7 characters once spaces are removed", () => {
    expect(validatePhone("123 456")).toBe("PHONE_FIELD_MINIMAL_INPUT")
    expect(validatePhone("1")).toBe("PHONE_FIELD_MINIMAL_INPUT")
    expect(validatePhone("123 45 67")).toBeNull()
  })

  it("lets an empty phone pass", () => {
    expect(validatePhone("")).toBeNull()
    expect(validatePhone("   ")).toBeNull()
    expect(validatePhone(undefined)).toBeNull()
  })

  it("applies to every key containing phone", () => {
    expect(isPhoneField("phone")).toBe(true)
    expect(isPhoneField("second_phone")).toBe(true)
    expect(isPhoneField("parentPhone")).toBe(true)
    expect(isPhoneField("email")).toBe(false)
  })
})

describe("matching fields", () => {
  it("compares password and repeat exactly", () => {
    expect(validatePasswordsMatch("Tajne123", "Tajne123")).toBeNull()
    expect(validatePasswordsMatch("Tajne123", "tajne123")).toBe("PASSWORDS_DO_NOT_MATCH")
  })

  it("compares with another form field", () => {
    const rule = sameAsField("password", "PASSWORDS_DO_NOT_MATCH")
    expect(rule("a", { password: "a" })).toBeNull()
    expect(rule("a", { password: "b" })).toBe("PASSWORDS_DO_NOT_MATCH")
  })
})

describe("other validators", () => {
  it("rejects special characters in a website name", () => {
    expect(validateWebsiteName("Przedszkole Słoneczko")).toBeNull()
    for (const bad of ["a.b", "a,b", "a;b", "a:b", "a?b", "a!b", "a/b"]) expect(validateWebsiteName(bad)).toBe("WEBSITE_NAME_INVALID")
  })

  it("limits rich text by HTML length", () => {
    expect(validateRichTextLength("x".repeat(1500))).toBeNull()
    expect(validateRichTextLength("x".repeat(1501))).toBe("TEXT_TOO_LONG")
    expect(validateRichTextLength("<p>abc</p>", 9)).toBe("TEXT_TOO_LONG")
  })

  it("needs complete login data", () => {
    expect(validateLoginData({ email: "a@b.pl", password: "x" })).toBeNull()
    expect(validateLoginData({ email: "a@b.pl", password: " " })).toBe("LOGIN_DATA_INCOMPLETE")
    expect(validateLoginData({})).toBe("LOGIN_DATA_INCOMPLETE")
  })

  it("needs the accept checkbox ticked", () => {
    expect(validateAccepted(true)).toBeNull()
    expect(validateAccepted("true")).toBe("ACCEPT_REQUIRED")
    expect(validateAccepted(undefined)).toBe("ACCEPT_REQUIRED")
  })

  it("needs at least one claim document", () => {
    expect(validateHasDocument([{}])).toBeNull()
    expect(validateHasDocument([])).toBe("DOCUMENT_REQUIRED")
    expect(validateHasDocument(null)).toBe("DOCUMENT_REQUIRED")
  })
})
