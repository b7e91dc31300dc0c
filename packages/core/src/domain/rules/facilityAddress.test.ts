import { describe, expect, it } from "vitest"
import { addressLookupQuery, validatePostCode } from "./facilityAddress"

describe("validatePostCode", () => {
  it("takes NN-NNN or nothing", () => {
    expect(validatePostCode("30-001")).toBeNull()
    expect(validatePostCode(" 00-950 ")).toBeNull()
    expect(validatePostCode("")).toBeNull()
    for (const code of ["30001", "3-0001", "30-01", "ab-cde", "30-0011"]) expect(validatePostCode(code)).toBe("POST_CODE_INVALID")
  })
})

describe("addressLookupQuery", () => {
  it("asks for street and number, then postal code and town", () => {
    expect(addressLookupQuery({ street: "ul. Lipowa", building_number: "12", post_code: "30-001", city: "Kraków" })).toBe("ul. Lipowa 12, 30-001 Kraków")
  })

  it("leaves out what is missing", () => {
    expect(addressLookupQuery({ street: null, building_number: "", post_code: null, city: "Kraków" })).toBe("Kraków")
    expect(addressLookupQuery({ street: "Rynek", building_number: null, city: "Wieliczka" })).toBe("Rynek, Wieliczka")
  })
})
