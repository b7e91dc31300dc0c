import { describe, it, expect } from "vitest"
import { catalogDisplayKey, catalogTypes, isCatalogType, requiredSpecializationFor } from "./catalogType"

describe("catalogType", () => {
  it("has the two types", () => {
    expect(catalogTypes).toEqual(["przedszkola", "zlobki"])
    expect(isCatalogType("zlobki")).toBe(true)
    expect(isCatalogType("żłobki")).toBe(false)
    expect(isCatalogType("szkoly")).toBe(false)
  })

  it("maps each type to its specializations, never primary schools", () => {
    expect(requiredSpecializationFor("przedszkola")).toEqual([
      "kindergarten", "kindergarten_point", "kindergarten_department", "zespół_wychowania_przedszkolnego",
    ])
    expect(requiredSpecializationFor("zlobki")).toEqual(["nursery", "toddler_club", "day_guardian"])
    for (const type of catalogTypes) expect(requiredSpecializationFor(type)).not.toContain("primary_school")
  })

  it("gives the display keys", () => {
    expect(catalogDisplayKey("przedszkola")).toBe("KINDERGARTENS_CATALOG")
    expect(catalogDisplayKey("zlobki")).toBe("NURSERIES_CATALOG")
  })
})
