import { describe, expect, it } from "vitest"
import { facilityRefOf } from "./facilityRef"

describe("facilityRefOf", () => {
  it("names a facility by its slug, by its id only without one (management 2.2)", () => {
    expect(facilityRefOf({ id: 12, slug: "sloneczko-krakow" })).toBe("sloneczko-krakow")
    expect(facilityRefOf({ id: 12, slug: null })).toBe("12")
  })
})
