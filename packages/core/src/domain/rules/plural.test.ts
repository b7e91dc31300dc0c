import { describe, it, expect } from "vitest"
import { intlLocale, pluralCategory, pluralForm } from "./plural"

describe("pluralForm (the spec's rule)", () => {
  it("follows the spec with 4 forms", () => {
    expect(pluralForm(0, 4)).toBe(0)
    expect(pluralForm(1, 4)).toBe(1)
    expect(pluralForm(2, 4)).toBe(2)
    expect(pluralForm(4, 4)).toBe(2)
    expect(pluralForm(5, 4)).toBe(3)
    expect(pluralForm(11, 4)).toBe(3)
    expect(pluralForm(12, 4)).toBe(3)
    expect(pluralForm(22, 4)).toBe(2)
    expect(pluralForm(25, 4)).toBe(3)
  })

  it("keeps the spec's quirk: 21 takes the singular form", () => {
    expect(pluralForm(21, 4)).toBe(1)
  })

  it("uses form 2 for 'many' when fewer than 4 forms are given", () => {
    expect(pluralForm(5, 3)).toBe(2)
    expect(pluralForm(1, 3)).toBe(1)
  })

  it("never returns a form that was not given", () => {
    expect(pluralForm(5, 2)).toBe(1)
    expect(pluralForm(5, 1)).toBe(0)
  })
})

describe("pluralCategory", () => {
  it("uses Polish CLDR rules", () => {
    expect(pluralCategory("pl", 1)).toBe("one")
    expect(pluralCategory("pl", 2)).toBe("few")
    expect(pluralCategory("pl", 5)).toBe("many")
    expect(pluralCategory("pl", 21)).toBe("many")
    expect(pluralCategory("pl", 22)).toBe("few")
    expect(pluralCategory("pl", 1.5)).toBe("other")
  })

  it("maps ua to Ukrainian", () => {
    expect(intlLocale("ua")).toBe("uk")
    expect(pluralCategory("ua", 21)).toBe("one")
    expect(pluralCategory("ua", 11)).toBe("many")
  })

  it("uses English rules for en", () => {
    expect(pluralCategory("en", 1)).toBe("one")
    expect(pluralCategory("en", 21)).toBe("other")
  })
})
