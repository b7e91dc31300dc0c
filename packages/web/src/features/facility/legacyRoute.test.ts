import { makeLegacyIdCodec } from "@pociecha/core"
import { describe, expect, it } from "vitest"
import { legacyFacilityRef } from "./legacyRoute"

describe("legacy facility route (2.5)", () => {
  const encoded = makeLegacyIdCodec("pociecha").encode(1234)

  it("decodes the legacy query with the default salt", () => {
    expect(legacyFacilityRef("anything", encoded)).toBe("1234")
  })

  it("gives null for an undecodable legacy id", () => {
    expect(legacyFacilityRef("anything", "not-a-hash")).toBeNull()
    expect(legacyFacilityRef("anything", makeLegacyIdCodec("other salt").encode(1234))).toBeNull()
  })

  it("falls back to the first entry of the route parameter", () => {
    expect(legacyFacilityRef("sloneczko,12", null)).toBe("sloneczko")
    expect(legacyFacilityRef("42", "")).toBe("42")
    expect(legacyFacilityRef("", null)).toBeNull()
  })
})
