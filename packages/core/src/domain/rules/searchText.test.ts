import { describe, it, expect } from "vitest"
import { normalizeSearchText, searchTextMatches } from "./searchText"

describe("normalizeSearchText", () => {
  it("lowercases and strips every Polish diacritic", () => {
    expect(normalizeSearchText("ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż")).toBe("acelnoszz acelnoszz")
  })

  it("handles city names", () => {
    expect(normalizeSearchText("Łódź")).toBe("lodz")
    expect(normalizeSearchText("Białystok")).toBe("bialystok")
    expect(normalizeSearchText("Częstochowa")).toBe("czestochowa")
  })

  it("keeps spacing and punctuation", () => {
    expect(normalizeSearchText(" Zielona Góra, ul. 3 Maja ")).toBe(" zielona gora, ul. 3 maja ")
  })

  it("is idempotent and leaves the empty string alone", () => {
    expect(normalizeSearchText(normalizeSearchText("Kędzierzyn-Koźle"))).toBe("kedzierzyn-kozle")
    expect(normalizeSearchText("")).toBe("")
  })
})

describe("searchTextMatches", () => {
  it("matches regardless of case and diacritics", () => {
    expect(searchTextMatches("Przedszkole Słoneczko", "SLONECZ")).toBe(true)
    expect(searchTextMatches("Wrocław", "wrocł")).toBe(true)
    expect(searchTextMatches("Kraków", "Krakowiak")).toBe(false)
  })
})
