import { describe, it, expect } from "vitest"
import Hashids from "hashids"
import { legacyFacilityRef, makeLegacyIdCodec } from "./legacyId"

describe("makeLegacyIdCodec", () => {
  const codec = makeLegacyIdCodec("pociecha-test-salt")

  it("round-trips ids, with at least 8 characters", () => {
    for (const id of [0, 1, 42, 123456, Number.MAX_SAFE_INTEGER]) {
      const encoded = codec.encode(id)
      expect(encoded.length).toBeGreaterThanOrEqual(8)
      expect(codec.decode(encoded)).toBe(id)
    }
  })

  it("depends on the salt", () => {
    const other = makeLegacyIdCodec("another-salt")
    expect(other.encode(42)).not.toBe(codec.encode(42))
    expect(other.decode(codec.encode(42))).not.toBe(42)
  })

  it("decodes garbage to null without throwing", () => {
    expect(codec.decode("")).toBeNull()
    expect(codec.decode("!!!")).toBeNull()
    expect(codec.decode("ąęść")).toBeNull()
  })

  it("accepts only the canonical encoding of a single id", () => {
    expect(codec.decode(new Hashids("pociecha-test-salt", 8).encode([1, 2]))).toBeNull()
    expect(codec.decode(new Hashids("pociecha-test-salt", 0).encode(1))).toBeNull()
    expect(codec.decode(` ${codec.encode(7)} `)).toBe(7)
  })

  it("refuses to encode negative or fractional ids", () => {
    expect(() => codec.encode(-1)).toThrow(RangeError)
    expect(() => codec.encode(1.5)).toThrow(RangeError)
  })
})

describe("legacyFacilityRef (spec 2.5)", () => {
  const codec = makeLegacyIdCodec("pociecha-test-salt")

  it("is the decoded 'legacy' query when there is one, and nothing when it does not decode", () => {
    expect(legacyFacilityRef(codec, "anything", codec.encode(1234))).toBe("1234")
    expect(legacyFacilityRef(codec, "anything", "garbage")).toBeNull()
    expect(legacyFacilityRef(codec, "anything", makeLegacyIdCodec("other salt").encode(1234))).toBeNull()
  })

  it("is otherwise the first entry of the route parameter", () => {
    expect(legacyFacilityRef(codec, "sloneczko,12", null)).toBe("sloneczko")
    expect(legacyFacilityRef(codec, "42", " ")).toBe("42")
    expect(legacyFacilityRef(codec, "", null)).toBeNull()
  })
})
