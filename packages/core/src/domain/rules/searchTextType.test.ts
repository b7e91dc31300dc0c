import { describe, expect, it } from "vitest"
import { searchTextType } from "./searchTextType"

describe("searchTextType: the kind of facility a search-box text names", () => {
  it("reads a kindergarten or nursery word in any form and case, with or without diacritics", () => {
    for (const text of ["przedszkole kraków", "Przedszkola Kraków", "kraków przedszkole", "PRZEDSZKOLA w Krakowie", "дитсадок Краків"]) {
      expect(searchTextType(text), text).toBe("przedszkola")
    }
    for (const text of ["żłobek gdańsk", "Zlobki Gdansk", "żłobków gdańsk", "ясла Гданськ", "klub malucha Gdańsk"]) {
      expect(searchTextType(text), text).toBe("zlobki")
    }
  })

  it("names no type for a town or a facility's own name", () => {
    for (const text of ["Kraków", "", "  ", "Słoneczko", "Przedszkolanka"]) expect(searchTextType(text), text).toBeNull()
  })
})
