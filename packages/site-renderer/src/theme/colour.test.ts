import { describe, expect, it } from "vitest"
import { contrast, legibleOn, mix } from "./colour"

describe("colour arithmetic", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5)
    expect(contrast("#ffffff", "#ffffff")).toBe(1)
    expect(contrast("#767676", "#ffffff")).toBeCloseTo(4.54, 2)
  })

  it("darkens a light colour only as far as legibility needs", () => {
    expect(mix("#ff0000", "#000000", 0.5)).toBe("#800000")
    const ink = legibleOn("#e64a19", "#000000", ["#ffffff"])
    expect(contrast(ink, "#ffffff")).toBeGreaterThanOrEqual(4.5)
    expect(contrast(mix("#e64a19", "#000000", 0), "#ffffff")).toBeLessThan(4.5)
    expect(legibleOn("#1b5e20", "#000000", ["#ffffff"])).toBe("#1b5e20")
  })
})
