import { describe, it, expect } from "vitest"
import { resolveCurrentFacility } from "./currentFacility"

const userFacilities = [
  { id: 42, slug: "przedszkole-sloneczko" },
  { id: "abc", slug: null },
]
const decodeLegacy = (encoded: string) => (encoded === "Xk9pQ2vL" ? 1234 : null)

describe("resolveCurrentFacility", () => {
  it("prefers the decoded legacy id", () => {
    expect(resolveCurrentFacility({ query: { legacy: "Xk9pQ2vL", facility: "42" }, decodeLegacy })).toBe("1234")
  })

  it("falls through when the legacy id does not decode", () => {
    expect(resolveCurrentFacility({ query: { legacy: "zzz", facility: "42" }, decodeLegacy })).toBe("42")
  })

  it("decodes a legacy id only when there is one and a decoder", () => {
    const decodesAnything = () => 1
    expect(resolveCurrentFacility({ query: { legacy: " Xk9pQ2vL ", facility: "42" }, decodeLegacy })).toBe("1234")
    expect(resolveCurrentFacility({ query: { legacy: "  ", facility: "42" }, decodeLegacy: decodesAnything })).toBe("42")
    expect(resolveCurrentFacility({ query: { facility: "42" }, decodeLegacy: decodesAnything })).toBe("42")
    expect(resolveCurrentFacility({ query: { legacy: "Xk9pQ2vL", facility: "42" } })).toBe("42")
  })

  it("reads the query before the route parameter", () => {
    expect(resolveCurrentFacility({ query: { facility: "1" }, params: { facility: "2" } })).toBe("1")
    expect(resolveCurrentFacility({ query: {}, params: { facility: "2" } })).toBe("2")
  })

  it("uses the first comma-separated entry", () => {
    expect(resolveCurrentFacility({ query: { facility: " 5 ,6" } })).toBe("5")
  })

  it("resolves a slug to the id through the user's facilities", () => {
    expect(resolveCurrentFacility({ query: {}, params: { facility: "przedszkole-sloneczko" }, userFacilities })).toBe("42")
    expect(resolveCurrentFacility({ query: { facility: "abc" }, userFacilities })).toBe("abc")
    expect(resolveCurrentFacility({ query: { facility: "nieznana" }, userFacilities })).toBe("nieznana")
  })

  it("takes an id before a slug that looks like it", () => {
    const confusing = [{ id: 7, slug: "9" }, { id: 9, slug: null }]
    expect(resolveCurrentFacility({ query: { facility: "9" }, userFacilities: confusing })).toBe("9")
  })

  it("takes a value containing 'shadow' as the user's claim: its facility, by the record's id or the first one waiting", () => {
    const userShadows = [
      { id: 3, facility_id: 70, shadow_status: "rejected" as const },
      { id: 4, facility_id: 71, shadow_status: "pending" as const },
      { id: 5, facility_id: 72, shadow_status: "pending" as const }
    ]
    expect(resolveCurrentFacility({ query: {}, params: { facility: "shadow-5" }, userFacilities, userShadows })).toBe("72")
    expect(resolveCurrentFacility({ query: { facility: "shadow_3" }, userShadows })).toBe("70")
    expect(resolveCurrentFacility({ query: {}, params: { facility: "shadow" }, userShadows })).toBe("71")
    // A claim that is not the user's names nothing.
    expect(resolveCurrentFacility({ query: {}, params: { facility: "shadow-9" }, userShadows })).toBeNull()
    expect(resolveCurrentFacility({ query: {}, params: { facility: "shadow" } })).toBeNull()
  })

  it("is null when nothing is given", () => {
    expect(resolveCurrentFacility({ query: {} })).toBeNull()
    expect(resolveCurrentFacility({ query: { facility: "," } })).toBeNull()
  })
})
