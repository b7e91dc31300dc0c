import { describe, expect, it } from "vitest"
import {
  clearFilters,
  countFilters,
  hasPlacesFor,
  NO_FILTERS,
  matchesFilters,
  toQueryString,
  readBoolean,
  readFilters,
  readMultiValue,
  sameFilters,
  toggleBoolean,
  toggleFilterValue,
  toggleMultiValue,
  writeFilters,
  writeMultiValue
} from "./searchFilters"

describe("multi-value filters (2.4)", () => {
  it("stores a list as a JSON array string", () => {
    const params = writeMultiValue("", "ownership", ["public", "private"])
    expect(params.get("ownership")).toBe('["public","private"]')
    expect(readMultiValue(params, "ownership")).toEqual(["public", "private"])
  })

  it("toggling adds a missing value and removes a present one", () => {
    const once = toggleMultiValue("?ownership=%5B%22public%22%5D", "ownership", "private")
    expect(readMultiValue(once, "ownership")).toEqual(["public", "private"])
    const twice = toggleMultiValue(once, "ownership", "public")
    expect(readMultiValue(twice, "ownership")).toEqual(["private"])
  })

  it("an empty list removes the parameter", () => {
    const params = toggleMultiValue('ownership=["public"]&city=krakow', "ownership", "public")
    expect(params.has("ownership")).toBe(false)
    expect(params.get("city")).toBe("krakow")
  })

  it("tolerates hand-written and broken values", () => {
    expect(readMultiValue("ownership=public", "ownership")).toEqual(["public"])
    expect(readMultiValue('ownership="public"', "ownership")).toEqual(["public"])
    expect(readMultiValue("ownership={}", "ownership")).toEqual([])
    expect(readMultiValue('ownership=["a",1,null,"a",""]', "ownership")).toEqual(["a", "1"])
    expect(readMultiValue("ownership=", "ownership")).toEqual([])
    expect(readMultiValue("", "ownership")).toEqual([])
    expect(readMultiValue("ownership=%20", "ownership")).toEqual([])
    expect(readMultiValue('ownership=""', "ownership")).toEqual([])
    expect(readMultiValue('?ownership=["a?b"]', "ownership")).toEqual(["a?b"])
  })

  it("does not mutate its input", () => {
    const input = new URLSearchParams("a=1")
    writeMultiValue(input, "ownership", ["x"])
    expect(input.toString()).toBe("a=1")
  })
})

describe("boolean filters (2.4)", () => {
  it("toggle between true and absent", () => {
    const on = toggleBoolean("", "map_visible")
    expect(on.get("map_visible")).toBe("true")
    expect(readBoolean(on, "map_visible")).toBe(true)
    const off = toggleBoolean(on, "map_visible")
    expect(off.has("map_visible")).toBe(false)
  })

  it("only 'true' counts as on", () => {
    expect(readBoolean("map_visible=1", "map_visible")).toBe(false)
    expect(toggleBoolean("map_visible=yes", "map_visible").get("map_visible")).toBe("true")
  })
})

describe("the three map filters", () => {
  it("read, write and clear keep other parameters", () => {
    const params = writeFilters("city=krakow", {
      specialization: ["kindergarten"],
      ownership: [],
      accepted_status: ["premium"],
      vacancies_for: ["3", "nursery"]
    })
    expect(params.get("city")).toBe("krakow")
    expect(params.has("ownership")).toBe(false)
    expect(params.get("vacancies_for")).toBe('["3","nursery"]')
    expect(readFilters(params)).toEqual({
      specialization: ["kindergarten"],
      ownership: [],
      accepted_status: ["premium"],
      vacancies_for: ["3", "nursery"]
    })
    expect(clearFilters(params).toString()).toBe("city=krakow")
  })

  it("reads each filter from its own parameter, dropping unknown statuses", () => {
    expect(readFilters('specialization=["nursery"]&ownership=["public"]&accepted_status=["unknown","gold"]')).toEqual({
      specialization: ["nursery"],
      ownership: ["public"],
      accepted_status: ["unknown"],
      vacancies_for: []
    })
    expect(readFilters('accepted_status=["premium","gold"]').accepted_status).toEqual(["premium"])
  })

  it("keeps only the age groups the search knows in vacancies_for", () => {
    expect(readFilters('vacancies_for=["4","7","toddler"]').vacancies_for).toEqual(["4"])
    expect(readFilters("vacancies_for=nursery").vacancies_for).toEqual(["nursery"])
    expect(toggleFilterValue(NO_FILTERS, "vacancies_for", "5").vacancies_for).toEqual(["5"])
    expect(toggleFilterValue(NO_FILTERS, "vacancies_for", "12").vacancies_for).toEqual([])
    expect(countFilters({ ...NO_FILTERS, vacancies_for: ["3", "4"] })).toBe(2)
    expect(clearFilters('vacancies_for=["3"]&city=krakow').toString()).toBe("city=krakow")
  })

  it("stages changes and compares sets", () => {
    const staged = toggleFilterValue(toggleFilterValue(NO_FILTERS, "ownership", "public"), "accepted_status", "registered")
    expect(countFilters(staged)).toBe(2)
    expect(sameFilters(staged, { specialization: [], ownership: ["public"], accepted_status: ["registered"], vacancies_for: [] })).toBe(true)
    expect(sameFilters(staged, NO_FILTERS)).toBe(false)
    expect(toggleFilterValue(staged, "ownership", "public").ownership).toEqual([])
    expect(toggleFilterValue({ ...NO_FILTERS, ownership: ["public", "private"] }, "ownership", "public").ownership).toEqual(["private"])
    expect(toggleFilterValue(NO_FILTERS, "accepted_status", "gold").accepted_status).toEqual([])
  })

  it("compares sets whatever their order, value by value", () => {
    const twoOwners = { ...NO_FILTERS, ownership: ["public", "private"] }
    expect(sameFilters(twoOwners, { ...NO_FILTERS, ownership: ["private", "public"] })).toBe(true)
    expect(sameFilters({ ...NO_FILTERS, ownership: ["public"] }, twoOwners)).toBe(false)
    expect(sameFilters({ ...NO_FILTERS, ownership: ["public"] }, { ...NO_FILTERS, ownership: ["private"] })).toBe(false)
  })

  it("prints a query string", () => {
    expect(toQueryString(new URLSearchParams())).toBe("")
    expect(toQueryString(new URLSearchParams("a=1"))).toBe("?a=1")
  })
})

describe("matchesFilters", () => {
  const keys: Record<string, string> = { t1: "kindergarten", t2: "nursery", o1: "public", o2: "private" }
  const tagKey = (id: string) => keys[id]
  const facility = { specialization: ["t1"], ownership: ["o2"], status: "registered" }

  it("passes everything without filters", () => {
    expect(matchesFilters(facility, NO_FILTERS, tagKey)).toBe(true)
  })

  it("needs one matching value in each filter that has values", () => {
    expect(matchesFilters(facility, { ...NO_FILTERS, specialization: ["kindergarten", "nursery"] }, tagKey)).toBe(true)
    expect(matchesFilters(facility, { ...NO_FILTERS, specialization: ["nursery"] }, tagKey)).toBe(false)
    expect(matchesFilters(facility, { ...NO_FILTERS, ownership: ["private"], accepted_status: ["registered"] }, tagKey)).toBe(true)
    expect(matchesFilters(facility, { ...NO_FILTERS, ownership: ["private"], accepted_status: ["premium"] }, tagKey)).toBe(false)
  })

  it("is enough that one tag or the status is wanted", () => {
    expect(matchesFilters({ ...facility, specialization: ["t1", "t2"] }, { ...NO_FILTERS, specialization: ["nursery"] }, tagKey)).toBe(true)
    expect(matchesFilters(facility, { ...NO_FILTERS, accepted_status: ["premium", "registered"] }, tagKey)).toBe(true)
  })

  it("wants a free place in one of the chosen age groups; unknown vacancies give none", () => {
    const vacancies = [{ age_group: "3" as const, places: 2 }, { age_group: "4" as const, places: 0 }]
    expect(matchesFilters({ ...facility, vacancies_by_age: vacancies }, { ...NO_FILTERS, vacancies_for: ["3"] }, tagKey)).toBe(true)
    expect(matchesFilters({ ...facility, vacancies_by_age: vacancies }, { ...NO_FILTERS, vacancies_for: ["5", "3"] }, tagKey)).toBe(true)
    expect(matchesFilters({ ...facility, vacancies_by_age: vacancies }, { ...NO_FILTERS, vacancies_for: ["4"] }, tagKey)).toBe(false)
    expect(matchesFilters(facility, { ...NO_FILTERS, vacancies_for: ["3"] }, tagKey)).toBe(false)
    expect(hasPlacesFor(undefined, [])).toBe(true)
  })

  it("ignores unknown tag ids", () => {
    expect(matchesFilters({ ...facility, specialization: ["zz"] }, { ...NO_FILTERS, specialization: ["kindergarten"] }, tagKey)).toBe(false)
  })
})
