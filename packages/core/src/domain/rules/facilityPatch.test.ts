import { describe, expect, it } from "vitest"
import { changedFields, patchTypeProblems } from "./facilityPatch"

describe("changedFields", () => {
  const saved = { name: "Przedszkole nr 7", phone: null as string | null, features: ["a", "b"], active: true }

  it("keeps only what differs from the saved values", () => {
    expect(changedFields(saved, { ...saved, name: "Przedszkole nr 8" })).toEqual({ name: "Przedszkole nr 8" })
    expect(changedFields(saved, { ...saved, features: ["b", "a"], active: false })).toEqual({ features: ["b", "a"], active: false })
  })

  it("is empty when nothing changed, an emptied null field included", () => {
    expect(changedFields(saved, { ...saved })).toEqual({})
    expect(changedFields(saved, { ...saved, phone: "" })).toEqual({})
  })

  it("keeps a cleared value", () => {
    expect(changedFields({ ...saved, phone: "600100200" }, { ...saved, phone: null })).toEqual({ phone: null })
  })
})

describe("patchTypeProblems", () => {
  it("takes the amenities only with type=features, and only them", () => {
    expect(patchTypeProblems("features", { features: [] })).toBeNull()
    expect(patchTypeProblems("features", {})).toEqual({ features: ["FIELD_REQUIRED"] })
    expect(patchTypeProblems("features", { features: [], name: "X" })).toEqual({ name: ["FIELD_INVALID"] })
  })

  it("takes everything else without a type", () => {
    expect(patchTypeProblems(undefined, { name: "X", phone: null })).toBeNull()
    expect(patchTypeProblems(undefined, {})).toBeNull()
    expect(patchTypeProblems(undefined, { name: "X", features: ["a"] })).toEqual({ features: ["FIELD_INVALID"] })
  })
})
