import { describe, it, expect } from "vitest"
import { slugify } from "./slug"

describe("slugify", () => {
  it("turns Polish city names into ASCII slugs", () => {
    expect(slugify("Łódź")).toBe("lodz")
    expect(slugify("Zielona Góra")).toBe("zielona-gora")
    expect(slugify("Kędzierzyn-Koźle")).toBe("kedzierzyn-kozle")
    expect(slugify("Gorzów Wielkopolski")).toBe("gorzow-wielkopolski")
  })

  it("drops punctuation and typographic quotes", () => {
    expect(slugify("Przedszkole nr 5 „Słoneczko”")).toBe("przedszkole-nr-5-sloneczko")
    expect(slugify("ul. 3 Maja 12/4")).toBe("ul-3-maja-124")
  })

  it("collapses and trims dashes", () => {
    expect(slugify("  -- Żłobek  -  Miś --  ")).toBe("zlobek-mis")
  })

  it("turns underscores into dashes like the seeded tag params", () => {
    expect(slugify("zespół_wychowania_przedszkolnego")).toBe("zespol-wychowania-przedszkolnego")
  })

  it("gives an empty slug when nothing is left", () => {
    expect(slugify("„…”")).toBe("")
    expect(slugify("Дитсадок")).toBe("")
  })
})
