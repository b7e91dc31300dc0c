import { describe, expect, it } from "vitest"
import { materialSearchStems, polishStem } from "./materialSearchWords"

/** Whether every stem begins some word of a title, the way the tsquery `stem:*` matches it. */
const finds = (query: string, title: string) => {
  const words = title.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").replace(/ł/g, "l").split(/\s+/)
  return materialSearchStems(query).every((stem) => words.some((word) => word.startsWith(stem)))
}

describe("the teacher zone's search words", () => {
  it("finds 'Piosenki jesienne' for 'piosenka o jesieni' (issue 19)", () => {
    expect(materialSearchStems("piosenka o jesieni")).toEqual(["piosenk", "jesien"])
    expect(finds("piosenka o jesieni", "Piosenki jesienne")).toBe(true)
  })

  it("drops diacritics, case and the little words", () => {
    expect(materialSearchStems("Wiersz na Dzień Matki")).toEqual(["wiersz", "dzien", "matk"])
    expect(materialSearchStems("ZAJĘCIA dla i w z")).toEqual(["zajec"])
    expect(materialSearchStems("o i w")).toEqual([])
    expect(materialSearchStems("")).toEqual([])
  })

  it("matches other forms of the same words", () => {
    expect(finds("bezpieczeństwo na drodze", "Bezpieczna droga do przedszkola")).toBe(false)
    expect(finds("droga", "Bezpieczna droga do przedszkola")).toBe(true)
    expect(finds("zwierzęta w lesie", "Leśne zwierzęta zimą")).toBe(false)
    expect(finds("zwierzęta", "Zwierzęta leśne")).toBe(true)
    expect(finds("scenariusze zajęć", "Scenariusz zajęć o wiośnie")).toBe(true)
    expect(finds("kolędy", "Kolęda dla najmłodszych")).toBe(true)
  })

  it("cuts the longest ending that leaves four letters, and no more", () => {
    expect(polishStem("piosenkach")).toBe("piosenk")
    expect(polishStem("jesiennych")).toBe("jesienn")
    expect(polishStem("koty")).toBe("koty")
    expect(polishStem("mama")).toBe("mama")
    expect(polishStem("dzieci")).toBe("dziec")
    expect(polishStem("lato")).toBe("lato")
  })

  it("keeps no repeats and at most eight words", () => {
    expect(materialSearchStems("piosenka piosenki piosenkę")).toEqual(["piosenk"])
    expect(materialSearchStems("jeden dwa trzy cztery piec szesc siedem osiem dziewiec dziesiec")).toHaveLength(8)
  })
})
