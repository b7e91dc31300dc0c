import { describe, expect, it } from "vitest"
import { searchQueries, searchWords } from "./searchWords"

describe("searchWords", () => {
  it("keeps letters and digits, splitting on quotes of every kind, dashes and punctuation", () => {
    expect(searchWords("Żłobek „Pajacyk”")).toEqual(["żłobek", "pajacyk"])
    expect(searchWords("‘Bajka’ «nr 5», Bielsko-Biała!")).toEqual(["bajka", "nr", "5", "bielsko", "biała"])
    expect(searchWords("  „ ” ' \" - ")).toEqual([])
  })

  it("joins a letter typed as a base and a combining accent before splitting", () => {
    expect(searchWords("Lo\u0301dz\u0301")).toEqual(["lódź"])
  })

  it("ignores words past the eighth", () => {
    expect(searchWords("a b c d e f g h i j")).toHaveLength(8)
  })
})

describe("searchQueries", () => {
  it("asks for every word as a prefix or whole, and for any word whole", () => {
    expect(searchQueries(["zlobek", "lodz"])).toEqual({
      text: "zlobek lodz",
      allPrefixes: "zlobek:* & lodz:*",
      allWhole: "zlobek & lodz",
      anyWhole: "zlobek | lodz"
    })
  })
})
