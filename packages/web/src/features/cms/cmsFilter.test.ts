import { describe, expect, it } from "vitest"
import { cmsFilterOf } from "./cmsFilter"

describe("the CMS list's filter from its address", () => {
  it("reads the voivodeship, the name and the page", () => {
    expect(cmsFilterOf(new URLSearchParams("voivodeship=malopolskie&q=krak&page=3"))).toEqual({ voivodeship: "malopolskie", q: "krak", page: 3 })
  })

  it("leaves out what is empty and starts at page 1 unless a whole number ≥ 1 is asked", () => {
    expect(cmsFilterOf(new URLSearchParams(""))).toEqual({ page: 1 })
    expect(cmsFilterOf(new URLSearchParams("voivodeship=&q=&page=0"))).toEqual({ page: 1 })
    expect(cmsFilterOf(new URLSearchParams("page=2.5"))).toEqual({ page: 1 })
  })
})
