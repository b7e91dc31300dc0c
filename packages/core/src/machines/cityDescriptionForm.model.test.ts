import { describe, expect, it } from "vitest"
import { checkCityDescription } from "./cityDescriptionForm.machine"

const city = { city_id: 1, city: "Kraków", param: "krakow", voivodeship: "małopolskie", voivodeship_param: "malopolskie", description: "<p>Stary opis.</p>", updated_at: null }

describe("a city's description in the CMS", () => {
  it("saves a changed description within the contract's length", () => {
    expect(checkCityDescription({ description: "<p>Nowy opis.</p>" }, { city })).toEqual({ errors: {}, formError: null })
    expect(checkCityDescription({ description: "" }, { city })).toEqual({ errors: {}, formError: null })
  })

  it("says there is nothing to save when nothing changed, and refuses what is too long", () => {
    expect(checkCityDescription({ description: "<p>Stary opis.</p>" }, { city }).formError).toBe("NO_CHANGES_TO_SAVE")
    expect(checkCityDescription({ description: "x".repeat(100_001) }, { city }).errors).toEqual({ description: "TEXT_TOO_LONG" })
  })
})
