import { describe, it, expect } from "vitest"
import { formatAddress } from "./formatAddress"

describe("formatAddress", () => {
  it("shows street, building/apartment, post code and city", () => {
    expect(formatAddress({ street: "Piękna", building_number: "5", apartment_number: 2, post_code: "00-001", city: "Warszawa" }))
      .toBe("Piękna 5/2, 00-001 Warszawa")
  })

  it("omits a missing apartment", () => {
    expect(formatAddress({ street: "Długa", building_number: 12, apartment_number: null, post_code: "80-001", city: "Gdańsk" }))
      .toBe("Długa 12, 80-001 Gdańsk")
  })

  it("shows only the city when there is no street", () => {
    expect(formatAddress({ street: "  ", building_number: "5", post_code: "90-001", city: "Łódź" })).toBe("Łódź")
    expect(formatAddress({ street: null, city: null })).toBe("")
  })

  it("drops separators of missing parts", () => {
    expect(formatAddress({ street: "Polna", city: "Kielce" })).toBe("Polna, Kielce")
    expect(formatAddress({ street: "Polna", apartment_number: "3" })).toBe("Polna")
  })
})
